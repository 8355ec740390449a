import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { startTestServer } from '../../../test/testServer.ts';
import { UPLOAD_DIR_PREFIX } from './upload.ts';

/** An upload directory as a process with `pid` made it, with half a CSV inside. */
function uploadDir(pid: number): string {
  const dir = path.join(
    tmpdir(),
    `${UPLOAD_DIR_PREFIX}${pid}-${Math.random().toString(36).slice(2)}`,
  );
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'upload'), 'company_domain,rating\nacme.com,');
  return dir;
}

describe('upload copies left by a crash', () => {
  const db = useTestDatabase();

  it('are removed when the server starts; a running process keeps its own', async () => {
    // A process that has exited: its pid no longer runs.
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    const crashed = uploadDir(gone);
    const live = uploadDir(process.pid);

    const server = await startTestServer(db());
    await server.close();

    expect(existsSync(crashed)).toBe(false);
    expect(existsSync(live)).toBe(true);
    rmSync(live, { recursive: true, force: true });
  });
});
