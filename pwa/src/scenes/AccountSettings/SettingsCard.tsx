import type { FormEvent, ReactNode } from 'react';
import { PublicForm } from '../../components/forms/PublicForm.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { Card } from '../../components/ui/misc.tsx';

/** One settings form in its card: a heading, the fields, a message about the form, the button. */
export function SettingsCard({
  title,
  description,
  onSubmit,
  error,
  busy,
  label,
  busyLabel,
  children,
}: {
  title: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  error: string | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
      <PublicForm onSubmit={onSubmit} label={title} className="mt-4 grid gap-4">
        {children}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div>
          <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
        </div>
      </PublicForm>
    </Card>
  );
}
