/**
 * What a company says it is or does, in the first person: "we are licensed conveyancers",
 * "Wir sind Importeur von Gewürzen", "nous fabriquons des filets", "vendemos recambios",
 * "wij verkopen werkkleding", "ripariamo macchine da caffè". On a page taken over by a
 * sponsored club, an event or a customer's trade, this clause names the trade itself; its
 * words count again (`features.ts`). Only a copula or a verb of making, selling or offering
 * opens one, and a feeling or a place after "we are" ("proud to sponsor", "based in") does not.
 */
const OPENERS = [
  // English
  "we(?:'re|’re| are)",
  'we (?:sell|make|build|install|repair|offer|provide|design|produce|supply|import|brew|bake|grow|rent|hire out|fix|service|manufacture|distribute|run|operate|teach)',
  // German
  'wir sind',
  'wir (?:verkaufen|bauen|reparieren|bieten|liefern|produzieren|fertigen|installieren|vermieten|importieren|betreiben|backen|brauen|vertreiben|unterrichten|planen)',
  // French
  'nous sommes',
  'nous (?:vendons|fabriquons|réparons|proposons|offrons|installons|louons|produisons|importons|concevons|distribuons|enseignons)',
  // Spanish and Portuguese
  'somos',
  '(?:vendemos|fabricamos|reparamos|ofrecemos|instalamos|alquilamos|producimos|importamos|diseñamos|distribuimos|oferecemos|produzimos|alugamos|fornecemos|suministramos)',
  // Dutch
  '(?:wij|we) zijn',
  '(?:wij|we) (?:verkopen|maken|bouwen|repareren|bieden|leveren|installeren|verhuren|produceren|importeren|ontwerpen)',
  // Italian
  'siamo',
  '(?:vendiamo|produciamo|ripariamo|offriamo|installiamo|noleggiamo|importiamo|progettiamo|distribuiamo|forniamo)',
];

/** After "we are": a feeling, a place, a time or a relation, not what the company is. */
const NOT_WHAT =
  /^(?:(?:very|so|really|also|now|still|always|currently|not|just|sehr|auch|jetzt|immer|nicht|stolz|froh|gerne?|für|hier|da|très|aussi|fiers?|heureux|ravis|là|ici|muy|también|orgullosos|felices|aquí|ahora|ook|trots|blij|hier|nu|molto|anche|orgogliosi|felici|qui|muito|também|orgulhosos|felizes|aqui)\b|proud|delighted|happy|pleased|excited|thrilled|honou?red|open|closed|here|there|located|based|available|committed|looking|hiring|sponsor|supporting|part of|members?\b|mitglied|partner|sponsor|membres?\b|miembros?\b|socios?\b|lid\b|leden\b|soci\b|membri\b|membros?\b|situ|ubicad|gelegen|gevestigd|situat|localizad|located)/iu;

const SELF = new RegExp(`(?<![\\p{L}])(?:${OPENERS.join('|')})\\s+([^.!?;:\\n]{3,90})`, 'giu');

/** "Não somos …", "No vendemos …", "Non siamo …", "nous ne sommes pas": what it is not. */
const NEGATED_BEFORE =
  /(?:^|[^\p{L}])(?:não|nao|no|non|ne|n'|n’|never|nunca|mai|nie|nooit|jamais)\s+$/iu;
const NEGATED_AFTER = /^(?:not|nicht|kein\p{L}*|pas|geen|niet|no|non|não|nunca|never)\b/iu;

export function selfStatements(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(SELF)) {
    const clause = (match[1] ?? '').trim();
    const before = text.slice(Math.max(0, (match.index ?? 0) - 12), match.index ?? 0);
    if (NOT_WHAT.test(clause) || NEGATED_AFTER.test(clause) || NEGATED_BEFORE.test(before))
      continue;
    found.add(clause);
  }
  return [...found];
}
