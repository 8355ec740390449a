import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A labelled native select: the platform's own picker on phones, full keyboard and
 * screen-reader support, and no script of its own (a custom listbox would cost ~20 kB).
 */
export function Select<T extends string>({
  label,
  value,
  options,
  onValueChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<SelectOption<T>>;
  onValueChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value as T)}
          className="min-h-10 appearance-none rounded-md border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}
