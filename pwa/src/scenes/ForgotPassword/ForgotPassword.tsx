import { Link } from 'react-router-dom';
import { loadSchemas } from '../../api/schemas.ts';
import { useForgotPassword } from '../../api/writes/passwordReset.ts';
import { EmailField } from '../../components/forms/AccountFields.tsx';
import { PublicForm } from '../../components/forms/PublicForm.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { failureToast } from '../../components/toast/failureToast.ts';
import { useZodForm } from '../../lib/useZodForm.ts';

/**
 * "Forgot password?" (issue 34): asks for the account's email and mails a reset link. The answer
 * is the same whether or not the address has an account, and so is this page's.
 */
export function ForgotPassword() {
  usePageMeta('Forgot Password', 'Reset the password of your account.');
  const ask = useForgotPassword();
  const form = useZodForm({
    initial: { email: '' },
    schema: async () => (await loadSchemas()).ForgotPasswordSchema,
  });
  const submit = form.handleSubmit((input) =>
    ask.mutate(input, {
      onError: (error) =>
        failureToast('Request Failed', error, 'Could not send the link. Please try again.'),
    }),
  );

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-center text-2xl font-bold text-slate-900">Forgot your password?</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {ask.isSuccess ? (
          <div role="status">
            <h2 className="text-xl font-semibold text-slate-900">Check your email</h2>
            <p className="mt-2 text-sm text-slate-700">{ask.data.message}</p>
            <p className="mt-2 text-sm text-slate-700">
              The link works once, for one hour. Nothing there? Look in your spam folder, or ask
              again in a few minutes.
            </p>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              Enter the email address of your account and we will send you a link to choose a new
              password.
            </p>
            <PublicForm onSubmit={submit} className="mt-6 grid gap-4">
              <EmailField required {...form.field('email')} />
              <SubmitButton
                busy={ask.isPending}
                label="Send Reset Link"
                busyLabel="Sending..."
                wide
              />
            </PublicForm>
          </>
        )}
        <p className="mt-6 text-center text-sm text-slate-700">
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-brand-700 underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
