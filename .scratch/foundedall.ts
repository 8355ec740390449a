// prints domain, truth founded, found founded for all dev sets (for before/after diffs)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { factsFromHomepage } from '../api/src/ai/contacts.ts';
import { DEVELOPMENT_SETS } from '../api/src/ai/eval/developmentSets.ts';
import { extractFacts } from '../api/src/ai/homepage/extractFacts.ts';
const field = (process.argv[2] ?? 'founded') as 'founded' | 'phone' | 'email' | 'address';
for (const set of DEVELOPMENT_SETS) {
  for (const label of set.labels) {
    const file = path.join(set.pagesDir, `${label.domain}.html`);
    let html: string;
    try { html = readFileSync(file, 'utf8'); } catch { continue; }
    const facts = extractFacts(html, { url: `https://${label.domain}/`, truncated: false });
    const found = factsFromHomepage(facts, label.domain);
    const truth = (label.contacts as Record<string, unknown> | undefined)?.[field === 'address' ? 'street' : field] ?? null;
    console.log(`${set.directory}\t${label.domain}\t${truth}\t${found[field]}`);
  }
}
