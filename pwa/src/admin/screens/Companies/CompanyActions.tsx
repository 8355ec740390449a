import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { AdminCompanyItem } from '#shared/types/admin';
import { companyWebsite } from './companyWebsite.ts';

const ITEM =
  'cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

/** §2 Actions menu: View Profile, Visit Website, Edit Company, Delete; and its FAQs (issue 14). */
export function CompanyActions({
  company,
  onEdit,
  onFaqs,
  onDelete,
}: {
  company: AdminCompanyItem;
  onEdit: () => void;
  onFaqs: () => void;
  onDelete: () => void;
}) {
  const website = companyWebsite(company);
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={`Actions for ${company.name}`}
        className="rounded-md p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Menu.Item
            className={ITEM}
            onSelect={() =>
              window.open(`/company/${encodeURIComponent(company.domain)}`, '_blank', 'noopener')
            }
          >
            View Profile
          </Menu.Item>
          <Menu.Item className={ITEM} onSelect={() => window.open(website, '_blank', 'noopener')}>
            Visit Website
          </Menu.Item>
          <Menu.Item className={ITEM} onSelect={onEdit}>
            Edit Company
          </Menu.Item>
          <Menu.Item className={ITEM} onSelect={onFaqs}>
            Manage FAQs
          </Menu.Item>
          <Menu.Item className={`${ITEM} text-red-700`} onSelect={onDelete}>
            Delete
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
