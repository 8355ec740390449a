import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { cachedCompanies } from '../../offline/cachedCompanies.ts';
import { Button } from '../ui/Button.tsx';

/**
 * Offline, on a page this device has not saved: say so, and offer what is here instead (every
 * company whose page is stored, the latest first; the outbox), never a blank page.
 */
const FIRST_SHOWN = 20;

export function OfflineNotice() {
  const cached = useCachedCompanies();
  const [showAll, setShowAll] = useState(false);
  const companies = showAll ? cached : cached.slice(0, FIRST_SHOWN);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <CloudOff aria-hidden="true" className="size-8" />
        You are offline
      </h1>
      <p className="mt-3 text-slate-700">
        This page has not been saved on this device yet. It will load when you are back online.
      </p>
      {companies.length > 0 && (
        <>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">Available offline</h2>
          <ul className="mt-2 grid gap-1">
            {companies.map((company) => (
              <li key={company.domain}>
                <Link to={`/company/${company.domain}`} className="text-brand-700 hover:underline">
                  {company.name}
                </Link>{' '}
                <span className="text-sm text-slate-600">{company.domain}</span>
              </li>
            ))}
          </ul>
          {companies.length < cached.length && (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setShowAll(true)}>
              Show all {cached.length}
            </Button>
          )}
        </>
      )}
      <p className="mt-8 text-slate-700">
        What you write offline is kept in your{' '}
        <Link to="/outbox" className="text-brand-700 hover:underline">
          outbox
        </Link>{' '}
        and sent when the connection is back.
      </p>
    </div>
  );
}

/** Live: the data stored on the device may still be loading when this page first shows. */
function useCachedCompanies() {
  const queryClient = useQueryClient();
  const [companies, setCompanies] = useState(() => cachedCompanies(queryClient));
  useEffect(() => {
    setCompanies(cachedCompanies(queryClient));
    return queryClient.getQueryCache().subscribe(() => setCompanies(cachedCompanies(queryClient)));
  }, [queryClient]);
  return companies;
}

/** No answer at all (not an HTTP error): the network, not the company, is missing. */
export function isOfflineError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError;
}
