import { z } from 'zod';
import { parseQuarter } from '#shared/awards/quarter';
import { idParam } from '#shared/schemas/common';

export const quarterInput = z.string().transform((text, ctx) => {
  const quarter = parseQuarter(text);
  if (!quarter) {
    ctx.addIssue({ code: 'custom', message: 'must be a quarter like 2026Q3' });
    return z.NEVER;
  }
  return quarter;
});

export const AwardsListSchema = z.object({
  query: z.object({ quarter: quarterInput.optional() }),
});

export const CompanyAwardsSchema = z.object({ params: z.object({ id: idParam }) });
