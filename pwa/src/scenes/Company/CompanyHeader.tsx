import { BadgeCheck, Building2, Calendar, ChevronRight, Eye, Globe, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { findCategoryByName, findSubcategoryByName } from '#shared/catalogue/catalogue';
import type { CompanyProfile } from '#shared/types/api';
import { Badge } from '../../components/ui/misc.tsx';
import { initials } from '../../lib/initials.ts';
import { plural, safeHttpUrl } from '../../lib/text.ts';
import { AwardBadges } from './AwardBadges.tsx';
import { CompanyActions } from './CompanyActions.tsx';

function Logo({ company }: { company: CompanyProfile }) {
  const [failed, setFailed] = useState(false);
  if (company.logoUrl && !failed) {
    return (
      <img
        src={company.logoUrl}
        alt={`${company.name} logo`}
        width={72}
        height={72}
        onError={() => setFailed(true)}
        className="size-16 shrink-0 rounded-lg border border-slate-200 bg-white object-contain sm:size-18"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-xl font-bold text-white sm:size-18"
    >
      {initials(company.name)}
    </div>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-brand-700 hover:underline"
    >
      {children}
    </a>
  );
}

export function CompanyBreadcrumb({ company }: { company: CompanyProfile }) {
  const subcategory = company.subcategory ? findSubcategoryByName(company.subcategory) : undefined;
  const category = company.category ? findCategoryByName(company.category) : undefined;
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        <li>
          <Link to="/" className="text-brand-700 hover:underline">
            Home
          </Link>
        </li>
        {category && (
          <li className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4" />
            <Link to="/categories" className="text-brand-700 hover:underline">
              {category.name}
            </Link>
          </li>
        )}
        {subcategory && (
          <li className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4" />
            <Link to={`/category/${subcategory.slug}`} className="text-brand-700 hover:underline">
              {subcategory.name}
            </Link>
          </li>
        )}
        <li className="flex items-center gap-1">
          <ChevronRight aria-hidden="true" className="size-4" />
          <span aria-current="page">{company.name}</span>
        </li>
      </ol>
    </nav>
  );
}

export function CompanyHeader({ company }: { company: CompanyProfile }) {
  const website = safeHttpUrl(company.website) ?? `https://${company.domain}`;
  const linkedin = safeHttpUrl(company.socialLinkedin);
  const twitter = safeHttpUrl(company.socialTwitter);
  return (
    <header className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Logo company={company} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
              {company.name}
            </h1>
            {company.isClaimed && (
              <Badge tone="green">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Verified
              </Badge>
            )}
          </div>
          <AwardBadges companyId={company.id} />
          {(company.category || company.subcategory) && (
            <p className="mt-1 text-slate-700">
              {[company.category, company.subcategory].filter(Boolean).join(' · ')}
            </p>
          )}
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <li className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {plural(company.profileViews, 'profile view')}
            </li>
            <li className="inline-flex items-center gap-1">
              {company.founded ? (
                <>
                  <Calendar aria-hidden="true" className="size-4" />
                  Founded {company.founded}
                </>
              ) : (
                <>
                  <Building2 aria-hidden="true" className="size-4" />
                  Company
                </>
              )}
            </li>
            {company.employeeCount && (
              <li className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-4" />
                {company.employeeCount} employees
              </li>
            )}
          </ul>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li className="inline-flex items-center gap-1">
              <Globe aria-hidden="true" className="size-4 text-slate-500" />
              <ExternalLink href={website}>Website</ExternalLink>
            </li>
            <li>
              <ExternalLink href={`https://${company.domain}`}>{company.domain}</ExternalLink>
            </li>
            {linkedin && (
              <li>
                <ExternalLink href={linkedin}>LinkedIn</ExternalLink>
              </li>
            )}
            {twitter && (
              <li>
                <ExternalLink href={twitter}>Twitter/X</ExternalLink>
              </li>
            )}
          </ul>
        </div>
        <CompanyActions company={company} />
      </div>
    </header>
  );
}
