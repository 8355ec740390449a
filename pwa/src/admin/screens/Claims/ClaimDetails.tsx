import type { ReactNode } from 'react';
import type { ClaimAccount, ClaimRequestItem } from '#shared/types/admin';

/**
 * What a claim rests on (issue 34): what the claimant wrote in the claim dialog, and the
 * accounts involved (issue 38): the one that sent it (an approval binds it) and the current
 * owner.
 */
export function ClaimDetails({ claim }: { claim: ClaimRequestItem }) {
  const said: Array<[string, string | null]> = [
    ['Name', claim.fullName],
    ['Position', claim.position],
    ['Details', claim.additionalInfo],
  ];
  return (
    <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
      {said.map(([label, value]) => (
        <Row key={label} label={label}>
          {value ?? <span className="text-slate-400">Not given</span>}
        </Row>
      ))}
      <Row label="Sent by">
        {claim.sender ? <Account account={claim.sender} /> : 'An anonymous visitor'}
      </Row>
      {claim.owner && (
        <Row label="Owner">
          <Account account={claim.owner} />
        </Row>
      )}
    </dl>
  );
}

/** Who an approval will make the owner: the sender's account, else the claimed address's. */
export function approvalBinds(claim: ClaimRequestItem): string {
  return claim.sender
    ? `the account ${claim.sender.email}`
    : `the account registered with ${claim.email}, once that address is verified`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </>
  );
}

function Account({ account }: { account: ClaimAccount }) {
  return (
    <>
      {account.email}{' '}
      <span className={account.isEmailVerified ? 'text-green-700' : 'text-amber-700'}>
        ({account.isEmailVerified ? 'email verified' : 'email not verified'})
      </span>
    </>
  );
}
