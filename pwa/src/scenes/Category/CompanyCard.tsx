import { Link } from 'react-router-dom';
import type { CompanySummary } from '#shared/types/api';
import { CompanyScore } from '../../components/stars/CompanyScore.tsx';
import { Badge } from '../../components/ui/misc.tsx';

/**
 * A company in a category list (§2): the whole card links to its profile. The list is ordered
 * by trust score, which the card shows (CompanyScore).
 */
export function CompanyCard({ company, pageName }: { company: CompanySummary; pageName: string }) {
  return (
    <Link
      to={`/company/${company.domain}`}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <h2 className="text-lg font-semibold text-slate-900">{company.name}</h2>
      <p className="text-sm text-slate-600">{company.domain}</p>
      {company.description && (
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{company.description}</p>
      )}
      <div className="mt-3">
        <Badge tone="brand">{company.category || pageName}</Badge>
      </div>
      <div className="mt-auto pt-4">
        <CompanyScore company={company} />
      </div>
    </Link>
  );
}

export function CompanyCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-12 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-4 w-1/2 animate-pulse rounded bg-slate-200" />
    </div>
  );
}
