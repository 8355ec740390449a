import { useMutation } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { apiFetch, HttpError, readJson, serverMessage } from '../../api/http.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';

/**
 * The page a mailed single-use link opens (issue 38): the GET shows one button, and only the
 * button's POST spends the token, so a mail scanner or a browser that pre-fetches links changes
 * nothing. A link that is used, expired or malformed says so on the page, never as raw JSON.
 */
export function ConfirmLinkPage<T>({
  title,
  intro,
  confirmLabel,
  url,
  done,
  onConfirmed,
}: {
  title: string;
  intro: ReactNode;
  confirmLabel: string;
  /** Where the token is POSTed as `{ token }`. */
  url: string;
  /** What the page says once the server has confirmed. */
  done: (answer: T) => ReactNode;
  /** Refreshes what the confirmation changed (the signed-in user, the company). */
  onConfirmed?: (answer: T) => void;
}) {
  usePageMeta(title);
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const confirm = useMutation({
    mutationFn: async () => readJson<T>(await apiFetch('POST', url, { token })),
    onSuccess: onConfirmed,
  });

  let body: ReactNode;
  if (!token) {
    body = <Outcome ok={false}>This link is incomplete: open it again from the email.</Outcome>;
  } else if (confirm.isSuccess) {
    body = <Outcome ok>{done(confirm.data)}</Outcome>;
  } else if (confirm.isError && confirm.error instanceof HttpError) {
    body = <Outcome ok={false}>{failureText(confirm.error)}</Outcome>;
  } else {
    body = (
      <>
        <div className="text-slate-700">{intro}</div>
        {confirm.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            Could not reach the server. Check your connection and try again.
          </p>
        )}
        <Button className="mt-6" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? 'Confirming...' : confirmLabel}
        </Button>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{body}</div>
    </section>
  );
}

function failureText(error: HttpError): string {
  const message = serverMessage(error);
  if (error.status === 400) return 'This link is malformed: open it again from the email.';
  return message ?? 'This link could not be confirmed.';
}

function Outcome({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <div role="status" className="grid gap-4">
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={`size-6 shrink-0 ${ok ? 'text-green-600' : 'text-red-600'}`}
        />
        <div className="text-slate-800">{children}</div>
      </div>
      <ButtonLink to="/" variant="outline">
        Go Home
      </ButtonLink>
    </div>
  );
}
