import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.ts';
import { ConfirmLinkPage } from './ConfirmLinkPage.tsx';

/**
 * `/confirm-email?token=…`, the link mailed to a new address from Account Settings (issue 34):
 * its button makes the address the account's email.
 */
export function ConfirmEmailChange() {
  const queryClient = useQueryClient();
  return (
    <ConfirmLinkPage<{ message: string; email: string }>
      title="Confirm Your New Email"
      intro={<p>Press the button to make this address the email of your account.</p>}
      confirmLabel="Confirm new email"
      url="/api/account/email/confirm"
      onConfirmed={() => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser })}
      done={(answer) => <p className="font-medium">{answer.message}</p>}
    />
  );
}
