import { type Context, createContext } from '../context.ts';
import type { Database } from '../db/openDatabase.ts';
import type { User } from '../models/User.ts';
import { buildAdmin } from './factories.ts';
import { testConfig } from './testServer.ts';

/** A service context acting as the CLI would (the `review-admin` operator). */
export function cliContext(db: Database): Context {
  return createContext({ db, config: testConfig(), actor: { type: 'system', name: 'cli' } });
}

/** A service context acting as a new, active admin (role `admin`). */
export async function adminContext(db: Database): Promise<Context> {
  return createContext({
    db,
    config: testConfig(),
    actor: { type: 'admin', admin: await buildAdmin(db.knex) },
  });
}

/** A service context acting as the signed-in `user`. */
export function userContext(db: Database, user: User): Context {
  return createContext({
    db,
    config: testConfig(),
    actor: { type: 'user', user, visitorId: undefined },
  });
}
