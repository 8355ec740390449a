import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { Category } from './Category.ts';
import { Company } from './Company.ts';
import { Review } from './Review.ts';
import { ReviewReply } from './ReviewReply.ts';
import { ReviewVote } from './ReviewVote.ts';
import { User } from './User.ts';

describe('models', () => {
  const db = useTestDatabase();

  it('map camelCase attributes to snake_case columns and back', async () => {
    const knex = db().knex;
    const company = await Company.query(knex).insertAndFetch({
      domain: 'models.com',
      name: 'Models',
      employeeCount: '11-50',
      socialLinkedin: 'https://linkedin.com/company/models',
    });
    // Raw SQL sees the real (snake_case) column.
    const row = await knex.raw('select employee_count from companies where id = ?', [company.id]);
    expect(row.rows[0]).toEqual({ employee_count: '11-50' });
    expect(company.createdAt).toBeInstanceOf(Date);
    expect(company.profileViews).toBe(0);
  });

  it('load relations through their mappings', async () => {
    const knex = db().knex;
    const user = await User.query(knex).insertAndFetch({ email: 'rel@x.com', password: 'hash' });
    const company = await Company.query(knex).insertAndFetch({ domain: 'rel.com', name: 'Rel' });
    const review = await Review.query(knex).insertAndFetch({
      companyId: company.id,
      userId: user.id,
      rating: 5,
      title: 'Great',
      content: 'Really great',
    });
    const reply = await ReviewReply.query(knex).insertAndFetch({
      reviewId: review.id,
      content: 'Thanks',
    });
    await ReviewReply.query(knex).insert({
      reviewId: review.id,
      content: 'Nested',
      parentReplyId: reply.id,
    });
    await ReviewVote.query(knex).insert({
      reviewId: review.id,
      voterId: user.id,
      userId: user.id,
      voteType: 'upvote',
    });

    const loaded = await Company.query(knex)
      .findById(company.id)
      .withGraphFetched('reviews.[user, votes, replies.children]');
    expect(loaded?.reviews?.[0]?.user?.email).toBe('rel@x.com');
    expect(loaded?.reviews?.[0]?.votes).toHaveLength(1);
    const topReply = loaded?.reviews?.[0]?.replies?.find((r) => r.parentReplyId === null);
    expect(topReply?.children?.map((child) => child.content)).toEqual(['Nested']);

    const categories = await Category.query(knex)
      .withGraphFetched('subcategories')
      .orderBy('position');
    expect(categories[0]?.name).toBe('Animals & Pets');
    expect(categories[0]?.subcategories).toHaveLength(6);
  });

  it('refresh updatedAt on update', async () => {
    const knex = db().knex;
    const company = await Company.query(knex).insertAndFetch({
      domain: 'touch.com',
      name: 'Touch',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await company.$query(knex).patchAndFetch({ name: 'Touched' });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(company.createdAt.getTime());
  });
});
