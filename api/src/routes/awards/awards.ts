import Router from '@koa/router';
import { formatQuarter } from '#shared/awards/quarter';
import type { AwardsAnswer } from '#shared/types/api';
import { readOnReplica } from '../../http/readRouting.ts';
import { inputOf, validate } from '../../http/validate.ts';
import {
  presentAwardQuarter,
  presentAwardWinner,
  presentCompanyAward,
} from '../../presenters/award.ts';
import { listAwards, listCompanyAwards } from '../../services/awards/listAwards.ts';
import { memoize } from '../../services/discovery/memo.ts';
import { AwardsListSchema, CompanyAwardsSchema } from './schema.ts';

/** Quarterly category awards (issue 14 item 1). */
export const awardsRouter = new Router();

// Awards change once a quarter: every visitor gets the same answer, kept for a minute here
// (memoize) and in caches on the way.
const CACHE_CONTROL = 'public, max-age=60';

awardsRouter.get('/awards', validate(AwardsListSchema), async (ctx) => {
  const { query } = inputOf(ctx, AwardsListSchema);
  const key = `awards:${query.quarter ? formatQuarter(query.quarter) : 'latest'}`;
  const answer = await memoize(ctx.db, key, async (): Promise<AwardsAnswer> => {
    const found = await readOnReplica(ctx, (reads) => listAwards(reads, query.quarter));
    return {
      quarter: found.quarter ? presentAwardQuarter(found.quarter) : null,
      winners: found.winners.map(presentAwardWinner),
      quarters: found.quarters.map(presentAwardQuarter),
    };
  });
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.body = answer;
});

awardsRouter.get('/companies/:id/awards', validate(CompanyAwardsSchema), async (ctx) => {
  const { params } = inputOf(ctx, CompanyAwardsSchema);
  const awards = await readOnReplica(ctx, (reads) => listCompanyAwards(reads, params.id));
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.body = awards.map(presentCompanyAward);
});
