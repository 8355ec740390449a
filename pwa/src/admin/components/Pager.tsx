import { Button } from '../../components/ui/Button.tsx';
import { formatCount } from '../../lib/text.ts';
import { ADMIN_PAGE_SIZE } from '../api/client.ts';

/** Previous/next over a server-side list: only one page is ever loaded. */
export function Pager({
  page,
  total,
  onPage,
  pageSize = ADMIN_PAGE_SIZE,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  pageSize?: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-slate-600">
        Page {formatCount(page + 1)} of {formatCount(pages)}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
