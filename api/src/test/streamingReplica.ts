import { execFile } from 'node:child_process';
import {
  accessSync,
  chownSync,
  constants,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (`postgresql-15`); PG_BIN overrides. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL primary and a streaming replica of it, each a server of its own in a temporary
 * directory on its own port: made with the machine's `initdb`, `pg_basebackup -R` and `pg_ctl`
 * for the read-replica tests and benchmark. PostgreSQL refuses to run as root, so as root the
 * servers run as the `postgres` user (`runuser`).
 */
export interface StreamingReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** `pg_ctl stop -m immediate`: the replica vanishes as in a crash. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** Holds or resumes the replica's replay (`pg_wal_replay_pause()`): it falls behind at will. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops both servers and removes their directories. */
  close(): Promise<void>;
}

/** Why a streaming replica cannot be made here, or `undefined` when it can. */
export function streamingReplicaUnavailable(): string | undefined {
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup']) {
    try {
      accessSync(path.join(PG_BIN, tool), constants.X_OK);
    } catch {
      return `no ${path.join(PG_BIN, tool)} (install postgresql-15, or set PG_BIN)`;
    }
  }
  const uid = process.getuid?.();
  if (uid === 0 && postgresUser() === undefined) {
    return 'running as root and there is no postgres user to run PostgreSQL as';
  }
  if (uid !== 0 && process.env.USER !== 'postgres') {
    return 'PostgreSQL servers must run as the postgres user: run as root (runuser) or as postgres';
  }
  return undefined;
}

/** The postgres user's ids, from /etc/passwd (Node has no getpwnam). */
function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
    const [, , uid, gid] = line?.split(':') ?? [];
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
  } catch {
    return undefined;
  }
}

/** Runs a PostgreSQL tool as the postgres user (itself, when this process is not root). */
async function pgTool(tool: string, args: string[]): Promise<string> {
  const binary = path.join(PG_BIN, tool);
  const [command, commandArgs] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
      : [binary, args];
  try {
    const { stdout } = await run(command, commandArgs, { timeout: 60_000 });
    return stdout;
  } catch (error) {
    const failure = error as { stderr?: string; message: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${failure.stderr || failure.message}`);
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * Settings for servers that live a minute: no fsync (a crash loses a test, not data), small
 * memory, and what a streaming replica needs (WAL senders, hot standby, its feedback so the
 * primary does not vacuum rows its queries read).
 */
const SERVER_SETTINGS = `
listen_addresses = '127.0.0.1'
fsync = off
full_page_writes = off
shared_buffers = 32MB
max_connections = 60
max_wal_senders = 4
wal_level = replica
hot_standby = on
hot_standby_feedback = on
wal_receiver_status_interval = 1s
log_min_messages = warning
`;

/** Makes and starts a primary on `ports.primary` and its streaming replica on `ports.replica`. */
export async function startStreamingReplica(ports: {
  primary: number;
  replica: number;
  /** The database the app uses (created on the primary, streamed to the replica). */
  database?: string;
}): Promise<StreamingReplica> {
  const unavailable = streamingReplicaUnavailable();
  if (unavailable) throw new Error(`Cannot make a streaming replica: ${unavailable}`);
  for (const port of [ports.primary, ports.replica]) {
    if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use: stop what holds it`);
  }
  const root = mkdtempSync(path.join(tmpdir(), 'reviews-replica-'));
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (owner) chownSync(root, owner.uid, owner.gid);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const database = ports.database ?? 'reviews';
  const serverArgs = (port: number) => `-p ${port} -k ${root}`;
  const start = (dir: string, port: number) =>
    pgTool('pg_ctl', [
      '-D',
      dir,
      '-l',
      `${dir}.log`,
      '-o',
      serverArgs(port),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  const stop = (dir: string) =>
    pgTool('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => '');

  let started: string[] = [];
  try {
    await pgTool('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    // initdb's pg_hba.conf already lets local and 127.0.0.1 replication connections in (trust).
    writeFileSync(path.join(primaryDir, 'postgresql.auto.conf'), SERVER_SETTINGS);
    await start(primaryDir, ports.primary);
    started = [primaryDir];
    const primaryUrl = `postgres://postgres@127.0.0.1:${ports.primary}/${database}`;
    await withClient(`postgres://postgres@127.0.0.1:${ports.primary}/postgres`, (client) =>
      client.query(`create database "${database}"`),
    );
    await pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(ports.primary),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
      '-c',
      'fast',
    ]);
    await start(replicaDir, ports.replica);
    started = [replicaDir, primaryDir];
    const replicaUrl = `postgres://postgres@127.0.0.1:${ports.replica}/${database}`;
    await withClient(replicaUrl, async (client) => {
      const { rows } = await client.query('select pg_is_in_recovery() as standby');
      if (rows[0]?.standby !== true) throw new Error('The replica is not in recovery');
    });
    return {
      primaryUrl,
      replicaUrl,
      stopReplica: async () => {
        await pgTool('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']);
      },
      startReplica: async () => {
        await start(replicaDir, ports.replica);
      },
      pauseReplay: async () => {
        await withClient(replicaUrl, (client) => client.query('select pg_wal_replay_pause()'));
      },
      resumeReplay: async () => {
        await withClient(replicaUrl, (client) => client.query('select pg_wal_replay_resume()'));
      },
      close: async () => {
        await stop(replicaDir);
        await stop(primaryDir);
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const dir of started) await stop(dir);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
