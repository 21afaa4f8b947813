import { Button } from './ui/button.tsx';
import { Card, CardContent } from './ui/card.tsx';
import { cn } from '../lib/cn.ts';

/**
 * What a page or section shows when its data could not be read: the translated reason, announced, and
 * a button that asks again. `message` and `retry` are the caller's own words (each feature's namespace).
 */
export function RetryCard({
  message,
  retry,
  onRetry,
  className,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Card role="alert" className={cn(className)}>
      <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{message}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {retry}
        </Button>
      </CardContent>
    </Card>
  );
}
