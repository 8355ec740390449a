import { useEffect, useState } from 'react';
import { useOwnedCompanies } from '../../api/queries/business.ts';
import { useCurrentUser } from '../../api/queries/currentUser.ts';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/misc.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { useOnline } from '../../offline/useOnline.ts';
import { BusinessFigures } from './BusinessFigures.tsx';
import { InvitationForm } from './InvitationForm.tsx';
import { OwnerReviews } from './OwnerReviews.tsx';
import { WidgetSnippet } from './WidgetSnippet.tsx';

/**
 * The owner dashboard (issue 37 item 1): for a signed-in account that owns claimed companies,
 * one company at a time (a picker when several): its figures, its items to answer, the
 * invitation form and the widget snippet. Mobile first: one column, two from `lg`.
 */
export function Business() {
  usePageMeta('Business dashboard', 'Your company: reviews to answer, figures, invitations.');
  const user = useCurrentUser();
  const companies = useOwnedCompanies(Boolean(user.data));
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const online = useOnline();
  // Offline the session cannot be asked (it is never cached): the companies and figures this
  // account last read on this device show instead, with their time (a sign-out drops them).
  const fromDevice = !user.data && user.isError && companies.data !== undefined;
  // Back online, ask who is signed in again: the dashboard then refreshes as on any visit.
  const { refetch } = user;
  useEffect(() => {
    if (online && fromDevice) void refetch();
  }, [online, fromDevice, refetch]);

  if (user.isPending || (user.data && companies.isPending)) return <Spinner />;
  if (!user.data && !fromDevice) {
    return (
      <Notice text="Sign in to see the companies you own.">
        <ButtonLink to="/login?next=%2Fbusiness">Sign In</ButtonLink>
      </Notice>
    );
  }
  const owned = companies.data ?? [];
  const [first] = owned;
  if (!first) {
    return (
      <Notice text="You do not own a claimed company yet. Open your company's page and choose Claim This Company: once the claim is confirmed, your dashboard appears here." />
    );
  }
  const company = owned.find((item) => String(item.id) === picked) ?? first;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{company.name}</h1>
        {owned.length > 1 && (
          <Select
            label="Company"
            value={String(company.id)}
            options={owned.map((item) => ({ value: String(item.id), label: item.name }))}
            onValueChange={setPicked}
          />
        )}
      </div>
      <BusinessFigures companyId={company.id} offline={!online} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <OwnerReviews company={company} />
        <div className="grid content-start gap-6">
          <InvitationForm companyId={company.id} />
          <WidgetSnippet domain={company.domain} name={company.name} />
        </div>
      </div>
    </div>
  );
}

function Notice({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Business dashboard</h1>
      <p className="text-slate-700">{text}</p>
      {children}
    </div>
  );
}
