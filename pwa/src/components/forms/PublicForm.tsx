import type { FormEvent, ReactNode } from 'react';
import { preloadSchemas } from '../../api/schemas.ts';

/**
 * A form of the public site: the browser's own checks off (the shared schema speaks instead,
 * in the spec's words), and the schema chunk fetched as soon as a field takes focus.
 */
export function PublicForm({
  onSubmit,
  label,
  className,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  /** The form's accessible name, where a page has several. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      onFocus={preloadSchemas}
      noValidate
      aria-label={label}
      className={className}
    >
      {children}
    </form>
  );
}
