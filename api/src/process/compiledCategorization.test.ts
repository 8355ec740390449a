import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompanyDetail, CategorizationProgress } from '#shared/types/admin';
import { jsonOf, runReviewAdmin, withCliDatabase } from '../../../cli/src/test/cliProcess.ts';
import { buildCli } from '../../../scripts/buildCli.ts';
import { buildServer } from '../../../scripts/buildServer.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';
import { insertCompanies } from '../test/jobs.ts';
import { html, type LocalSites, startLocalSites } from '../test/localSites.ts';
import { type ServerProcess, startServerProcess } from '../test/serverProcess.ts';
import { TestClient } from '../test/testClient.ts';

/**
 * Two homepages as companies write them. The names say nothing of the trade (with no page the
 * local provider leaves both uncategorised), so the category, like the contact facts, can come
 * only from the page: read by the compiled code, scored by the model file it ships with.
 */
const HOMEPAGES = [
  {
    domain: 'cascobay.com',
    name: 'Casco Bay',
    html: `<!doctype html><html lang="en"><head>
<title>Casco Bay Veterinary Clinic | Vets in Portland, Maine</title>
<meta name="description" content="Family veterinary clinic for dogs and cats: vaccinations, dental care, surgery and emergency visits.">
</head><body>
<header><nav><a href="/">Home</a> <a href="/services">Services</a> <a href="/contact">Contact</a></nav></header>
<main><h1>Caring for your pets since 1998</h1>
<p>Our veterinarians treat dogs, cats and small animals: wellness exams, vaccinations, dental cleaning, spay and neuter surgery, and same-day sick visits. Our in-house laboratory and digital x-ray mean faster answers for your pet.</p>
<h2>Services</h2><ul><li>Puppy and kitten care</li><li>Pet dental care</li><li>Surgery and anesthesia</li><li>Senior pet wellness</li></ul>
</main>
<footer><p>Casco Bay Veterinary Clinic, 214 Commercial Street, Portland, ME 04101</p>
<p>Call us: <a href="tel:+12077741290">(207) 774-1290</a> · <a href="mailto:frontdesk@cascobay.com">frontdesk@cascobay.com</a></p></footer>
</body></html>`,
    expected: {
      category: 'Animals & Pets',
      subcategory: 'Animal Health',
      phone: '(207) 774-1290',
      email: 'frontdesk@cascobay.com',
      address: 'Casco Bay Veterinary Clinic, 214 Commercial Street, Portland, ME 04101',
    },
  },
  {
    domain: 'northwind.co.uk',
    name: 'Northwind',
    html: `<!doctype html><html lang="en"><head>
<title>Northwind – Managed IT services for small businesses</title>
</head><body><main><h1>Managed IT services and helpdesk for small businesses</h1>
<p>We look after your servers, networks, Microsoft 365, backups and cybersecurity, with a helpdesk that answers within the hour. Cloud migration, firewall management and network monitoring for offices of 5 to 200 people.</p>
</main>
<footer>Northwind Ltd · 48 Deansgate, Manchester M3 2EG · Tel. 0161 496 0732 · support@northwind.co.uk</footer>
</body></html>`,
    expected: {
      category: 'Business Services',
      subcategory: 'IT & Communication',
      phone: '0161 496 0732',
      email: 'support@northwind.co.uk',
      address: '48 Deansgate, Manchester M3 2EG',
    },
  },
];

const PRELOAD = pathToFileURL(path.join(import.meta.dirname, '../test/localWebPreload.js'));
const PASSWORD = 'a-long-enough-password';

/**
 * The compiled server (`api/dist`, what `npm start` runs) and the compiled CLI (`cli/dist`)
 * categorising companies whose homepages they read, on a fresh embedded database: the bundles
 * must carry what the sources read beside themselves (the local classifier's model file, which
 * they once did not: every such job failed with ENOENT while every test of the sources passed).
 */
