import type { Knex } from 'knex';
import type { Context } from '../../context.ts';
import type { User } from '../../models/User.ts';

/** Rows read per query: a heavy user's export is a series of small keyset pages. */
const PAGE_SIZE = 500;

interface Section {
  /** The key of this list in the export document. */
  name: string;
  /** The ordered, unique column pages are keyed on, and the row field that holds it. */
  cursor: { column: string; field: string };
  /** The user's rows: named columns only, never a password or token hash. */
  rows: (knex: Knex, user: User) => Knex.QueryBuilder;
}

const byId = (table: string) => ({ column: `${table}.id`, field: 'id' });

/** A table's rows that belong to the user (its `user_id`), keyed by id. */
function ownRows(name: string, table: string, columns: string[]): Section {
  return {
    name,
    cursor: byId(table),
    rows: (knex, user) => knex(table).where('userId', user.id).select(columns),
  };
}

const SECTIONS: Section[] = [
  {
    name: 'reviews',
    cursor: byId('reviews'),
    rows: (knex, user) =>
      knex('reviews')
        .join('companies', 'companies.id', 'reviews.companyId')
        .where('reviews.userId', user.id)
        .select(
          'reviews.id',
          'reviews.type',
          'reviews.status',
          'reviews.holdReason',
          'reviews.rating',
          'reviews.title',
          'reviews.content',
          'reviews.complaintStatus',
          'reviews.upvotes',
          'reviews.downvotes',
          'reviews.claps',
          'reviews.views',
          'reviews.replyCount',
          'reviews.responseContent',
          'reviews.responseCreatedAt',
          'reviews.createdAt',
          'reviews.updatedAt',
          'reviews.editedAt',
          'reviews.companyId',
          'companies.name as companyName',
          'companies.domain as companyDomain',
        ),
  },
  {
    name: 'businessResponses',
    cursor: byId('reviews'),
    rows: (knex, user) =>
      knex('reviews')
        .where('responseUserId', user.id)
        .select('id', 'companyId', 'responseContent', 'responseCreatedAt', 'responseUpdatedAt'),
  },
  ownRows('replies', 'review_replies', [
    'id',
    'reviewId',
    'parentReplyId',
    'content',
    'upvotes',
    'downvotes',
    'createdAt',
    'updatedAt',
  ]),
  ownRows('reviewVotes', 'review_votes', ['id', 'reviewId', 'voteType', 'createdAt']),
  ownRows('flags', 'review_flags', [
    'id',
    'reviewId',
    'reason',
    'details',
    'createdAt',
    'dismissedAt',
  ]),
  ownRows('reports', 'reports', [
    'id',
    'companyId',
    'companyDomain',
    'issue',
    'status',
    'createdAt',
    'resolvedAt',
  ]),
  ownRows('claims', 'claim_requests', [
    'id',
    'companyId',
    'email',
    'status',
    'createdAt',
    'verifiedAt',
    'rejectedAt',
  ]),
  {
    name: 'ownedCompanies',
    cursor: byId('companies'),
    rows: (knex, user) =>
      knex('companies')
        .where('ownerUserId', user.id)
        .select('id', 'name', 'domain', 'claimedBy', 'claimedAt'),
  },
  ownRows('questions', 'questions', [
    'id',
    'companyId',
    'title',
    'content',
    'status',
    'upvotes',
    'downvotes',
    'answerCount',
    'createdAt',
    'updatedAt',
  ]),
  ownRows('answers', 'question_answers', [
    'id',
    'questionId',
    'content',
    'status',
    'isAccepted',
    'isOwner',
    'upvotes',
    'downvotes',
    'createdAt',
    'updatedAt',
  ]),
  ownRows('questionVotes', 'question_votes', ['id', 'questionId', 'voteType', 'createdAt']),
  {
    // The kinds of mail the user unsubscribed from (issue 34): one row per kind.
    name: 'mailOptOuts',
    cursor: { column: 'mail_opt_outs.kind', field: 'kind' },
    rows: (knex, user) =>
      knex('mail_opt_outs').where('userId', user.id).select('kind', 'createdAt'),
  },
  ownRows('answerVotes', 'question_answer_votes', ['id', 'answerId', 'voteType', 'createdAt']),
  {
    name: 'subscriptions',
    cursor: { column: 'subscriptions.companyId', field: 'companyId' },
    rows: (knex, user) =>
      knex('subscriptions')
        .join('companies', 'companies.id', 'subscriptions.companyId')
        .where('subscriptions.userId', user.id)
        .select(
          'subscriptions.companyId',
          'companies.name as companyName',
          'companies.domain as companyDomain',
          'subscriptions.createdAt',
        ),
  },
  {
    // Contact messages are not linked to accounts: the ones sent from the account's address.
    name: 'contactMessages',
    cursor: byId('contact_messages'),
    rows: (knex, user) =>
      knex('contact_messages')
        .whereRaw('lower(email) = ?', [user.email.toLowerCase()])
        .select(
          'id',
          'firstName',
          'lastName',
          'email',
          'companyName',
          'subject',
          'message',
          'status',
          'createdAt',
        ),
  },
];

/** The account's own fields: named ones only (no password hash, no token hashes). */
function accountFields(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    profileImageUrl: user.profileImageUrl,
    isEmailVerified: user.isEmailVerified,
    emailVerifiedAt: user.emailVerifiedAt,
    // An email change waiting for its link (issue 34): an address the account stores.
    pendingEmail: user.pendingEmail,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/**
 * Everything stored about `user`, as the text of one JSON document (the account export of GDPR
 * mode), produced piece by piece: each list is read in keyset pages of `PAGE_SIZE`, so a user
 * with a hundred thousand votes costs neither the server's memory nor one long query. One row
 * per line keeps the file readable and still valid JSON.
 */
export async function* exportAccountJson(ctx: Context, user: User): AsyncGenerator<string> {
  const head = {
    format: 'b2b-reviews-account-export/1',
    exportedAt: new Date().toISOString(),
    account: accountFields(user),
  };
  yield JSON.stringify(head, null, 2).slice(0, -2);
  for (const section of SECTIONS) {
    yield `,\n  ${JSON.stringify(section.name)}: [`;
    let after: unknown;
    let written = 0;
    for (;;) {
      const query = section.rows(ctx.knex, user).orderBy(section.cursor.column).limit(PAGE_SIZE);
      if (after !== undefined) query.where(section.cursor.column, '>', after);
      const rows = (await query) as Array<Record<string, unknown>>;
      if (rows.length > 0) {
        yield rows
          .map((row, i) => `${written + i === 0 ? '' : ','}\n    ${JSON.stringify(row)}`)
          .join('');
        written += rows.length;
      }
      if (rows.length < PAGE_SIZE) break;
      after = rows.at(-1)?.[section.cursor.field];
    }
    yield written === 0 ? ']' : '\n  ]';
  }
  yield '\n}\n';
}
