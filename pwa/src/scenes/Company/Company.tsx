import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { companyPageDescription } from '#shared/seo/companyMeta';
import type { CompanyProfile } from '#shared/types/api';
import { useCompany } from '../../api/queries/companies.ts';
import { useSite } from '../../api/queries/site.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { isOfflineError, OfflineNotice } from '../../components/offline/OfflineNotice.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/misc.tsx';
import { CompanyBreadcrumb, CompanyHeader } from './CompanyHeader.tsx';
import { RatingPicture } from './RatingPicture.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SummaryStrip } from './SummaryStrip.tsx';
import { useReviewFilter } from './useReviewFilter.ts';

// Questions & Answers and the FAQ (issue 14) load after the page, as their own chunks: the
// profile and the reviews are what a first visit needs at once.
const QuestionsSection = lazy(() =>
  import('./questions/QuestionsSection.tsx').then((m) => ({ default: m.QuestionsSection })),
);
const FaqSection = lazy(() =>
  import('./faqs/FaqSection.tsx').then((m) => ({ default: m.FaqSection })),
);

export function Company() {
  const { domain = '' } = useParams();
  const company = useCompany(domain);
  // Data first: a failed background refresh (offline) keeps showing what is on the device.
  if (company.data) return <CompanyProfilePage key={company.data.id} company={company.data} />;
  if (company.isPending) return <CompanySkeleton />;
  if (isOfflineError(company.error)) return <OfflineNotice />;
  return <CompanyNotFound domain={domain} />;
}

function CompanyProfilePage({ company }: { company: CompanyProfile }) {
  const { platformName } = useSite();
  usePageMeta(`${company.name} Reviews`, companyPageDescription(company, platformName));
  const [filter, changeFilter] = useReviewFilter();
  return (
    <div className="mx-auto grid max-w-6xl gap-5 px-4 py-6 sm:py-8">
      <CompanyBreadcrumb company={company} />
      <CompanyHeader company={company} />
      <SummaryStrip company={company} />
      <RatingPicture
        company={company}
        stars={filter.stars}
        onStarsChange={(stars) => changeFilter({ stars })}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          {company.description && (
            <section
              aria-labelledby="about-heading"
              className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="about-heading" className="text-xl font-semibold text-slate-900">
                About {company.name}
              </h2>
              <p className="mt-2 whitespace-pre-line text-slate-800">{company.description}</p>
            </section>
          )}
          <Suspense fallback={null}>
            <FaqSection company={company} />
          </Suspense>
          <ReviewsSection company={company} filter={filter} onFilterChange={changeFilter} />
          <Suspense fallback={null}>
            <QuestionsSection company={company} />
          </Suspense>
        </div>
        <Sidebar company={company} />
      </div>
    </div>
  );
}

function CompanySkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading company"
      className="mx-auto grid max-w-6xl gap-5 px-4 py-8"
    >
      <Skeleton className="h-4 w-64" />
      <Skeleton className="h-40" />
      <Skeleton className="h-24" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

function CompanyNotFound({ domain }: { domain: string }) {
  usePageMeta('Company Not Found');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Company Not Found</h1>
      <p className="mt-3 text-slate-700">
        We couldn't find or create a company profile for "{domain}".
      </p>
      <ButtonLink to="/" className="mt-8">
        Go Home
      </ButtonLink>
    </div>
  );
}
