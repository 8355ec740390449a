import { loadSchemas } from '../api/schemas.ts';
import type { OutboxKind } from './types.ts';

/**
 * The shared schema of each kind: what goes into the outbox is exactly what the API accepts,
 * so an item never waits days only to be refused for a shape the device could have checked.
 */
export async function validatePayload(kind: OutboxKind, body: unknown): Promise<unknown> {
  const schemas = await loadSchemas();
  switch (kind) {
    case 'review':
      return schemas.ReviewCreateSchema.parse(body);
    case 'vote':
      return schemas.VoteSchema.parse(body);
    case 'reply':
      return schemas.ReplyCreateSchema.parse(body);
    case 'report':
      return schemas.ReportCreateSchema.parse(body);
    case 'claim':
      return schemas.ClaimCreateSchema.parse(body);
    case 'reviewEdit':
      return schemas.ReviewUpdateSchema.parse(body);
    case 'flag':
      return schemas.ReviewFlagSchema.parse(body);
    case 'question':
      return schemas.QuestionCreateSchema.parse(body);
    case 'answer':
      return schemas.AnswerCreateSchema.parse(body);
    case 'qaVote':
      return schemas.QaVoteSchema.parse(body);
    case 'faq':
      return schemas.FaqCreateSchema.parse(body);
    case 'faqEdit':
      return schemas.FaqUpdateSchema.parse(body);
    case 'response':
      return schemas.ReviewResponseSchema.parse(body);
    // Each address is checked by the server, which answers each refused row.
    case 'invitations':
      return schemas.InvitationSendSchema.parse(body);
    // Deletions and acceptances have no body: the URL says it all.
    case 'reviewDelete':
    case 'acceptAnswer':
    case 'faqDelete':
      return undefined;
  }
}
