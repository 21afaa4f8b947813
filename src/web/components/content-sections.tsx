import { cn } from '../lib/cn.ts';

/** A block of translated prose: a heading, paragraphs and an optional list. */
export type ContentSection = { id?: string; heading: string; paragraphs?: string[]; points?: string[] };

/** Reads a translation that should be a list of sections; anything else yields an empty list. */
export function asSections(value: unknown): ContentSection[] {
  return Array.isArray(value)
    ? (value.filter((s) => s && typeof s === 'object' && typeof (s as ContentSection).heading === 'string') as ContentSection[])
    : [];
}

/** Reads a translation that should be a list of strings. */
export function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
}

export function ContentSections({
  sections,
  headingLevel = 2,
  className,
}: {
  sections: readonly ContentSection[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div data-slot="content-sections" className={cn('space-y-8', className)}>
      {sections.map((section) => (
        <section key={section.heading} id={section.id} className="scroll-mt-20 space-y-3">
          <Heading className={headingLevel === 2 ? 'text-xl font-semibold' : 'text-lg font-semibold'}>{section.heading}</Heading>
          {(section.paragraphs ?? []).map((p) => (
            <p key={p} className="leading-relaxed text-muted-foreground">
              {p}
            </p>
          ))}
          {section.points && section.points.length > 0 ? (
            <ul className="list-disc space-y-1.5 pl-5 leading-relaxed">
              {section.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
