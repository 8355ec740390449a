import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ClaimVerified } from '#shared/types/api';
import { queryKeys } from '../../api/queryKeys.ts';
import { ConfirmLinkPage } from './ConfirmLinkPage.tsx';

/**
 * `/claim/verify?token=…`, the link mailed to a claim's business address: its button proves the
 * mailbox. The company then belongs to the account holding that address, verified (issue 38).
 */
export function ConfirmClaim() {
  const queryClient = useQueryClient();
  return (
    <ConfirmLinkPage<ClaimVerified>
      title="Confirm Company Claim"
      intro={
        <p>
          Confirm that you represent this company and can read mail at its address. The profile will
          belong to the account registered with that address, once it is verified.
        </p>
      }
      confirmLabel="Confirm Claim"
      url="/api/claims/verify"
      onConfirmed={(answer) =>
        queryClient.invalidateQueries({ queryKey: queryKeys.company(answer.company.domain) })
      }
      done={(answer) => (
        <>
          <p className="font-medium">Claim verified: {answer.company.name} is claimed.</p>
          <p className="mt-2 text-sm text-slate-600">
            {answer.ownerBound ? (
              <>The account registered with {answer.email} now manages the profile.</>
            ) : (
              <>
                To manage the profile,{' '}
                <Link className="text-brand-700 underline" to="/signup">
                  create an account
                </Link>{' '}
                or{' '}
                <Link className="text-brand-700 underline" to="/login">
                  sign in
                </Link>{' '}
                with {answer.email} and verify that address.
              </>
            )}
          </p>
          <p className="mt-2 text-sm">
            <Link className="text-brand-700 underline" to={`/company/${answer.company.domain}`}>
              Open {answer.company.name}
            </Link>
          </p>
        </>
      )}
    />
  );
}
