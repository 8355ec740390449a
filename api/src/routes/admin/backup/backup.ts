import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import Router from '@koa/router';
import { backupDatabase } from '../../../db/snapshot/backupDatabase.ts';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';

/**
 * Settings → "Download backup" (super admins): the running server holds the embedded
 * database's directory, so this is how its data leaves the machine while it serves. The
 * snapshot is written to a temporary file first and sent from there: on the embedded database
 * the snapshot holds its only connection, and a slow download must not hold it too.
 */
export const backupRouter = new Router();

backupRouter.get('/backup', requireAdmin('super_admin'), async (ctx) => {
  const service = serviceContext(ctx, 'admin');
  const dir = mkdtempSync(path.join(tmpdir(), 'review-backup-'));
  const file = path.join(dir, 'site.backup');
  const out = createWriteStream(file);
  try {
    await backupDatabase({ db: service.db, out });
    await finished(out);
  } catch (error) {
    out.destroy();
    await finished(out).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const body = createReadStream(file);
  body.on('close', () => rmSync(dir, { recursive: true, force: true }));
  ctx.attachment(`reviews-${new Date().toISOString().slice(0, 10)}.backup`);
  ctx.type = 'application/gzip';
  // Already gzip: compressing it again would only cost time.
  ctx.compress = false;
  ctx.body = body;
});
