import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_READ_MAX_LAG_MS } from '../db/replicas/defaults.ts';
import {
  resolveWebPush,
  VapidPrivateKey,
  VapidPublicKey,
  VapidSubject,
  type WebPushConfig,
} from './vapidKeys.ts';

/** Thrown for bad configuration; the entry point prints its message alone, no stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const booleanFlag = z.preprocess(
  emptyAsUndefined,
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
      error: 'must be one of 1, 0, true, false, yes, no, on, off',
    })
    .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))
    .optional(),
);

const postgresUrl = z
  .url({ error: 'must be a URL like postgres://user:password@host:5432/database' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    error: 'must start with postgres:// or postgresql://',
  });

/** Every environment variable the code reads (docs/configuration.md lists each). */
export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number between 0 and 65535' })
      .int({ error: 'must be a whole number between 0 and 65535' })
      .min(0, { error: 'must be a whole number between 0 and 65535' })
      .max(65535, { error: 'must be a whole number between 0 and 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
  DATABASE_PREPARED_STATEMENTS: booleanFlag,
  DATABASE_READ_URL: z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== ''
        ? value
            .split(',')
            .map((url) => url.trim())
            .filter((url) => url !== '')
        : undefined,
    z.array(postgresUrl, { error: 'must be postgres:// URLs separated by commas' }).optional(),
  ),
  DATABASE_READ_MAX_LAG_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds from 100 to 3600000' })
      .int({ error: 'must be a whole number of milliseconds from 100 to 3600000' })
      .min(100, { error: 'must be a whole number of milliseconds from 100 to 3600000' })
      .max(3_600_000, { error: 'must be a whole number of milliseconds from 100 to 3600000' })
      .default(DEFAULT_READ_MAX_LAG_MS),
  ),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  TRUST_PROXY: booleanFlag,
  TRUST_PROXY_HOPS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 10' })
      .int({ error: 'must be a whole number from 1 to 10' })
      .min(1, { error: 'must be a whole number from 1 to 10' })
      .max(10, { error: 'must be a whole number from 1 to 10' })
      .default(1),
  ),
  PWA_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, { error: 'must be at least 16 characters long' }).optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: 'must be a URL like smtp://user:password@host:587' })
      .refine((value) => /^smtps?:\/\//.test(value), {
        error: 'must start with smtp:// or smtps://',
      })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('B2B Reviews <no-reply@localhost>')),
  SUPPORT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ error: 'must be an email address' }).default('support@example.com'),
  ),
  ADMIN_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ error: 'must be an email address' }).default('admin@example.com'),
  ),
  AI_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.enum(['local', 'openai'], { error: 'must be local or openai' }).optional(),
  ),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().default('gpt-4o-mini')),
  AI_RATE_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(0, { error: 'must be a whole number of milliseconds' })
      .optional(),
  ),
  ALLOW_PRIVATE_FETCH: booleanFlag,
  DEMO_DATA: booleanFlag,
  WEB_CONCURRENCY: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number of worker processes, 1 to 64' })
      .int({ error: 'must be a whole number of worker processes, 1 to 64' })
      .min(1, { error: 'must be a whole number of worker processes, 1 to 64' })
      .max(64, { error: 'must be a whole number of worker processes, 1 to 64' })
      .default(1),
  ),
  VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, VapidPublicKey.optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, VapidPrivateKey.optional()),
  VAPID_SUBJECT: z.preprocess(emptyAsUndefined, VapidSubject.optional()),
  SITEMAP_URLS_PER_FILE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 50000' })
      .int({ error: 'must be a whole number from 1 to 50000' })
      .min(1, { error: 'must be a whole number from 1 to 50000' })
      // The sitemaps.org limit per file.
      .max(50000, { error: 'must be a whole number from 1 to 50000' })
      .default(50000),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; undefined selects the embedded PGlite database. */
  databaseUrl: string | undefined;
  /**
   * Named prepared statements on PostgreSQL (`db/sql.ts`): off by default, since a
   * transaction-mode pooler before PgBouncer 1.21 cannot carry them.
   */
  databasePreparedStatements: boolean;
  /** Read replicas of `databaseUrl` for the public reads (empty: every read on the primary). */
  databaseReadUrls: string[];
  /** A replica further behind the primary than this is left out until it catches up. */
  databaseReadMaxLagMs: number;
  sessionSecret: string;
  /** Origin used in links (mails, invitations) and for the same-origin check. */
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Honour X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /**
   * How many proxies in front of the server append to X-Forwarded-For: the client address is
   * that many entries from the right (entries further left are the client's own words).
   */
  trustProxyHops: number;
  pwaDistDir: string;
  /** Bearer token for `GET /metrics`; undefined: no metrics endpoint (404). */
  metricsToken: string | undefined;
  mail: {
    /** SMTP server; undefined writes each message to `DATA_DIR/mail/*.eml` and logs its links. */
    smtpUrl: string | undefined;
    from: string;
    /** Where contact-form messages go. */
    supportEmail: string;
  };
  /** The email of the first super admin, invited at start-up when there is none. */
  adminEmail: string;
  ai: {
    /** `openai` when a key is set (unless AI_PROVIDER says otherwise), else `local`. */
    provider: 'local' | 'openai';
    openaiApiKey: string | undefined;
    openaiBaseUrl: string | undefined;
    openaiModel: string;
    /** Pause between companies in a categorisation run (3 s for openai as the spec says). */
    rateMs: number;
    /** Lets the homepage reader fetch loopback/private addresses: for test fixtures only. */
    allowPrivateFetch: boolean;
  };
  /** Load the demo dataset into a new embedded database (default on; never on PostgreSQL). */
  demoData: boolean;
  /** Server worker processes (node:cluster); more than one only on PostgreSQL. */
  webConcurrency: number;
  /** Companies per `/sitemaps/companies-{n}.xml` file (each file is one id range of this size). */
  sitemapUrlsPerFile: number;
  /** Web Push's VAPID keys (`vapidKeys.ts`); undefined: Web Push is off. */
  webPush: WebPushConfig | undefined;
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment. Every problem is reported at once in one readable
 * message (`PORT: must be a whole number between 0 and 65535 (got "abc")`).
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const got = env[key];
      return `  ${key}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const provider = values.AI_PROVIDER ?? (values.OPENAI_API_KEY ? 'openai' : 'local');
  if (values.DATABASE_READ_URL?.length && !values.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: read replicas need DATABASE_URL (the embedded database has none)',
    );
  }
  if (provider === 'openai' && !values.OPENAI_API_KEY && !values.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_PROVIDER: openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local server)',
    );
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePreparedStatements: values.DATABASE_PREPARED_STATEMENTS ?? false,
    databaseReadUrls: values.DATABASE_READ_URL ?? [],
    databaseReadMaxLagMs: values.DATABASE_READ_MAX_LAG_MS,
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    publicUrl,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY ?? false,
    trustProxyHops: values.TRUST_PROXY_HOPS,
    pwaDistDir: path.resolve(cwd, values.PWA_DIST_DIR ?? 'pwa/dist'),
    metricsToken: values.METRICS_TOKEN,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      supportEmail: values.SUPPORT_EMAIL,
    },
    adminEmail: values.ADMIN_EMAIL,
    ai: {
      provider,
      openaiApiKey: values.OPENAI_API_KEY,
      openaiBaseUrl: values.OPENAI_BASE_URL,
      openaiModel: values.OPENAI_MODEL,
      rateMs: values.AI_RATE_MS ?? (provider === 'openai' ? 3000 : 0),
      allowPrivateFetch: values.ALLOW_PRIVATE_FETCH ?? false,
    },
    demoData: values.DEMO_DATA ?? true,
    webConcurrency: values.WEB_CONCURRENCY,
    sitemapUrlsPerFile: values.SITEMAP_URLS_PER_FILE,
    webPush: resolveWebPush({
      env: values.NODE_ENV,
      dataDir,
      publicKey: values.VAPID_PUBLIC_KEY,
      privateKey: values.VAPID_PRIVATE_KEY,
      subject: values.VAPID_SUBJECT ?? `mailto:${values.ADMIN_EMAIL}`,
    }),
  };
}

/**
 * Without SESSION_SECRET, a random secret is generated once and kept in DATA_DIR, so sessions
 * survive restarts without anyone having to invent a secret.
 */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if (!isNotFound(error)) throw unwritable(dataDir, error);
  }
  const secret = randomBytes(48).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (error) {
    throw unwritable(dataDir, error);
  }
  return secret;
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export function unwritable(dataDir: string, error: unknown): ConfigError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? 'unknown error';
  return new ConfigError(
    `The data directory ${dataDir} is not writable (${code}). Set DATA_DIR to a writable directory.`,
  );
}
