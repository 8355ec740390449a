import { parse as parseDomain } from 'tldts';

/** Plurals that are not plurals, or whose singular means something else. */
const KEEP_AS_IS = new Set(['news', 'species', 'series', 'glass', 'gas', 'bus', 'lens', 'canvas']);

/**
 * A deliberately light stemmer: plural endings only. The vocabulary and the page go through
 * the same function, so `bakeries`, `bakery` and `Bakery` meet; heavier stemming merges words
 * that tell trades apart (`cater`/`caterpillar`, `painting`/`paint`).
 */
export function stem(token: string): string {
  if (token.length <= 3 || KEEP_AS_IS.has(token) || /\d/.test(token)) return token;
  if (token.endsWith('ies') && token.length > 4) return `${token.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes|zzes)$/.test(token)) return token.slice(0, -2);
  if (/(ss|us|is)$/.test(token)) return token;
  if (token.endsWith('s')) return token.slice(0, -1);
  return token;
}

/** Lower-case word tokens, accents folded, `&` read as "and", apostrophes dropped. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);
}

/** A term or label with everything but letters and digits removed: `dog walking` → `dogwalking`. */
export function squash(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export interface DomainParts {
  /** The registrable name without its suffix: `harbor-paws` for `www.harbor-paws.co.uk`. */
  label: string;
  /** The public suffix: `co.uk`, `edu`, `gov`. */
  suffix: string;
}

export function domainParts(domain: string): DomainParts {
  const parsed = parseDomain(domain);
  return {
    label: (parsed.domainWithoutSuffix ?? domain.split('.')[0] ?? '').toLowerCase(),
    suffix: (parsed.publicSuffix ?? '').toLowerCase(),
  };
}