describe('categorisation by the compiled server and CLI, homepages read', {
  timeout: 180_000,
}, () => {
  let sites: LocalSites;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    await Promise.all([buildServer(), buildCli()]);
    sites = await startLocalSites();
    for (const page of HOMEPAGES) sites.serve(page.domain, html(page.html));
  }, 120_000);
  afterEach(async () => {
    for (const run of started.splice(0)) {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });
  afterAll(() => sites?.close());

  /** A fresh data directory, and what lets the process read the local sites (see the preload). */
  const environment = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-built-categorize-'));
    return {
      DATA_DIR: dataDir,
      PWA_DIST_DIR: path.join(dataDir, 'no-build'),
      DEMO_DATA: '0',
      AI_PROVIDER: 'local',
      ALLOW_PRIVATE_FETCH: 'true',
      LOCAL_WEB_PORT: String(sites.port),
      NODE_OPTIONS: `--import=${PRELOAD.href}`,
    };
  };

  it('the server: companies added through the admin API, categorised from their homepages', async () => {
    const run = startServerProcess(environment());
    started.push(run);
    const client = new TestClient(await run.ready);

    // A fresh installation invites its first super admin in the log; accept, then sign in.
    const token = /accept-invitation\?token=([\w-]+)/.exec(run.output().stdout)?.[1];
    expect(token).toBeDefined();
    const accepted = await client.post('/api/admin/accept-invitation', {
      token,
      firstName: 'Ada',
      lastName: 'Admin',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(201);
    const signedIn = await client.post('/api/admin/login', {
      email: 'admin@example.com',
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);

    const ids: number[] = [];
    for (const page of HOMEPAGES) {
      const created = await client.post<AdminCompanyDetail>('/api/admin/companies', {
        domain: page.domain,
        name: page.name,
      });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }

    const begun = await client.post('/api/admin/categorize-companies', { provider: 'local' });
    expect(begun.status).toBe(202);
    let progress: CategorizationProgress;
    for (;;) {
      ({ body: progress } = await client.get<CategorizationProgress>(
        '/api/admin/categorize-progress',
      ));
      if (!progress.isRunning && progress.status !== 'queued') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // On failure, the server's errors (a job that failed says why there).
    const errors = run
      .output()
      .stdout.split('\n')
      .filter((line) => line.startsWith('{"level":50'));
    expect(progress, errors.join('\n')).toMatchObject({
      status: 'completed',
      current: HOMEPAGES.length,
      total: HOMEPAGES.length,
      failed: 0,
      failures: [],
    });

    for (const [index, page] of HOMEPAGES.entries()) {
      const { body } = await client.get<AdminCompanyDetail>(`/api/admin/companies/${ids[index]}`);
      expect(body).toMatchObject(page.expected);
    }
    // Read over plain http after the https attempt failed, as from a site without TLS.
    for (const page of HOMEPAGES) expect(sites.requests).toContain(`${page.domain} /`);
    expect(errors).toEqual([]);
  });

  it('review-admin categorize: the same from the CLI, on a data directory', async () => {
    const env = environment();
    const db = await openDatabase({ databaseUrl: undefined, dataDir: env.DATA_DIR }, 'test');
    await prepareDatabase(db.knex);
    await insertCompanies(
      db.knex,
      HOMEPAGES.map(({ domain, name }) => ({ domain, name })),
    );
    await db.close();

    const run = await runReviewAdmin(['categorize', '--provider', 'local', '--json'], env);
    expect(jsonOf(run), run.stderr).toMatchObject({
      status: 'completed',
      current: HOMEPAGES.length,
      failed: 0,
      failures: [],
    });
    expect(run.code).toBe(0);

    const companies = await withCliDatabase(env.DATA_DIR, (cli) =>
      cli
        .knex('companies')
        .orderBy('id')
        .select('domain', ...Object.keys(HOMEPAGES[0]!.expected)),
    );
    expect(companies).toEqual(HOMEPAGES.map(({ domain, expected }) => ({ domain, ...expected })));
  });
});
