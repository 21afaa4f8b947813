import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/**
 * The reason an admin gives for an audited action (3–500 characters, kept in the audit trail), with its
 * hint read by screen readers: one field for every admin dialog that the server refuses without it.
 */
export function ReasonField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        minLength={3}
        maxLength={500}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
