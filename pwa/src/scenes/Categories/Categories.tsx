import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CATALOGUE, MAIN_CATEGORY_COUNT, SUBCATEGORY_COUNT } from '#shared/catalogue/catalogue';
import { useCategoryCounts } from '../../api/queries/categories.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { Badge } from '../../components/ui/misc.tsx';
import { formatCount, plural } from '../../lib/text.ts';
import { filterCatalogue } from './filterCatalogue.ts';

export function Categories() {
  usePageMeta(
    'Categories',
    `Browse B2B companies in ${MAIN_CATEGORY_COUNT} industry categories and ${SUBCATEGORY_COUNT} subcategories, with reviews and ratings.`,
  );
  const [text, setText] = useState('');
  const { data: counts } = useCategoryCounts();
  const sections = filterCatalogue(CATALOGUE, text);
  // The footer figures are computed, not fixed: the catalogue's size and the counts call's sum.
  const listed = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Browse Categories</h1>
      <p className="mt-2 text-slate-700">
        Find B2B companies by industry and read what customers say.
      </p>
      <div className="relative mt-6 max-w-xl">
        <label htmlFor="category-filter" className="sr-only">
          Search categories
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id="category-filter"
          type="search"
          placeholder="Search companies..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="block min-h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-base focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
      </div>

      {sections.length === 0 ? (
        <div role="status" className="py-16 text-center">
          <p className="text-lg font-semibold text-slate-900">No categories found</p>
          <p className="mt-1 text-slate-600">Try adjusting your search terms</p>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {sections.map((category) => (
            <section
              key={category.slug}
              aria-labelledby={`cat-${category.slug}`}
              className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
            >
              <div className="flex items-baseline justify-between gap-2">
                <h2 id={`cat-${category.slug}`} className="text-lg font-semibold text-slate-900">
                  <Link
                    to={`/category/${category.slug}`}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {category.name}
                  </Link>
                </h2>
                <span className="shrink-0 text-sm text-slate-600">
                  {plural(category.subcategories.length, 'subcategory', 'subcategories')}
                </span>
              </div>
              <ul className="mt-3 grid gap-1">
                {category.subcategories.map((sub) => (
                  <li key={sub.slug}>
                    <Link
                      to={`/category/${sub.slug}`}
                      className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50 hover:text-brand-800"
                    >
                      <span>{sub.name}</span>
                      <Badge>{plural(counts?.[sub.name] ?? 0, 'company', 'companies')}</Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <dl className="mt-12 grid gap-4 rounded-lg bg-brand-50 p-6 text-center sm:grid-cols-3">
        <div>
          <dt className="sr-only">Main categories</dt>
          <dd className="text-lg font-semibold text-brand-800">
            {MAIN_CATEGORY_COUNT} Main Categories
          </dd>
        </div>
        <div>
          <dt className="sr-only">Subcategories</dt>
          <dd className="text-lg font-semibold text-brand-800">
            {SUBCATEGORY_COUNT} Sub-Categories
          </dd>
        </div>
        <div>
          <dt className="sr-only">Companies listed</dt>
          <dd className="text-lg font-semibold text-brand-800">
            {listed === undefined ? '…' : formatCount(listed)} Companies Listed
          </dd>
        </div>
      </dl>
    </div>
  );
}
