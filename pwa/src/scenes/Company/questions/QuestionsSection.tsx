import { Link } from 'react-router-dom';
import type { CompanyProfile } from '#shared/types/api';
import { useCurrentUser } from '../../../api/queries/currentUser.ts';
import { useCompanyQuestions } from '../../../api/queries/questions.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Skeleton } from '../../../components/ui/misc.tsx';
import { useOutboxItems } from '../../../offline/outboxSnapshot.ts';
import { pendingQuestions } from '../../../offline/pendingQa.ts';
import { AskQuestionForm } from './AskQuestionForm.tsx';
import { PendingText } from './PendingText.tsx';
import { QuestionCard } from './QuestionCard.tsx';

/**
 * "Questions & Answers" on a company's page (issue 14): its questions newest first with their
 * answers, "Show more" for the next page; signed-in users ask and answer, everyone reads (also
 * offline, from the kept pages). Loaded after the page itself, as its own chunk.
 */
export function QuestionsSection({ company }: { company: CompanyProfile }) {
  const questions = useCompanyQuestions(company.id);
  const user = useCurrentUser();
  // Only a 401 says signed out; while unknown (offline), the forms stay: the outbox holds a
  // write until a sign-in if it needs one.
  const signedOut = user.data === null;
  const place = { companyId: company.id, domain: company.domain };
  const loginPath = `/login?next=${encodeURIComponent(`/company/${company.domain}`)}`;
  const items = questions.data?.pages.flatMap((page) => page.items) ?? [];
  const total = questions.data?.pages[0]?.total ?? 0;
  const pending = pendingQuestions(useOutboxItems(), company.id);

  return (
    <section aria-labelledby="questions-heading" className="grid gap-4">
      <h2 id="questions-heading" className="text-xl font-semibold text-slate-900">
        Questions & Answers ({total})
      </h2>
      {signedOut ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          <Link to={loginPath} className="font-medium text-brand-700 underline">
            Sign in
          </Link>{' '}
          to ask {company.name} a question.
        </p>
      ) : (
        <AskQuestionForm place={place} />
      )}
      {questions.isPending ? (
        <div role="status" aria-label="Loading questions" className="grid gap-3">
          <Skeleton className="h-28" />
        </div>
      ) : questions.isError && !questions.data ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          Could not load the questions. Please try again later.
        </p>
      ) : items.length === 0 && pending.length === 0 ? (
        <p className="text-slate-600">No questions yet. Be the first to ask.</p>
      ) : (
        <ul className="grid gap-3">
          {pending.map(({ item, title }) => (
            <li
              key={item.id}
              className="rounded-lg border border-dashed border-slate-300 bg-white p-4"
            >
              <PendingText item={item} text={title} />
            </li>
          ))}
          {items.map((question) => (
            <li key={question.id}>
              <QuestionCard
                place={place}
                question={question}
                viewer={{ signedOut, isOwner: company.isOwner }}
                loginPath={loginPath}
              />
            </li>
          ))}
        </ul>
      )}
      {questions.hasNextPage && (
        <div className="text-center">
          <Button
            variant="outline"
            disabled={questions.isFetchingNextPage}
            onClick={() => void questions.fetchNextPage()}
          >
            {questions.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </Button>
        </div>
      )}
    </section>
  );
}
