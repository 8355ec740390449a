import { Star } from 'lucide-react';
import { useId } from 'react';

/**
 * The rating input: five native radio buttons drawn as stars, so arrow keys, Tab and screen
 * readers behave as for any radio group. Text under it: '{n} out of 5 stars' or
 * 'Select your rating' (§2).
 */
export function StarInput({
  value,
  onChange,
  label,
  required = false,
  disabled = false,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the stars in place of the status line, and announced with each radio. */
  error?: string | undefined;
}) {
  const name = useId();
  const statusId = `${name}-status`;
  return (
    <fieldset className="grid gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-invalid={error ? true : undefined}
              aria-describedby={statusId}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-8 ${star <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
            />
            <span className="sr-only">
              {star} star{star === 1 ? '' : 's'}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={statusId} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={statusId} className="text-sm text-slate-600">
          {value > 0 ? `${value} out of 5 stars` : 'Select your rating'}
        </p>
      )}
    </fieldset>
  );
}
