import { useQuery } from '@tanstack/react-query';
import { CATALOGUE, SUBCATEGORY_COUNT } from '#shared/catalogue/catalogue';
import type { CategoryCounts } from '#shared/types/api';
import { Card } from '../../../components/ui/misc.tsx';
import { formatCount, plural } from '../../../lib/text.ts';
import { getJson } from '../../api/client.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';

/**
 * /admin/categories: the real catalogue, with the number of companies in each subcategory (the
 * public counts call, keyed by subcategory name) and their sum per category, instead of the
 * spec's fixed numbers. "Active" counts the subcategories that have at least one company.
 */
export function Categories() {
  const counts = useQuery({
    queryKey: ['admin', 'category-counts'],
    queryFn: () => getJson<CategoryCounts>('/api/categories/counts'),
  });
  const count = (subcategory: string) => counts.data?.[subcategory] ?? 0;
  const categoryTotal = (category: (typeof CATALOGUE)[number]) =>
    category.subcategories.reduce((sum, sub) => sum + count(sub.name), 0);
  const active = CATALOGUE.flatMap((c) => c.subcategories).filter((s) => count(s.name) > 0).length;
  return (
    <>
      <PageHeader title="Categories" description="The category catalogue and its companies" />
      <StatGrid>
        <StatCard label="Main categories" value={CATALOGUE.length} />
        <StatCard label="Subcategories" value={SUBCATEGORY_COUNT} />
        <StatCard label="Active" value={counts.data ? active : '…'} />
      </StatGrid>
      <LoadError what="the counts" error={counts.error} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {CATALOGUE.map((category) => (
          <Card key={category.slug}>
            <h2 className="flex justify-between gap-2 font-semibold">
              {category.name}
              <span className="text-sm font-normal text-slate-600">
                {plural(categoryTotal(category), 'company', 'companies')}
              </span>
            </h2>
            <ul className="mt-2 grid gap-1 text-sm">
              {category.subcategories.map((sub) => (
                <li key={sub.slug} className="flex justify-between gap-2 text-slate-700">
                  <span>{sub.name}</span>
                  <span className="text-slate-500">{formatCount(count(sub.name))}</span>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </>
  );
}
