import { z } from 'zod';
import { decodeCursor } from '../services/reviews/reviewCursor.ts';

/**
 * The `?before` cursor of the newest-first lists (reviews, questions): opaque text from the
 * previous page's `X-Next-Cursor`, decoded here so a forged one is a 400, never a bad query.
 */
export const cursorParam = z.string().transform((text, ctx) => {
  const decoded = decodeCursor(text);
  if (!decoded) {
    ctx.addIssue({ code: 'custom', message: 'is not a valid cursor' });
    return z.NEVER;
  }
  return decoded;
});
