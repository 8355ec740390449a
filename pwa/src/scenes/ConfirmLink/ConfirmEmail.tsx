import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AuthUser } from '#shared/types/api';
import { queryKeys } from '../../api/queryKeys.ts';
import { ConfirmLinkPage } from './ConfirmLinkPage.tsx';

/** `/verify-email?token=…`, the link mailed at sign-up: its button verifies the address. */
export function ConfirmEmail() {
  const queryClient = useQueryClient();
  return (
    <ConfirmLinkPage<{ message: string; user: AuthUser }>
      title="Verify Your Email"
      intro={
        <p>Confirm that this is your email address, so your reviews carry the “Verified” mark.</p>
      }
      confirmLabel="Verify Email"
      url="/api/auth/verify-email"
      onConfirmed={() => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser })}
      done={(answer) => (
        <>
          <p className="font-medium">Your email address {answer.user.email} is verified.</p>
          <p className="mt-2 text-sm">
            <Link className="text-brand-700 underline" to={`/user/${answer.user.id}?verified=1`}>
              Go to your profile
            </Link>
          </p>
        </>
      )}
    />
  );
}
