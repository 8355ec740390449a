import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { SITES_DIR } from '../../api/src/ai/eval/fixtureServer.ts';
import { FIXTURES } from '../../api/src/ai/eval/fixtures/labels.ts';

/**
 * Four companies of four trades from the labelled evaluation fixtures: small-business homepages
 * with a title, a description, headings and contact lines. Each has the subcategory a person
 * gave it, so a run can tell whether the server's model categorised them.
 */
const DOMAINS = [
  'harborpawsvet.com',
  'northwindit.com',
  'talentbridge.co.uk',
  'lumierecosmetics.com',
];

export interface Site {
  domain: string;
  /** The fixture's label: the subcategory the model should give. */
  expected: string | null;
}

export const SITES: readonly Site[] = DOMAINS.map((domain) => {
  const row = FIXTURES.find(([fixture]) => fixture === domain);
  if (!row) throw new Error(`${domain} is not among the labelled fixtures (fixtures/labels.ts)`);
  return { domain, expected: row[2] };
});

export interface LocalSites {
  /** Requests answered, as `host/path`, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves the sites' homepages on 127.0.0.1:80, by Host header. Port 80 because the server's
 * reader asks for `https://{domain}/`, then `http://{domain}/`, with no port to configure; the
 * preload (`resolveLocalSites.js`) sends those domains here.
 */
export async function serveSites(): Promise<LocalSites> {
  const pages = new Map(
    await Promise.all(
      SITES.map(
        async ({ domain }) =>
          [domain, await readFile(path.join(SITES_DIR, `${domain}.html`))] as const,
      ),
    ),
  );
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    requests.push(`${host}${request.url}`);
    const page = request.url === '/' ? pages.get(host) : undefined;
    if (page) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          `Cannot serve the homepages on 127.0.0.1:80 (${error.message}): port 80 must be free, ` +
            'and binding it needs root or CAP_NET_BIND_SERVICE',
        ),
      ),
    );
    server.listen(80, '127.0.0.1', resolve);
  });
  return {
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An Import Reviews CSV with one review of each site: importing it creates the companies (named
 * from their domains, without a category) and queues their enrichment, as an admin's import does.
 */
export function reviewsCsv(): string {
  const rows = SITES.map(
    ({ domain }) =>
      `${domain},4,Reliable partner,"Answered quickly and did what they promised, on time."`,
  );
  return ['company_domain,rating,title,content', ...rows].join('\r\n').concat('\r\n');
}
