import { Readable } from 'node:stream';
import { loadConfig } from '../src/config/config.ts';
import { createContext } from '../src/context.ts';
import { openPglite } from '../src/db/openDatabase.ts';
import { prepareDatabase } from '../src/db/prepareDatabase.ts';
import { invitationCsvRows } from '../src/services/invitations/invitationCsv.ts';
import { queueInvitations } from '../src/services/invitations/queueInvitations.ts';
import { buildCompany, buildUser } from '../src/test/factories.ts';

/**
 * `npm run bench -- invitations`: an owner's CSV of 1,000 customers (and one bad row) read,
 * validated and queued, on the embedded database (issue 37's goal: under 5 s). Five uploads,
 * each for a company of its own (the 30-day rule would refuse the same addresses twice); one
 * JSON line with the median and worst time.
 */
export async function invitationsBench(rows = 1_000): Promise<void> {
  const db = await openPglite(undefined, 'bench');
  try {
    await prepareDatabase(db.knex);
    const config = loadConfig({ ...process.env, SESSION_SECRET: 'x'.repeat(32) });
    const lines = ['Name,EMAIL,extra'];
    for (let i = 0; i < rows; i++) lines.push(`Customer ${i},customer${i}@csv.example.com,x`);
    lines.push('Broken,not-an-address,x');
    const csv = lines.join('\n');
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const owner = await buildUser(db.knex, { isEmailVerified: true });
      const company = await buildCompany(db.knex, { isClaimed: true, ownerUserId: owner.id });
      const ctx = createContext({
        db,
        config,
        actor: { type: 'user', user: owner, visitorId: undefined },
      });
      const started = performance.now();
      const result = await queueInvitations(
        ctx,
        company.id,
        await invitationCsvRows(Readable.from([Buffer.from(csv)])),
      );
      times.push(performance.now() - started);
      if (result.queued !== rows) throw new Error(`Queued ${result.queued} of ${rows}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        bench: 'invitations-csv',
        rows,
        medianMs: Math.round(times[2] ?? 0),
        maxMs: Math.round(times[4] ?? 0),
      }),
    );
  } finally {
    await db.close();
  }
}
