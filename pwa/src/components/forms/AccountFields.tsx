import type { InputHTMLAttributes } from 'react';
import { TextField } from '../ui/Field.tsx';

/** What `useZodForm`'s `field(name)` hands a text field. */
interface Bound {
  value: string;
  error?: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
}

/** First and last name side by side (one column on a phone). */
export function NameFields({
  first,
  last,
  required,
}: {
  first: Bound;
  last: Bound;
  required?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" autoComplete="given-name" required={required} {...first} />
      <TextField label="Last Name" autoComplete="family-name" required={required} {...last} />
    </div>
  );
}

type Extra = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'required' | 'placeholder'
> & {
  hint?: string;
};

/** An email address field (`label` where the spec words it otherwise, e.g. "Email Address"). */
export function EmailField({
  label = 'Email',
  autoComplete = 'email',
  ...props
}: Bound & Extra & { label?: string }) {
  return <TextField label={label} type="email" autoComplete={autoComplete} {...props} />;
}

/** A password field: `current-password` to sign in, `new-password` to choose one. */
export function PasswordField({
  label = 'Password',
  ...props
}: Bound & Extra & { label?: string; autoComplete: 'current-password' | 'new-password' }) {
  return <TextField label={label} type="password" {...props} />;
}

/**
 * A new password and its confirmation (sign-up, reset, change): both `new-password`, so a
 * password manager offers to generate and save one. `label` names the first ("Password" at
 * sign-up, "New Password" elsewhere); the second is "Confirm {label}".
 */
export function NewPasswordFields({
  label = 'Password',
  password,
  confirmation,
}: {
  label?: string;
  password: Bound;
  confirmation: Bound;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" required {...password} />
      <PasswordField
        label={`Confirm ${label}`}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
