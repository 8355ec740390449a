import type { CompanyReviewFilter } from '#shared/api/reviewList';
import type { Context } from '../../context.ts';
import { NO_SQL, runSql, sql, sqlText } from '../../db/sql.ts';
import { ownedByAccountSql } from '../../policies/companyOwner.ts';
import { authoredBySql } from '../../policies/reviewAuthor.ts';
import { findCompanyByDomain } from '../companies/findCompany.ts';
import { parseDomain } from '../companies/findOrCreateCompany.ts';
import { companyReviewOrder } from './companyReviewOrder.ts';
import { LISTED_REVIEW_SELECT, type ListedReview } from './listedReviews.ts';
import { CURSOR_TIME_SQL, encodeCursor, type ReviewCursor } from './reviewCursor.ts';
import { type MyVote, viewerVoteColumns, viewerVotesOf } from './viewerVotes.ts';

export interface ReviewPage {
  reviews: ListedReview[];
  myVotes: Map<number, MyVote>;
  /** Where the next page starts; undefined on the last page. */
  nextCursor: string | undefined;
  /** The viewer is the company's claimed owner: they may answer its published reviews. */
  viewerOwnsCompany: boolean;
}

type PageRow = ListedReview & { cursorAt: string; sortKey?: number; viewerOwnsCompany?: boolean };

/**
 * A company's published reviews, complaints and comments, one page after `before`: newest
 * first unless `page` asks for another sort or a filter (companyReviewOrder.ts). The first
 * unfiltered page also starts with the viewer's own held reviews (only they and staff see them).
 *
 * One round trip for a page with rows (issue 12): the company is a subquery of the list, the
 * viewer's votes and whether they own the company are columns of it, and the company is looked
 * up on its own only for an empty page, to tell "no reviews" from 404. Written as SQL, not with
 * the query builder, which cost more CPU than the statement itself: a prepared statement per
 * shape of the page (sort, filters, cursor, viewer).
 */
export async function listCompanyReviews(
  ctx: Context,
  rawDomain: string,
  page: { limit: number; before?: ReviewCursor | undefined } & Partial<CompanyReviewFilter>,
): Promise<ReviewPage> {
  const domain = parseDomain(rawDomain);
  const votes = viewerVoteColumns(ctx.actor);
  const order = companyReviewOrder(
    { sort: page.sort ?? 'recent', stars: page.stars, type: page.type },
    page.before,
  );
  // Whether a signed-in viewer owns the company (issues 13, 38), as a column: no extra round trip.
  const owner = ctx.actor.type === 'user' ? ctx.actor.user.id : undefined;
  const ownerColumn =
    owner === undefined
      ? NO_SQL
      : sql`, exists (select 1 from companies owned where owned.id = reviews.company_id and ${ownedByAccountSql('owned', owner)}) as viewer_owns_company`;
  const rows = await runSql<PageRow>(
    ctx.knex,
    sql`select ${LISTED_COLUMNS}, ${CURSOR_AT} as cursor_at${votes}${ownerColumn}${order.keyColumn}
     from ${order.from}
     where ${order.companyId} = (select id from companies where domain = ${domain})
       and reviews.status = 'published'${order.conditions}
     order by ${order.orderBy}
     limit ${
       // One more than asked tells whether there is a next page.
       page.limit + 1
     }`,
  );
  const listed = rows.slice(0, page.limit);
  const companyId = rows[0]?.companyId ?? (await findCompanyByDomain(ctx, domain)).id;
  const unfiltered = !page.stars && !page.type;
  const held = page.before || !unfiltered ? [] : await listOwnHeldReviews(ctx, companyId);
  const reviews: ListedReview[] = [...held, ...listed];
  const last = listed.at(-1);
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
async function listOwnHeldReviews(ctx: Context, companyId: number): Promise<ListedReview[]> {
  const authoredBy = authoredBySql(ctx.actor);
  if (!authoredBy) return [];
  const votes = viewerVoteColumns(ctx.actor);
  return runSql<ListedReview>(
    ctx.knex,
    sql`select ${LISTED_COLUMNS}${votes}
     from reviews
     where reviews.company_id = ${companyId} and reviews.status = 'pending' and ${authoredBy}
     order by reviews.created_at desc, reviews.id desc`,
  );
}

const LISTED_COLUMNS = sqlText(LISTED_REVIEW_SELECT);
const CURSOR_AT = sqlText(CURSOR_TIME_SQL);
