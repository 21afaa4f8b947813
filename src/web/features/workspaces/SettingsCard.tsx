import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';

/** A settings section with an anchor (/settings#team, #sharing), like the settings page's own. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-20" tabIndex={-1} aria-labelledby={`${id}-title`} role="region" data-testid={`settings-${id}`}>
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4 text-sm">{children}</CardContent>
    </Card>
  );
}
