import Router from '@koa/router';
import { readOnReplica } from '../../http/readRouting.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { presentUserReview } from '../../presenters/review.ts';
import { presentUserProfile } from '../../presenters/user.ts';
import { findPublicUser } from '../../services/users/findPublicUser.ts';
import { getUserStats } from '../../services/users/getUserStats.ts';
import { listUserReviews } from '../../services/users/listUserReviews.ts';
import { UserByIdSchema, UserReviewsSchema } from './schema.ts';

/** Public user profiles: never an email. */
export const usersRouter = new Router({ prefix: '/users/:id' });

usersRouter.get('/', validate(UserByIdSchema), async (ctx) => {
  const { params } = inputOf(ctx, UserByIdSchema);
  ctx.body = presentUserProfile(
    await readOnReplica(ctx, (reads) => findPublicUser(reads, params.id)),
  );
});

usersRouter.get('/reviews', validate(UserReviewsSchema), async (ctx) => {
  const { params, query } = inputOf(ctx, UserReviewsSchema);
  const page = await readOnReplica(ctx, (reads) => listUserReviews(reads, params.id, query));
  ctx.set('X-Total-Count', String(page.total));
  ctx.body = page.reviews.map((review) =>
    presentUserReview(review, review.companyCard, page.myVotes.get(review.id), ctx.state.actor),
  );
});

usersRouter.get('/stats', validate(UserByIdSchema), async (ctx) => {
  const { params } = inputOf(ctx, UserByIdSchema);
  ctx.body = await readOnReplica(ctx, (reads) => getUserStats(reads, params.id));
});
