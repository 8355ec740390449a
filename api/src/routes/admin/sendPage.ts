import type { Context } from 'koa';
import type { Page } from '../../services/adminPanel/paging.ts';

/** A list answer: the page as a bare array, the number of matches in `X-Total-Count`. */
export function sendPage<T, R>(ctx: Context, page: Page<T>, present: (item: T) => R): void {
  ctx.set('X-Total-Count', String(page.total));
  ctx.body = page.items.map(present);
}
