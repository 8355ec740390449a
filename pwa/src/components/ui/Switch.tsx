import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';

export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of the text saying what the switch does in its current state. */
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={describedBy}
        // "On" is the brand colour: red reads as danger or an error, and a switch turned on
        // is neither (issue 34).
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 data-[state=checked]:bg-brand-700"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </SwitchPrimitive.Root>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
