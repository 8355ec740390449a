import { usePageMeta } from '../meta/usePageMeta.ts';
import { ButtonLink } from '../ui/Button.tsx';

/**
 * What a mailed link that no longer works opens (issue 34): a page that says why, in the
 * server's words (used, unknown or expired), and where to ask for a new one. Never raw JSON.
 */
export function LinkGone({
  title,
  message,
  to,
  action,
}: {
  title: string;
  message: string;
  to: string;
  action: string;
}) {
  usePageMeta(title);
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {message}
      </p>
      <ButtonLink to={to} className="mt-6">
        {action}
      </ButtonLink>
    </div>
  );
}
