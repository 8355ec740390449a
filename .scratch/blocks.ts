import { readFileSync } from 'node:fs';
import { readDocument } from '../api/src/ai/homepage/readDocument.ts';
import { ownBlocks } from '../api/src/ai/homepage/ownBlocks.ts';
const [file, host, grep] = process.argv.slice(2);
const doc = readDocument(readFileSync(file as string, 'utf8'), host as string);
const own = new Set(ownBlocks(doc.blocks, host as string));
for (const b of doc.blocks) {
  if (grep && !b.text.includes(grep) && !b.telPhones.some((t) => t.includes(grep))) continue;
  console.log(own.has(b) ? 'OWN' : '   ', JSON.stringify({ text: b.text.slice(0, 200), tel: b.telPhones, zone: (b as unknown as Record<string, unknown>).zone, cp: b.contactPlace }));
}
