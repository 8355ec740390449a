import { accessSync, constants, mkdirSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { MIGRATIONS, migratorConfig } from '#api/db/migrationSource';
import { type Config, ConfigError, loadConfig } from '#api/src/config/config';
import { openDatabase } from '#api/src/db/openDatabase';

export type Verdict = 'ok' | 'warn' | 'fail';

export interface Check {
  name: string;
  verdict: Verdict;
  detail: string;
}

const TIMEOUT_MS = 5_000;

/**
 * Checks an installation end to end, each with a verdict and one line of detail:
 * configuration, data directory, database, migrations, mail and the AI provider. Reports
 * through `onCheck` as it goes, since network checks can take a few seconds.
 */
export async function runDoctor(
  env: Record<string, string | undefined>,
  onCheck: (check: Check) => void = () => {},
): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (check: Check) => {
    checks.push(check);
    onCheck(check);
  };

  let config: Config;
  try {
    config = loadConfig(env);
    add({ name: 'Configuration', verdict: 'ok', detail: 'all settings valid' });
  } catch (error) {
    add({
      name: 'Configuration',
      verdict: 'fail',
      detail: error instanceof ConfigError ? error.message.replace(/\n\s*/g, ' ') : String(error),
    });
    return checks;
  }

  add(checkDataDir(config));
  await checkDatabase(config, add);
  add(await checkMail(config));
  add(await checkAi(config));
  return checks;
}

function checkDataDir(config: Config): Check {
  try {
    mkdirSync(config.dataDir, { recursive: true });
    accessSync(config.dataDir, constants.W_OK);
    return { name: 'Data directory', verdict: 'ok', detail: `${config.dataDir} is writable` };
  } catch (error) {
    return {
      name: 'Data directory',
      verdict: 'fail',
      detail: `${config.dataDir} is not writable (${(error as NodeJS.ErrnoException).code})`,
    };
  }
}

async function checkDatabase(config: Config, add: (check: Check) => void): Promise<void> {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  const started = performance.now();
  try {
    db = await openDatabase(config, 'review-admin doctor');
  } catch (error) {
    add({ name: 'Database', verdict: 'fail', detail: (error as Error).message });
    add({ name: 'Migrations', verdict: 'fail', detail: 'not checked: no database' });
    return;
  }
  try {
    await db.knex.raw('select 1');
    const where = db.engine === 'pglite' ? `embedded, ${config.dataDir}/pglite` : 'PostgreSQL';
    add({
      name: 'Database',
      verdict: 'ok',
      detail: `${where}, answered in ${Math.round(performance.now() - started)} ms`,
    });
    const [done, pending] = (await db.knex.migrate.list(migratorConfig)) as [unknown[], unknown[]];
    add(
      pending.length === 0
        ? { name: 'Migrations', verdict: 'ok', detail: `${done.length} applied, none pending` }
        : {
            name: 'Migrations',
            verdict: 'warn',
            detail: `${pending.length} of ${MIGRATIONS.length} pending: run review-admin migrate (the server also applies them at start)`,
          },
    );
  } finally {
    await db.close();
  }
}

async function checkMail(config: Config): Promise<Check> {
  if (!config.mail.smtpUrl) {
    return {
      name: 'Mail',
      verdict: 'warn',
      detail: `no SMTP_URL: messages are written to ${config.dataDir}/mail as .eml files`,
    };
  }
  const url = new URL(config.mail.smtpUrl);
  url.searchParams.set('connectionTimeout', String(TIMEOUT_MS));
  url.searchParams.set('greetingTimeout', String(TIMEOUT_MS));
  const transport = nodemailer.createTransport(url.toString());
  try {
    await transport.verify();
    return {
      name: 'Mail',
      verdict: 'ok',
      detail: `SMTP server ${new URL(config.mail.smtpUrl).host} accepts us`,
    };
  } catch (error) {
    return { name: 'Mail', verdict: 'fail', detail: `SMTP: ${(error as Error).message}` };
  } finally {
    transport.close();
  }
}

async function checkAi(config: Config): Promise<Check> {
  if (config.ai.provider === 'local') {
    return { name: 'AI provider', verdict: 'ok', detail: 'local classifier (no key needed)' };
  }
  const base = (config.ai.openaiBaseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  try {
    const response = await fetch(`${base}/models`, {
      headers: config.ai.openaiApiKey ? { Authorization: `Bearer ${config.ai.openaiApiKey}` } : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 403) {
      return {
        name: 'AI provider',
        verdict: 'fail',
        detail: `${base} refused the key (${response.status})`,
      };
    }
    if (!response.ok) {
      return {
        name: 'AI provider',
        verdict: 'fail',
        detail: `${base} answered ${response.status}`,
      };
    }
    return {
      name: 'AI provider',
      verdict: 'ok',
      detail: `openai at ${base}, model ${config.ai.openaiModel}`,
    };
  } catch (error) {
    return {
      name: 'AI provider',
      verdict: 'fail',
      detail: `${base} unreachable: ${(error as Error).message}`,
    };
  }
}
