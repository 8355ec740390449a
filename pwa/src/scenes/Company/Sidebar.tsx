import { Flag, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CompanyProfile } from '#shared/types/api';
import { useCompetitors } from '../../api/queries/companies.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/misc.tsx';

// The dialogs (and the dialog library) load when first opened, not with the page.
const ClaimDialog = lazy(() =>
  import('./ClaimDialog.tsx').then((m) => ({ default: m.ClaimDialog })),
);
const ReportDialog = lazy(() =>
  import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })),
);

const MISSING = "Couldn't be found";

function QuickActions({ company }: { company: CompanyProfile }) {
  const [claimOpen, setClaimOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  // Mounted from the first opening on, so a dialog keeps its text when closed and reopened.
  const [claimUsed, setClaimUsed] = useState(false);
  const [reportUsed, setReportUsed] = useState(false);
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Quick Actions</h2>
      <div className="mt-3 grid gap-2">
        <Button
          variant="outline"
          className="justify-start"
          onClick={() => {
            setClaimUsed(true);
            setClaimOpen(true);
          }}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          Claim This Company
        </Button>
        <Button
          variant="outline"
          className="justify-start"
          onClick={() => {
            setReportUsed(true);
            setReportOpen(true);
          }}
        >
          <Flag aria-hidden="true" className="size-4" />
          Report Issue
        </Button>
      </div>
      <Suspense fallback={null}>
        {claimUsed && (
          <ClaimDialog company={company} open={claimOpen} onOpenChange={setClaimOpen} />
        )}
        {reportUsed && (
          <ReportDialog company={company} open={reportOpen} onOpenChange={setReportOpen} />
        )}
      </Suspense>
    </Card>
  );
}

function ContactInformation({ company }: { company: CompanyProfile }) {
  const rows = [
    { label: 'Phone', icon: Phone, value: company.phone },
    { label: 'Email', icon: Mail, value: company.email },
    { label: 'Address', icon: MapPin, value: company.address },
  ];
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Contact Information</h2>
      <dl className="mt-3 grid gap-3 text-sm">
        {rows.map(({ label, icon: Icon, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 font-medium text-slate-800">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {label}
            </dt>
            <dd
              className={`pl-6 break-words ${value ? 'text-slate-800' : 'text-slate-600 italic'}`}
            >
              {value || MISSING}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-600">
        Contact information is AI-generated and may not be accurate. Please verify it with the
        company directly.
      </p>
    </Card>
  );
}

function SimilarCompanies({ company }: { company: CompanyProfile }) {
  const competitors = useCompetitors(company.id);
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Similar Companies</h2>
      {competitors.isPending ? (
        <p className="mt-3 text-sm text-slate-600">Loading...</p>
      ) : !competitors.data?.length ? (
        <p className="mt-3 text-sm text-slate-600">No similar companies yet.</p>
      ) : (
        <ul className="mt-3 grid gap-1">
          {competitors.data.map((competitor) => (
            <li key={competitor.id}>
              <Link
                to={`/company/${competitor.domain}`}
                className="block rounded-md px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="block font-medium text-slate-900">{competitor.name}</span>
                <span className="block text-sm text-slate-600">
                  {competitor.category ?? competitor.domain}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function Sidebar({ company }: { company: CompanyProfile }) {
  return (
    <aside className="grid content-start gap-4" aria-label="Company details">
      <QuickActions company={company} />
      <ContactInformation company={company} />
      <SimilarCompanies company={company} />
    </aside>
  );
}
