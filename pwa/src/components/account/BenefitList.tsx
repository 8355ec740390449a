import { CircleCheck } from 'lucide-react';

/** What an account gives, each line with a check mark (Create Account, and after a review). */
export function BenefitList({
  items,
  size,
}: {
  items: readonly string[];
  size: 'small' | 'large';
}) {
  return (
    <ul className={size === 'large' ? 'mt-4 grid gap-3' : 'grid gap-2'}>
      {items.map((benefit) => (
        <li key={benefit} className="flex items-center gap-2 text-slate-800">
          <CircleCheck
            aria-hidden="true"
            className={`${size === 'large' ? 'size-5' : 'size-4'} text-brand-700`}
          />
          {benefit}
        </li>
      ))}
    </ul>
  );
}
