import { useNavigate, useSearchParams } from 'react-router-dom';
import { HttpError, serverMessage } from '../../api/http.ts';
import { loadSchemas } from '../../api/schemas.ts';
import { useResetPassword } from '../../api/writes/passwordReset.ts';
import { LinkGone } from '../../components/account/LinkGone.tsx';
import { NewPasswordFields } from '../../components/forms/AccountFields.tsx';
import { PublicForm } from '../../components/forms/PublicForm.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { failureToast } from '../../components/toast/failureToast.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { useZodForm } from '../../lib/useZodForm.ts';

const ASK_AGAIN = { to: '/forgot-password', action: 'Ask for a new link' };

/**
 * The page a reset link opens (`/reset-password?token=…`). Opening it changes nothing (a mail
 * scanner may open it first); only the form's POST spends the token. A used or expired link
 * shows a page that says so.
 */
export function ResetPassword() {
  usePageMeta('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm({
    initial: { password: '', confirmPassword: '' },
    schema: async () => (await loadSchemas()).PasswordResetSchema,
    toInput: (values) => ({ ...values, token }),
  });
  const submit = form.handleSubmit((input) =>
    reset.mutate(input, {
      onSuccess: (answer) => {
        toast({ title: 'Password Reset', description: answer.message });
        navigate('/login', { replace: true });
      },
      onError: (error) => failureToast('Reset Failed', error, 'Could not reset your password.'),
    }),
  );

  if (!token) {
    return (
      <LinkGone
        title="Invalid Link"
        message="This password reset link is incomplete. Please ask for a new one."
        {...ASK_AGAIN}
      />
    );
  }
  if (reset.error instanceof HttpError && reset.error.status === 410) {
    return (
      <LinkGone
        title="Link No Longer Valid"
        message={serverMessage(reset.error) ?? 'This password reset link no longer works.'}
        {...ASK_AGAIN}
      />
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-center text-2xl font-bold text-slate-900">Choose a new password</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm text-slate-600">
          At least 8 characters. You will be signed out on every device, then sign in with the new
          password.
        </p>
        <PublicForm onSubmit={submit} className="mt-6 grid gap-4">
          <NewPasswordFields
            label="New Password"
            password={form.field('password')}
            confirmation={form.field('confirmPassword')}
          />
          <SubmitButton
            busy={reset.isPending || reset.isSuccess}
            label="Reset Password"
            busyLabel="Resetting..."
            wide
          />
        </PublicForm>
      </div>
    </div>
  );
}
