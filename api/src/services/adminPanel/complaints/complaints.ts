import type {
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
} from '#shared/schemas/admin';
import { ComplaintUpdateSchema } from '#shared/schemas/admin';
import type { ComplaintStats } from '#shared/types/admin';
import { type Context, withTransaction } from '../../../context.ts';
import { notFound } from '../../../http/errors.ts';
import { Review } from '../../../models/Review.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { recordActivity } from '../../activity/recordActivity.ts';
import { newestFirstPage, type Page } from '../paging.ts';
import { parseInput } from '../parseInput.ts';
import { textMatch } from '../reviews/reviewFilters.ts';
import { type SqlFragment, whereAll } from '../sql.ts';

type Status = (typeof COMPLAINT_STATUSES)[number];
type Priority = (typeof COMPLAINT_PRIORITIES)[number];
type Category = (typeof COMPLAINT_CATEGORIES)[number];

export interface ComplaintSearch {
  status?: Status;
  priority?: Priority;
  category?: Category;
  q?: string;
}

/** A complaint nobody has triaged yet is pending, medium priority (stored as null). */
const STATUS_SQL = "coalesce(reviews.complaint_status, 'pending')";
const PRIORITY_SQL = "coalesce(reviews.complaint_priority, 'medium')";

function complaintConditions(search: ComplaintSearch): SqlFragment[] {
  const conditions: SqlFragment[] = [{ sql: "reviews.type = 'complaint'", bindings: [] }];
  if (search.status) conditions.push({ sql: `${STATUS_SQL} = ?`, bindings: [search.status] });
  if (search.priority) {
    conditions.push({ sql: `${PRIORITY_SQL} = ?`, bindings: [search.priority] });
  }
  if (search.category) {
    conditions.push({ sql: 'reviews.complaint_category = ?', bindings: [search.category] });
  }
  const q = search.q?.trim();
  if (q) conditions.push(textMatch(q));
  return conditions;
}

/** Customer Complaints: complaint items filtered server-side, newest first. */
export async function listComplaints(
  ctx: Context,
  query: ComplaintSearch & { limit: number; offset: number },
): Promise<Page<Review>> {
  authorizeAdmin(ctx.actor, 'moderate');
  const conditions = complaintConditions(query);
  return newestFirstPage(() => whereAll(Review.query(ctx.knex), conditions), query, {
    table: 'reviews',
    shape: (page) =>
      page.withGraphFetched('[company(companyBrief), user(userBrief)]').modifiers({
        companyBrief: (builder) => builder.select('id', 'name', 'domain'),
        userBrief: (builder) => builder.select('id', 'email', 'firstName', 'lastName'),
      }),
  });
}

/** The counters above the cards, over the filtered set. */
export async function complaintStats(
  ctx: Context,
  search: ComplaintSearch,
): Promise<ComplaintStats> {
  authorizeAdmin(ctx.actor, 'moderate');
  const query = ctx
    .knex('reviews')
    .first(
      ctx.knex.raw('count(*)::int as total'),
      ...(['pending', 'investigating', 'resolved', 'escalated'] as const).map((status) =>
        ctx.knex.raw(`count(*) filter (where ${STATUS_SQL} = ?)::int as ??`, [status, status]),
      ),
      ctx.knex.raw(`count(*) filter (where ${PRIORITY_SQL} = 'high')::int as high_priority`),
    );
  const row = (await whereAll(query, complaintConditions(search))) as Omit<
    ComplaintStats,
    'activeCases'
  >;
  return { ...row, activeCases: row.pending + row.investigating };
}

/** Moves a complaint's status, priority or category (Start Investigation, Mark Resolved, …). */
export async function updateComplaint(
  ctx: Context,
  id: number,
  input: { status?: Status; priority?: Priority; category?: Category | null },
): Promise<Review> {
  authorizeAdmin(ctx.actor, 'moderate');
  const change = parseInput(ComplaintUpdateSchema, input);
  return withTransaction(ctx, async (trx) => {
    const complaint = await Review.query(trx.knex)
      .findById(id)
      .where('type', 'complaint')
      .withGraphFetched('[company(companyBrief), user(userBrief)]')
      .modifiers({
        companyBrief: (builder) => builder.select('id', 'name', 'domain'),
        userBrief: (builder) => builder.select('id', 'email', 'firstName', 'lastName'),
      })
      .forUpdate();
    if (!complaint) throw notFound('Complaint not found');
    const updated = await complaint.$query(trx.knex).patchAndFetch({
      ...(change.status ? { complaintStatus: change.status } : {}),
      ...(change.priority ? { complaintPriority: change.priority } : {}),
      ...(change.category !== undefined ? { complaintCategory: change.category } : {}),
    });
    await recordActivity(trx, {
      type: 'complaint_updated',
      message: `Complaint "${complaint.title}" (${complaint.company?.name ?? 'company'}): ${describeChange(change)}`,
      entityType: 'review',
      entityId: complaint.id,
      metadata: { companyId: complaint.companyId, ...change },
    });
    updated.company = complaint.company;
    updated.user = complaint.user ?? null;
    return updated;
  });
}

function describeChange(change: Record<string, unknown>): string {
  return Object.entries(change)
    .map(([key, value]) => `${key} ${value ?? 'cleared'}`)
    .join(', ');
}
