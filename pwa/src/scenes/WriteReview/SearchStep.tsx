import type { FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';

export function SearchStep({
  url,
  lookingUp,
  error,
  onUrlChange,
  onFind,
}: {
  url: string;
  lookingUp: boolean;
  /** Why the URL cannot be used, shown beside the field (issue 34). */
  error: string | null;
  onUrlChange: (url: string) => void;
  onFind: () => void;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onFind();
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label="Company Website URL"
        type="text"
        inputMode="url"
        autoCapitalize="none"
        autoComplete="url"
        spellCheck={false}
        placeholder="e.g., acme.com"
        value={url}
        onChange={(event) => onUrlChange(event.target.value)}
        hint="Can't find the company? We'll create a profile for it automatically."
        error={error ?? undefined}
      />
      <div>
        <Button type="submit" disabled={lookingUp}>
          {lookingUp ? 'Finding Company...' : 'Find Company'}
        </Button>
      </div>
    </form>
  );
}
