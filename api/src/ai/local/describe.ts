import { DescriptionSchema } from '#shared/schemas/companyProfile';
import type { HomepageFacts } from '../homepage/types.ts';

const MAX_SENTENCES = 3;
const MAX_LENGTH = 600;

/**
 * The about text, in the company's own words: its JSON-LD or meta description, cut to whole
 * sentences. When the site gives a single sentence, a second one states the category we
 * filed it under, so the text meets the 2–4 sentence rule without inventing anything about
 * the company. A site that describes itself nowhere gets no description.
 */
export function describeCompany(input: {
  name: string;
  facts: HomepageFacts | null;
  category: string | null;
  subcategory: string | null;
}): string | null {
  const facts = input.facts;
  const sources = [
    facts?.organization?.description,
    facts?.metaDescription,
    facts?.openGraph.description,
  ].filter((value): value is string => !!value);
  const sentences = sources.map(sentencesOf).find((list) => list.length > 0) ?? [];
  if (sentences.length === 0) return null;

  const chosen: string[] = [];
  for (const sentence of sentences.slice(0, MAX_SENTENCES)) {
    if ([...chosen, sentence].join(' ').length > MAX_LENGTH) break;
    chosen.push(sentence);
  }
  if (chosen.length === 1 && input.category && input.subcategory) {
    chosen.push(`${input.name} is listed under ${input.subcategory} in ${input.category}.`);
  }
  const description = chosen.join(' ');
  return DescriptionSchema.safeParse(description).success ? description : null;
}

/** Whole sentences of at least four words; a trailing "..." fragment is dropped. */
function sentencesOf(raw: string): string[] {
  const text = raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*(?:\.\.\.|…)$/, '…');
  const parts = text.split(/(?<=[.!?])\s+(?=["'(\p{Lu}\p{N}])/u);
  return parts
    .filter((part) => !part.endsWith('…'))
    .map((part) => (/[.!?]["')]?$/.test(part) ? part : `${part.replace(/[\s,;:–-]+$/, '')}.`))
    .filter((part) => part.split(' ').length >= 4 && !/[|•·]/.test(part));
}
