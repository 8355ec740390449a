import { beforeEach, describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { recomputeCompanyCounters } from '../../services/companies/counters.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

interface Item {
  id: number;
  title: string;
  status: string;
  isMine: boolean;
  isVerified: boolean;
}

/** Only published reviews are public; a held one is seen by its author (issue 13). */
describe('review status on public reads', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(() => resetRateLimits(db().knex));

  it('lists only published reviews, plus the viewer’s own held ones, and counts only published', async () => {
    const company = await buildCompany(db().knex);
    const author = await buildUser(db().knex, { isEmailVerified: true });
    const other = await buildUser(db().knex);
    await buildReview(db().knex, company, { title: 'public', rating: 4, userId: author.id });
    await buildReview(db().knex, company, {
      title: 'held',
      rating: 1,
      userId: author.id,
      status: 'pending',
      holdReason: 'moderation',
    });
    await buildReview(db().knex, company, { title: 'rejected', rating: 1, status: 'rejected' });
    const url = `/api/companies/domain/${company.domain}/reviews`;

    const stranger = server().client();
    const seen = (await stranger.get<Item[]>(url)).body;
    expect(seen.map((item) => item.title)).toEqual(['public']);
    expect(seen[0]).toMatchObject({ status: 'published', isVerified: true, isMine: false });

    const mine = server().client();
    await signInUser(mine, author);
    const own = (await mine.get<Item[]>(url)).body;
    expect(own.map((item) => [item.title, item.status, item.isMine])).toEqual([
      ['held', 'pending', true],
      ['public', 'published', true],
    ]);

    const someoneElse = server().client();
    await signInUser(someoneElse, other);
    expect((await someoneElse.get<Item[]>(url)).body.map((item) => item.title)).toEqual(['public']);

    const counted = await Company.query(db().knex).findById(company.id);
    expect(counted).toMatchObject({ reviewCount: 1, ratingCount: 1, ratingSum: 4 });
    await recomputeCompanyCounters(db().knex, [company.id]);
    expect(await Company.query(db().knex).findById(company.id)).toMatchObject({
      reviewCount: 1,
      ratingCount: 1,
      ratingSum: 4,
      complaintCount: 0,
    });

    // The profile: the public sees the published one, the author also their held one.
    const profile = `/api/users/${author.id}/reviews`;
    const strangerProfile = await stranger.get<Item[]>(profile);
    expect(strangerProfile.body.map((item) => item.title)).toEqual(['public']);
    expect(strangerProfile.headers.get('X-Total-Count')).toBe('1');
    const ownProfile = await mine.get<Item[]>(profile);
    expect(ownProfile.body.map((item) => item.title).sort()).toEqual(['held', 'public']);
    expect(ownProfile.headers.get('X-Total-Count')).toBe('2');
    // A page past the end keeps each reader's total (asked on its own: no row carries it).
    const strangerPastEnd = await stranger.get<Item[]>(`${profile}?offset=5`);
    expect(strangerPastEnd.body).toEqual([]);
    expect(strangerPastEnd.headers.get('X-Total-Count')).toBe('1');
    const ownPastEnd = await mine.get<Item[]>(`${profile}?offset=5`);
    expect(ownPastEnd.body).toEqual([]);
    expect(ownPastEnd.headers.get('X-Total-Count')).toBe('2');
    const stats = await stranger.get<{ totalReviews: number; averageRating: number }>(
      `/api/users/${author.id}/stats`,
    );
    expect(stats.body).toMatchObject({ totalReviews: 1, averageRating: 4 });
  });
});
