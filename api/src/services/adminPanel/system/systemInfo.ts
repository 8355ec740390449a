import type { SystemInfo } from '#shared/types/admin';
import packageJson from '../../../../../package.json' with { type: 'json' };
import type { Context } from '../../../context.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';

const CHECK_TIMEOUT_MS = 2_000;

/** The Settings screen's System box: the real version, the database engine and whether it answers. */
export async function getSystemInfo(ctx: Context): Promise<SystemInfo> {
  authorizeAdmin(ctx.actor, 'moderate');
  return {
    version: packageJson.version,
    database: {
      engine: ctx.db.engine,
      status: (await databaseAnswers(ctx)) ? 'connected' : 'down',
    },
  };
}

async function databaseAnswers(ctx: Context): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const check = Promise.resolve(ctx.db.knex.raw('select 1')).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
