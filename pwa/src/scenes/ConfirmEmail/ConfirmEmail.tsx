import { useSearchParams } from 'react-router-dom';
import { HttpError, serverMessage } from '../../api/http.ts';
import { useConfirmEmailChange } from '../../api/writes/accountSettings.ts';
import { LinkGone } from '../../components/account/LinkGone.tsx';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';

const ASK_AGAIN = { to: '/settings', action: 'Go to account settings' };

/**
 * The page an email-change link opens (`/confirm-email?token=…`): one button that POSTs the
 * token. Opening the page changes nothing, so a mail scanner that follows links spends nothing.
 */
export function ConfirmEmail() {
  usePageMeta('Confirm Email Change');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();

  if (!token) {
    return (
      <LinkGone
        title="Invalid Link"
        message="This email change link is incomplete. Please ask for a new one."
        {...ASK_AGAIN}
      />
    );
  }
  if (confirm.error instanceof HttpError && confirm.error.status === 410) {
    return (
      <LinkGone
        title="Link No Longer Valid"
        message={serverMessage(confirm.error) ?? 'This email change link no longer works.'}
        {...ASK_AGAIN}
      />
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      {confirm.isSuccess ? (
        <div role="status">
          <h1 className="text-2xl font-bold text-slate-900">Email Changed</h1>
          <p className="mt-3 text-slate-700">{confirm.data.message}</p>
          <ButtonLink to="/" className="mt-6">
            Go to the home page
          </ButtonLink>
        </div>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Confirm your new email address</h1>
          <p className="mt-3 text-slate-700">
            Press the button to make this address the email of your account.
          </p>
          {confirm.isError && (
            <p role="alert" className="mt-3 text-red-700">
              {serverMessage(confirm.error) ?? 'Could not change your email. Please try again.'}
            </p>
          )}
          <Button
            className="mt-6"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ token })}
          >
            {confirm.isPending ? 'Confirming...' : 'Confirm new email'}
          </Button>
        </>
      )}
    </div>
  );
}
