import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { displayNameForSlug, findBySlug } from '#shared/catalogue/catalogue';
import { useCategoryCompanies } from '../../api/queries/categories.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { CompanySearchBox } from '../../components/search/CompanySearchBox.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { plural } from '../../lib/text.ts';
import { NotFound } from '../NotFound/NotFound.tsx';
import { CompanyCard, CompanyCardSkeleton } from './CompanyCard.tsx';

/** §9: six placeholder cards while the list loads. */
const SKELETON_COUNT = 6;

export function Category() {
  const { slug = '' } = useParams();
  const match = findBySlug(slug);
  if (!match) return <NotFound />;
  return <CategoryCompanies key={slug} slug={slug} />;
}

function CategoryCompanies({ slug }: { slug: string }) {
  const match = findBySlug(slug);
  const name = displayNameForSlug(slug);
  usePageMeta(`${name} Companies`, `Browse and review companies in ${name.toLowerCase()}.`);
  const query = useCategoryCompanies(slug);
  const companies = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600">
          <li>
            <Link to="/categories" className="text-brand-700 hover:underline">
              Categories
            </Link>
          </li>
          {match?.kind === 'subcategory' && (
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4" />
              <Link
                to={`/category/${match.category.slug}`}
                className="text-brand-700 hover:underline"
              >
                {match.category.name}
              </Link>
            </li>
          )}
          <li className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4" />
            <span aria-current="page">{name}</span>
          </li>
        </ol>
      </nav>

      <h1 className="mt-4 text-3xl font-bold text-slate-900">{name} Companies</h1>
      <p className="mt-2 text-slate-700">Browse and review companies in {name.toLowerCase()}</p>
      <div className="mt-6 max-w-2xl">
        <CompanySearchBox placeholder="Search companies..." />
      </div>

      <div className="mt-8">
        {query.isPending ? (
          <div
            role="status"
            aria-label="Loading companies"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <CompanyCardSkeleton key={index} />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="py-12 text-center text-red-700">
            Failed to fetch companies
          </p>
        ) : companies.length === 0 ? (
          <div className="py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No companies found</h2>
            <p className="mt-1 text-slate-600">We don't have any companies listed in {name} yet.</p>
            <ButtonLink to="/write-review" className="mt-6">
              Add a Company Review
            </ButtonLink>
          </div>
        ) : (
          <>
            <p className="text-slate-700">
              {plural(total, 'company', 'companies')} found in {name}
            </p>
            <p className="text-sm text-slate-600">
              Ranked by trust score; companies not yet rated come last.
            </p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {companies.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} pageName={name} />
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="mt-8 text-center">
                <Button
                  variant="outline"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Loading...' : 'Load More Companies'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
