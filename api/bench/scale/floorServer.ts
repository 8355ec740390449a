import { createServer, type IncomingMessage } from 'node:http';
import pg from 'pg';
import { floorRoutes } from './endpoints.ts';

/**
 * The floor the app is measured against: bare `node:http` + `pg` (a pool of 10, like the app's),
 * each route running the one statement its endpoint needs, prepared, and answering its rows as
 * JSON. Run in its own process by the scale bench:
 * `FLOOR_DATABASE_URL=… node --import tsx floorServer.ts`; prints `{"port":N}` once listening.
 */
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
const { rows: found } = await pool.query<{
  stored_trust: boolean;
  counts_table: boolean;
  review_status: boolean;
  prefix_search: boolean;
  user_category_counts: boolean;
}>(
  `select exists (select 1 from information_schema.columns
                  where table_name = 'companies' and column_name = 'trust_score') as stored_trust,
          to_regclass('company_category_counts') is not null as counts_table,
          exists (select 1 from information_schema.columns
                  where table_name = 'reviews' and column_name = 'status') as review_status,
          to_regproc('company_prefix_search') is not null as prefix_search,
          to_regclass('user_category_counts') is not null as user_category_counts`,
);
const routes = floorRoutes({
  storedTrust: found[0]!.stored_trust,
  countsTable: found[0]!.counts_table,
  reviewStatus: found[0]!.review_status,
  prefixSearch: found[0]!.prefix_search,
  userCategoryCounts: found[0]!.user_category_counts,
});

/**
 * Each statement text gets a name, so every connection parses and plans it once (pg's named
 * statements), as the app does with DATABASE_PREPARED_STATEMENTS=1 (`api/src/db/sql.ts`; off by
 * default, when the app plans each statement and the floor is that much faster). Until 26 November the floor planned every statement, which flattered the app's
 * prepared endpoints (the vote, the user stats, the company and category reads).
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `floor-${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  if (request.method !== 'POST') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://floor');
    const body = await readBody(request);
    for (const route of routes) {
      if (route.method !== request.method) continue;
      const match = url.pathname.match(route.pattern);
      if (!match) continue;
      const [text, values] = route.sql(match, url, body);
      const result = await pool.query({ name: statementName(text), text, values });
      response.writeHead(request.method === 'POST' ? 201 : 200, {
        'content-type': 'application/json',
      });
      response.end(JSON.stringify(result.rows));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"message":"Not found"}');
  } catch (error) {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: String(error) }));
  }
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`,
  );
});

const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
