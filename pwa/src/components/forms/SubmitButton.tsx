import { Button } from '../ui/Button.tsx';

/** A form's submit button, disabled and saying `busyLabel` while the write is under way. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  wide,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The width of the form (the sign-in and sign-up cards). */
  wide?: boolean;
}) {
  return (
    <Button type="submit" disabled={busy} className={wide ? 'w-full' : ''}>
      {busy ? busyLabel : label}
    </Button>
  );
}
