import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** One figure; `empty` explains why there is none yet (never a zero posing as a measurement). */
export function StatCard({
  icon: Icon,
  label,
  value,
  empty,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode | null;
  empty: ReactNode;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {value === null ? (
          <div className="text-sm text-muted-foreground" data-empty="true">
            {empty}
          </div>
        ) : (
          <div className="text-2xl font-semibold tabular-nums" data-value="true">
            {value}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
