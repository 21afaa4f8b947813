import { useTranslation } from 'react-i18next';
import type { ColumnMappingBody } from '../../../contract/portfolio.ts';
import { IMPORT_FIELDS, REQUIRED_FIELDS } from '../../../domain/portfolio/index.ts';

const SELECT =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** One select per field: which of the file's columns feeds it (or none). Required fields say so. */
export function MappingEditor({
  headers,
  mapping,
  source,
  onChange,
}: {
  headers: readonly string[];
  mapping: ColumnMappingBody;
  source: string;
  onChange: (m: ColumnMappingBody) => void;
}) {
  const { t } = useTranslation('portfolio');
  return (
    <fieldset className="grid gap-3" data-testid="mapping">
      <legend className="mb-1 font-medium">{t('upload.mapping.title')}</legend>
      <p className="text-sm text-muted-foreground" data-testid="mapping-source">
        {t(`upload.mapping.source.${source}`)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {IMPORT_FIELDS.map((f) => {
          const id = `map-${f}`;
          const required = REQUIRED_FIELDS.includes(f);
          return (
            <div key={f} className="grid gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                {t(`fields.${f}`)}
                {required ? <span className="text-muted-foreground"> ({t('upload.mapping.required')})</span> : null}
              </label>
              <select
                id={id}
                className={SELECT}
                value={mapping[f] ?? ''}
                onChange={(e) => onChange({ ...mapping, [f]: e.target.value || null })}
              >
                <option value="">{t('upload.mapping.none')}</option>
                {headers.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
