import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Actor, createContext } from '../../context.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { testConfig } from '../../test/testServer.ts';
import { listCompanyReviews } from './listCompanyReviews.ts';

/**
 * Whose held (pending) items the first page starts with: the author rule
 * (`policies/reviewAuthor.ts`) as the list's SQL applies it, for every kind of reader.
 */
describe('listCompanyReviews: the viewer’s own held items', () => {
  const db = useTestDatabase();

  it('shows each reader exactly the held items they wrote', async () => {
    const company = await buildCompany(db().knex);
    const user = await buildUser(db().knex);
    const browser = randomUUID();
    const strangerBrowser = randomUUID();
    const held = { status: 'pending' as const, holdReason: 'moderation' as const };
    await buildReview(db().knex, company, { title: 'published' });
    await buildReview(db().knex, company, { ...held, title: 'by the user', userId: user.id });
    // Written in this browser before signing in, not attached to the account.
    await buildReview(db().knex, company, { ...held, title: 'by the browser', visitorId: browser });
    // Attached to another account: the browser's id no longer makes it theirs.
    const other = await buildUser(db().knex);
    await buildReview(db().knex, company, {
      ...held,
      title: 'attached elsewhere',
      userId: other.id,
      visitorId: browser,
    });
    await buildReview(db().knex, company, {
      ...held,
      title: 'by a stranger',
      visitorId: strangerBrowser,
    });

    const titlesFor = async (actor: Actor) => {
      const ctx = createContext({ db: db(), config: testConfig(), actor });
      const page = await listCompanyReviews(ctx, company.domain, { limit: 10 });
      return page.reviews.map((review) => review.title);
    };
    expect(await titlesFor({ type: 'anonymous' })).toEqual(['published']);
    expect(await titlesFor({ type: 'visitor', visitorId: browser })).toEqual([
      'by the browser',
      'published',
    ]);
    expect(await titlesFor({ type: 'user', user, visitorId: undefined })).toEqual([
      'by the user',
      'published',
    ]);
    expect(await titlesFor({ type: 'user', user, visitorId: browser })).toEqual([
      'by the browser',
      'by the user',
      'published',
    ]);
  });
});
