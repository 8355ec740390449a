import { TextField } from '../../components/ui/Field.tsx';

/** The 6-digit code from the authenticator app, bound to a `useZodForm` field. */
export function AppCodeField(props: {
  value: string;
  error?: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
}) {
  return (
    <TextField
      label="Enter the 6-digit code from your authenticator app"
      autoComplete="one-time-code"
      inputMode="numeric"
      {...props}
    />
  );
}
