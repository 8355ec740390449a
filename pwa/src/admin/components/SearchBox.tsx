import { Search } from 'lucide-react';

export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative w-full max-w-md">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
      />
    </div>
  );
}
