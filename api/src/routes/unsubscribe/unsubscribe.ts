import Router from '@koa/router';
import type { Context } from 'koa';
import { HttpError } from '../../http/errors.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { requestContext } from '../../http/writer.ts';
import { UNSUBSCRIBE_PATH } from '../../services/mailOptOuts/mailAuthor.ts';
import {
  MAIL_KIND_NAMES,
  readUnsubscribeLink,
  unsubscribe,
} from '../../services/mailOptOuts/unsubscribe.ts';
import { UnsubscribeRequestSchema } from './schema.ts';
import { unsubscribePage } from './unsubscribePage.ts';

/** The unsubscribe links of the author mails (issue 34 item 6). */
export const unsubscribeRouter = new Router();

unsubscribeRouter.get(
  '/unsubscribe',
  publicLimits.unsubscribe,
  validate(UnsubscribeRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, UnsubscribeRequestSchema);
    await answerPage(ctx, async () => {
      const { kind } = await readUnsubscribeLink(requestContext(ctx), query.token);
      return {
        title: 'Unsubscribe',
        text: `Stop ${MAIL_KIND_NAMES[kind]}?`,
        action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(query.token)}`,
      };
    });
  },
);

// The page's button, and a mail client's one-click unsubscribe (RFC 8058: a POST with the body
// `List-Unsubscribe=One-Click`, acted on without a further click).
unsubscribeRouter.post(
  '/unsubscribe',
  publicLimits.unsubscribe,
  validate(UnsubscribeRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, UnsubscribeRequestSchema);
    await answerPage(ctx, async () => {
      const kind = await unsubscribe(requestContext(ctx), query.token);
      return {
        title: 'You are unsubscribed',
        text: `You will get no more ${MAIL_KIND_NAMES[kind]}.`,
      };
    });
  },
);

/** The page, or for a bad link a page that says so (with the error's status), not JSON. */
async function answerPage(
  ctx: Context,
  page: () => Promise<Parameters<typeof unsubscribePage>[0]>,
): Promise<void> {
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  try {
    ctx.body = unsubscribePage(await page());
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 410) throw error;
    ctx.status = 410;
    ctx.body = unsubscribePage({ title: 'Link not valid', text: error.message });
  }
}
