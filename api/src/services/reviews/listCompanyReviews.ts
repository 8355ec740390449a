import type { CompanyReviewFilter } from '#shared/api/reviewList';
import type { Context } from '../../context.ts';
import { runPrepared } from '../../db/preparedStatement.ts';
import { Review } from '../../models/Review.ts';
import { REVIEW_COLUMNS } from '../../models/tableColumns.ts';
import { whereAuthoredBy } from '../../policies/reviewAuthor.ts';
import { findCompanyByDomain } from '../companies/findCompany.ts';
import { parseDomain } from '../companies/findOrCreateCompany.ts';
import { applyCompanyReviewOrder } from './companyReviewOrder.ts';
import { CURSOR_TIME_SQL, encodeCursor, type ReviewCursor } from './reviewCursor.ts';
import {
  type MyVote,
  type ViewerVoteColumns,
  viewerVotesOf,
  withViewerVotes,
} from './viewerVotes.ts';

export interface ReviewPage {
  reviews: Review[];
  myVotes: Map<number, MyVote>;
  /** Where the next page starts; undefined on the last page. */
  nextCursor: string | undefined;
  /** The viewer is the company's claimed owner: they may answer its published reviews. */
  viewerOwnsCompany: boolean;
}

/**
 * A company's published reviews, complaints and comments, one page after `before`: newest
 * first unless `page` asks for another sort or a filter (companyReviewOrder.ts). The first
 * unfiltered page also starts with the viewer's own held reviews (only they and staff see them).
 */
export async function listCompanyReviews(
  ctx: Context,
  rawDomain: string,
  page: { limit: number; before?: ReviewCursor | undefined } & Partial<CompanyReviewFilter>,
): Promise<ReviewPage> {
  // One round trip for a page with rows (issue 12): the company is a subquery of the list, the
  // viewer's votes are columns of it, and the company is looked up on its own only for an empty
  // page, to tell "no reviews" from 404.
  const domain = parseDomain(rawDomain);
  const query = Review.query(ctx.knex)
    .select(
      REVIEW_COLUMNS.map((column) => `reviews.${column}`),
      Review.raw(`${CURSOR_TIME_SQL} as cursor_at`),
    )
    .modify('withAuthorVerified')
    .modify(withViewerVotes, ctx.actor)
    .where('reviews.companyId', ctx.knex('companies').select('id').where('domain', domain))
    .modify('published')
    // One more than asked tells whether there is a next page.
    .limit(page.limit + 1);
  // Whether a signed-in viewer owns the company (issue 13), as a column: no extra round trip.
  if (ctx.actor.type === 'user') {
    query.select(
      Review.raw(
        'exists (select 1 from companies owned where owned.id = reviews.company_id and owned.owner_user_id = ?) as viewer_owns_company',
        [ctx.actor.user.id],
      ),
    );
  }
  applyCompanyReviewOrder(
    query,
    { sort: page.sort ?? 'recent', stars: page.stars, type: page.type },
    page.before,
  );
  // Prepared, one statement per shape of the page (sort, filters, cursor, viewer).
  const rows = (await runPrepared(query, 'company-reviews')) as Array<
    Review & { cursorAt: string; sortKey?: number; viewerOwnsCompany?: boolean }
  >;
  const companyId = rows[0]?.companyId ?? (await findCompanyByDomain(ctx, domain)).id;
  const unfiltered = !page.stars && !page.type;
  const held = page.before || !unfiltered ? [] : await listOwnHeldReviews(ctx, companyId);
  const reviews: Array<Review & ViewerVoteColumns> = [...held, ...rows.slice(0, page.limit)];
  const last = rows.slice(0, page.limit).at(-1) as
    | (Review & { cursorAt: string; sortKey?: number })
    | undefined;
  const nextCursor =
    rows.length > page.limit && last
      ? encodeCursor({
          createdAt: last.cursorAt,
          id: last.id,
          ...(last.sortKey === undefined ? {} : { key: Number(last.sortKey) }),
        })
      : undefined;
  return {
    reviews,
    myVotes: viewerVotesOf(reviews),
    nextCursor,
    viewerOwnsCompany: rows.some((row) => row.viewerOwnsCompany === true),
  };
}

/** The viewer's own pending reviews of a company: a few rows at most, newest first. */
async function listOwnHeldReviews(ctx: Context, companyId: number): Promise<Review[]> {
  const authoredBy = whereAuthoredBy(ctx.actor);
  if (!authoredBy) return [];
  return Review.query(ctx.knex)
    .select('reviews.*')
    .modify('withAuthorVerified')
    .modify(withViewerVotes, ctx.actor)
    .where('reviews.companyId', companyId)
    .where('reviews.status', 'pending')
    .modify(authoredBy)
    .modify('newestFirst');
}
