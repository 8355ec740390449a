import { CircleCheck } from 'lucide-react';
import { BenefitList } from '../../components/account/BenefitList.tsx';
import { Button } from '../../components/ui/Button.tsx';

const BENEFITS = [
  'Manage and edit your reviews',
  'Get notified when companies respond',
  'Build your reviewer reputation',
  'Vote on other reviews',
];

export function AccountStep({
  awaitingVerification,
  onNoThanks,
  onCreateAccount,
}: {
  /** The review waits for a confirmed email before it is public (issue 34). */
  awaitingVerification: boolean;
  onNoThanks: () => void;
  onCreateAccount: () => void;
}) {
  return (
    <div className="grid gap-5">
      <p className="flex items-center gap-2 rounded-md bg-green-50 p-3 font-medium text-green-800">
        <CircleCheck aria-hidden="true" className="size-5" />
        Review Posted Successfully!
      </p>
      {awaitingVerification && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Your review will appear once your email is confirmed: create an account, then open the
          link we mail you. Reviews are published only from confirmed email addresses.
        </p>
      )}
      <p className="text-slate-700">Create a free account to:</p>
      <BenefitList items={BENEFITS} size="small" />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onNoThanks}>
          No Thanks
        </Button>
        <Button onClick={onCreateAccount}>Create Account</Button>
      </div>
    </div>
  );
}
