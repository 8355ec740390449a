import type { OwnedCompany } from '#shared/schemas/responses/business';
import { useOwnerQuestions } from '../../api/queries/business.ts';
import { Skeleton } from '../../components/ui/misc.tsx';
import { QuestionCard } from '../Company/questions/QuestionCard.tsx';

/**
 * The company's questions on the dashboard, answered in place with the company page's answer
 * form (through the outbox, marked "Owner" by the server). "Unanswered": none from the owner.
 */
export function OwnerQuestions({
  company,
  unanswered,
  headed,
}: {
  company: OwnedCompany;
  unanswered: boolean;
  headed: boolean;
}) {
  const questions = useOwnerQuestions(company.id, unanswered);
  const place = { companyId: company.id, domain: company.domain };
  const loginPath = `/login?next=${encodeURIComponent('/business')}`;
  return (
    <div className="grid gap-3">
      {headed && <h3 className="text-lg font-semibold text-slate-900">Questions</h3>}
      {!questions.data ? (
        questions.isError ? (
          <p role="alert" className="text-red-800">
            Could not load the questions{navigator.onLine ? '' : ': you are offline'}.
          </p>
        ) : (
          <Skeleton className="h-24" />
        )
      ) : questions.data.length === 0 ? (
        <p className="text-slate-600">No question matches: every one is answered, or none asked.</p>
      ) : (
        <ul className="grid gap-3" data-testid="owner-questions">
          {questions.data.map((question) => (
            <li key={question.id}>
              <QuestionCard
                place={place}
                question={question}
                viewer={{ signedOut: false, isOwner: true }}
                loginPath={loginPath}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
