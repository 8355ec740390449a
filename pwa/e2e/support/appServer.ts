import path from 'node:path';
import { useTestDatabase } from '../../../api/src/test/database.ts';
import { useTestServer } from '../../../api/src/test/testServer.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');

/** The real API over a fresh test database, serving the production build of the PWA. */
export function useAppServer(env: Record<string, string> = {}) {
  const db = useTestDatabase();
  const server = useTestServer(db, { PWA_DIST_DIR: DIST, ...env });
  return { db, server };
}
