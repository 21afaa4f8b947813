import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';

/**
 * One settings section: a card with an anchor (`/settings#id` scrolls to it and focuses it), a
 * heading and its content. Every section of the page is one of these.
 */
export function Section({ id, title, description, children }: { id?: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card
      id={id}
      className="scroll-mt-20"
      tabIndex={id ? -1 : undefined}
      aria-labelledby={id ? `${id}-title` : undefined}
      role={id ? 'region' : undefined}
    >
      <CardHeader>
        <h2 id={id ? `${id}-title` : undefined} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-3 text-sm">{children}</CardContent>
    </Card>
  );
}
