import { readFileSync } from 'node:fs';
import { factsFromHomepage } from '../api/src/ai/contacts.ts';
import { extractFacts } from '../api/src/ai/homepage/extractFacts.ts';
const [file, host] = process.argv.slice(2);
const html = readFileSync(file as string, 'utf8');
const facts = extractFacts(html, { url: `https://${host}/`, truncated: false });
console.log(JSON.stringify({ phones: facts.phones, emails: facts.emails, addressText: facts.addressText, org: facts.organization }, null, 1));
console.log(factsFromHomepage(facts, host as string));
