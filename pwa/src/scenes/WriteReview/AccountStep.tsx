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
  onNoThanks,
  onCreateAccount,
}: {
  onNoThanks: () => void;
  onCreateAccount: () => void;
}) {
  return (
    <div className="grid gap-5">
      <p className="flex items-center gap-2 rounded-md bg-green-50 p-3 font-medium text-green-800">
        <CircleCheck aria-hidden="true" className="size-5" />
        Review Posted Successfully!
      </p>
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
