import type { AdminCompanyItem } from '#shared/types/admin';
import { Badge } from '../../../components/ui/misc.tsx';
import { plural, truncate } from '../../../lib/text.ts';
import { contactValue } from '../../lib/format.ts';
import { CompanyActions } from './CompanyActions.tsx';
import { companyWebsite } from './companyWebsite.ts';

/** One row of the §2 companies table, with its truncations and hidden placeholders. */
export function CompanyRow({
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
  const phone = contactValue(company.phone);
  const email = contactValue(company.email);
  const address = contactValue(company.address);
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {company.name}
          {company.isClaimed && <Badge tone="green">Claimed</Badge>}
        </div>
        <div className="text-xs text-slate-500">{company.category ?? 'Uncategorized'}</div>
      </td>
      <td className="px-4 py-3">
        <a
          href={companyWebsite(company)}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
        >
          {company.domain}
        </a>
      </td>
      <td className="max-w-xs px-4 py-3 [overflow-wrap:anywhere] text-slate-700">
        {company.description ? truncate(company.description, 80).text : 'No description available'}
      </td>
      <td className="max-w-56 px-4 py-3 text-xs [overflow-wrap:anywhere] text-slate-700">
        {!phone && !email && !address ? (
          <span className="text-slate-500">No contact info</span>
        ) : (
          <>
            {phone && <div>{phone}</div>}
            {email && <div>{email}</div>}
            {address && <div>{truncate(address, 50).text}</div>}
          </>
        )}
      </td>
      <td className="px-4 py-3 text-xs whitespace-nowrap text-slate-700">
        <div>{plural(company.reviewCount, 'review')}</div>
        <div>{plural(company.profileViews, 'view')}</div>
      </td>
      <td className="px-4 py-3 text-right">
        <CompanyActions company={company} onEdit={onEdit} onFaqs={onFaqs} onDelete={onDelete} />
      </td>
    </tr>
  );
}
