import { francAll } from 'franc-min';
import type { ClaimKind } from './claims.ts';
import { selfStatements } from './selfStatements.ts';

/** What the classifier reads of a company, by where the words stand on its homepage. */
export interface Document {
  name: string;
  title: string;
  descriptions: string;
  headings: string;
  lead: string;
  body: string;
  script: string;
  /** What a JS app's payload says of the company itself (`hero.title`, `seo.description`). */
  scriptLead?: string;
  schemaTypes: readonly string[];
  /** What the page asks its visitors to do (`claims.ts`): what the business itself offers. */
  claims?: readonly ClaimKind[];
}

/**
 * How much a word counts by where it appears: what the company says about itself (title,
 * descriptions, h1, the lead of main) above the rest of the page. A company's name counts
 * little: "The Law Office" may be a restaurant. The title went from 3 to 4.5 on 30 November,
 * once the registrars' and hosts' notices no longer reached the model (`ownerlessNotice.ts`):
 * at 4.5 their titles ("kellerwerk24.de steht zum Verkauf") had been read as trades.
 */
const ZONE_WEIGHTS: Readonly<
  Record<Exclude<keyof Document, 'schemaTypes' | 'claims' | 'scriptLead'>, number>
> = {
  name: 0.5,
  title: 4.5,
  descriptions: 2.5,
  headings: 2,
  lead: 2,
  body: 0.7,
  script: 1.2,
};
/**
 * A payload's self-description counts again, like a lead (its words are in `script` too): in a
 * JS shell it is the title and headings the page would show.
 */
const SCRIPT_LEAD_WEIGHT = 1.5;
const SCHEMA_WEIGHT = 6;
/**
 * What the company says it is or does (`selfStatements.ts`) counts again, above the title.
 * Chosen by 5-fold cross-validation over all 1,694 development pages (29 November): main 86.7 %
 * without, 86.8 % at 2, 87.1 % at 4 and 6; at 4 with another split into folds, 86.5 → 87.0 %.
 */
const SELF_WEIGHT = 4;
/**
 * Each claim the page makes (a table booking, "book a demo", a cart) counts like one word of the
 * lead: one feature per kind, whatever the page's length, so a long page about its customers'
 * trade does not drown what it asks its own visitors to do. Not more: a claim is all but unique
 * to its trades in training, so at 3 one "Tisch reservieren" outvoted a golf club's page of golf
 * words, and an airport car park's "Réserver une chambre" its navette and terminal (5-fold
 * cross-validation 87.7 → 88.6 % main at seed 35, the same at seed 1; the five sets like devset36
 * 624 → 634 of 702).
 */
const CLAIM_WEIGHT = 1;
const BODY_LIMIT = 3_000;

/** The seven languages, as franc's ISO 639-3 codes. */
const FRANC_LANGUAGES = ['eng', 'deu', 'fra', 'spa', 'nld', 'ita', 'por'];

/**
 * Words that introduce whom a company serves, not what it sells: "software for vets",
 * "Software für Tierärzte", "logiciel pour les vétérinaires". The few words after them become
 * audience features (`a:…`), which the model learns to weigh apart from the offering.
 */
const AUDIENCE_MARKERS = new Set([
  'for',
  'fur',
  'pour',
  'para',
  'voor',
  'per',
  'serving',
  'designed',
  'built',
  // Verbs whose object is the customer: "helps restaurants cut waste", "aide les vétérinaires".
  'helps',
  'helping',
  'hilft',
  'aide',
  'aidons',
  'ayuda',
  'ayudamos',
  'helpt',
  'helpen',
  'aiuta',
  'aiutiamo',
  'ajuda',
  'ajudamos',
  'trusted',
  'dedicated',
  'dedie',
  'dediee',
  'dedicado',
  'dedicada',
  'dedicato',
  'dedicata',
  'tailored',
]);
const AUDIENCE_SPAN = 4;
/**
 * "Para / pour / per" before a verb give a purpose, not a customer: "pollos para llevar",
 * "plats à emporter, pizzas pour emporter", "pizza per portare via", "comida para levar". A
 * Romance infinitive right after the marker starts no audience.
 */
const PURPOSE_MARKERS = new Set(['para', 'pour', 'per']);
const INFINITIVE = /^\p{L}{2,}(?:ar|er|ir|re)$/u;
/**
 * What a course teaches is its topic, not the school's trade: "aulas de cozinha", "cours de
 * cuisine", "corsi di cucina", "Kurse zu Arbeitssicherheit", "training in welding", "cooking
 * classes", "learn to bake". The topic's words become audience features too (`a:…`: someone
 * else's trade, named by this page), learned from training pages of courses on every trade
 * (`training/sectorDocuments.ts`), so "training/courses/classes in X" is not X.
 */
const ENGLISH_COURSE_WORDS = [
  'course',
  'courses',
  'class',
  'classes',
  'lesson',
  'lessons',
  'workshop',
  'workshops',
  'training',
  'school',
];
const COURSE_WORDS = new Set([
  ...ENGLISH_COURSE_WORDS,
  'kurs',
  'kurse',
  'seminare',
  'schulung',
  'schulungen',
  'cours',
  'formation',
  'formations',
  'atelier',
  'ateliers',
  'curso',
  'cursos',
  'clase',
  'clases',
  'taller',
  'talleres',
  'formacion',
  'cursus',
  'cursussen',
  'corso',
  'corsi',
  'lezione',
  'lezioni',
  'formazione',
  'aula',
  'aulas',
  'formacao',
  // A school of a trade teaches it: "escola de cozinha", "école de cuisine", "scuola di cucina".
  'schule',
  'ecole',
  'escuela',
  'scuola',
  'escola',
]);
/** The word that joins a course to its topic: "classes in", "cours de", "formação em". */
const TOPIC_PREPOSITIONS = new Set([
  'in',
  'on',
  'zu',
  'zum',
  'zur',
  'de',
  'du',
  'des',
  'en',
  'di',
  'em',
  'over',
]);
/** English puts the topic first: "cooking classes", "welding course". */
const TOPIC_FIRST = new Set(ENGLISH_COURSE_WORDS);
/** Verbs whose object is what is taught: "learn to bake", "aprenda a fazer", "impara". */
const LEARN_VERBS = new Set([
  'learn',
  'lernen',
  'apprendre',
  'apprenez',
  'aprende',
  'aprenda',
  'aprender',
  'impara',
  'imparare',
  'ensina',
  'ensena',
  'enseigne',
  'insegna',
]);
/**
 * Words that make the next ones the building's or the place's past, not the business: "in the
 * old bakery", "l'ancien garage", "la antigua farmacia", "die alte Schmiede", "de oude
 * smederij", "l'ex cantina", "a antiga mercearia". Those words become history features (`h:…`),
 * which no trade's training text has, so they count for none.
 */
const HISTORY_MARKERS = new Set([
  'old',
  'former',
  'formerly',
  'ancien',
  'ancienne',
  'antigua',
  'antiguo',
  'antiga',
  'antigo',
  'alte',
  'alten',
  'ehemalige',
  'ehemaligen',
  'voormalige',
  'oude',
  'vecchia',
  'vecchio',
  'antica',
  'antico',
  'ex',
]);
const HISTORY_SPAN = 2;
/**
 * Words that deny what follows: "we are not a restaurant", "wir sind keine Anwälte", "nous ne
 * sommes pas un hôtel", "no vendemos carne", "wij zijn geen boerderij", "non siamo un
 * ristorante", "não construímos nada". A page that says what it is not names that trade to set
 * itself apart, so the next two content words become denied features (`n:…`), which the model learns
 * only from training text that denies them, and otherwise count for none. Spanish "no" only
 * before a verb in "-mos" or a form of "to be" ("no somos", "no es"): Portuguese "no" is "in
 * the". "Not only / nicht nur / pas seulement" adds, it does not deny.
 */
const NEGATIONS = new Set([
  'not',
  'never',
  'isn',
  'aren',
  'nicht',
  'kein',
  'keine',
  'keinen',
  'keiner',
  'keinem',
  'pas',
  'niet',
  'geen',
  'non',
  'nao',
]);
const SPANISH_NO_VERB = /^(?:\p{L}+mos|es|son|esta|estamos|hay)$/u;
const ADDITIVE_AFTER_NEGATION = new Set([
  'only',
  'just',
  'nur',
  'seulement',
  'uniquement',
  'solo',
  'solamente',
  'alleen',
  'enkel',
  'apenas',
  'so',
]);
/** Content words denied; the little words between ("not *a* hotel", "pas *un*") are free. */
const NEGATION_SPAN = 2;
/**
 * Words from this length give their first five letters as a feature too: a five- or six-letter
 * stem ("Maler", "cider", "pintor") then meets its compounds and inflections (Malerarbeiten,
 * ciders, pintores). Such a stem says less than a long word's, so it counts less
 * (`SHORT_PREFIX`). Chosen on the development sets (5 from 7 raised each by a page or more);
 * at 0.5 the fixtures' held-out pages lost one, at 0.25 the development sets fell back.
 */
const PREFIX_FROM = 5;
const SHORT_PREFIX = 0.4;
/**
 * The seven languages' commonest little words, never features on their own (word pairs keep
 * them: "van_hire", "man_and_van"). Each is common in one language and rare or a trade word in
 * another, so the few training pages that used it gave it a trade: Dutch "van" (of, and every
 * "Van Dijk") was Vehicle Rental, "una" Water Utilities, "zijn" and "eine" a page that says
 * nothing.
 */
const FUNCTION_WORDS = new Set(
  [
    'the and of to in on at by with from our we your is are an as',
    'van het een de en op met voor bij aan uit naar ook wij ons onze zijn als dan maar over tot',
    'der die das und mit von zu im am auf fur ist bei aus nach wir uns unser sie ein eine oder auch hier',
    'le la les des du et au aux pour par sur avec dans nous notre nos vous votre est une un',
    'el los las del con por sobre su sus nuestro nuestra somos es una al',
    'il lo gli dei delle della nel nella nostro nostra siamo alla',
    'os as do da dos das em com no na nosso nossa um uma ao',
  ]
    .join(' ')
    .split(' '),
);
/**
 * A list of customers runs on past its conjunction ("for hotels, B&Bs and hostels"): each one
 * met inside an audience lengthens it by two words, up to `MAX_AUDIENCE`.
 */
const LIST_CONJUNCTIONS = new Set(['and', 'und', 'et', 'y', 'e', 'en', 'or', 'oder', 'ou', 'o']);
const MAX_AUDIENCE = 6;
/** Words this long are mostly compounds (Zahnarztpraxis, dierenartspraktijk). */
const COMPOUND_LENGTH = 11;

/** The page's language (ISO 639-3), or null when the text is too short to tell. */
export function detectLanguage(text: string): string | null {
  if (text.length < 40) return null;
  const [best] = francAll(text.slice(0, 2_000), { only: FRANC_LANGUAGES, minLength: 20 });
  return best && best[0] !== 'und' ? best[0] : null;
}

/** Lower-case words with accents folded, so `clínica`, `clinica` and `Clinica` meet. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !/^\d+$/.test(word));
}

/**
 * Where a sentence, a title part or a list item ends: an audience ("software for vets") never
 * reaches past it, and no word pair spans it.
 */
const SEGMENT_BREAK = /[.!?;:|•·–—\n]+|\s-\s/u;

/**
 * Weighted features of a document: words, word pairs, the first five letters of words
 * (which meet across languages and inflections: `veter` in veterinary, vétérinaire,
 * veterinario) and the last five letters of very long words: German and Dutch compounds put
 * their head last (Praxisverwaltungs*software*, Zahnarzt*praxis*, tandarts*praktijk*), so the
 * ending says what the thing is even when the whole compound was never seen. Weights are
 * capped at a fixed total, so a long page is not more certain than a short one.
 */
export function featuresOf(document: Document, total = 60): Map<string, number> {
  const features = new Map<string, number>();
  const add = (feature: string, weight: number) =>
    features.set(feature, (features.get(feature) ?? 0) + weight);
  for (const [zone, weight] of Object.entries(ZONE_WEIGHTS)) {
    const raw = document[zone as keyof typeof ZONE_WEIGHTS];
    const text =
      zone === 'body'
        ? raw.slice(0, BODY_LIMIT)
        : zone === 'title' || zone === 'headings'
          ? withoutBareHosts(raw)
          : raw;
    for (const segment of text.split(SEGMENT_BREAK))
      addSegment(words(joinNon(segment)), weight, add);
  }
  for (const segment of (document.scriptLead ?? '').split(SEGMENT_BREAK)) {
    addSegment(words(joinNon(segment)), SCRIPT_LEAD_WEIGHT, add);
  }
  const prose = `${document.lead} . ${document.body.slice(0, BODY_LIMIT)} . ${document.script}`;
  for (const statement of selfStatements(prose)) {
    addSegment(words(joinNon(statement)), SELF_WEIGHT, add);
  }
  for (const type of document.schemaTypes) add(`schema:${type}`, SCHEMA_WEIGHT);
  const sum = [...features.values()].reduce((a, b) => a + b, 0);
  if (sum === 0) return features;
  // Long pages are capped, short ones kept as they are: little text is little evidence.
  const scale = sum > total ? total / sum : 1;
  for (const [feature, weight] of features) features.set(feature, weight * scale);
  for (const claim of document.claims ?? []) add(`claim:${claim}`, CLAIM_WEIGHT);
  return features;
}

function addSegment(
  tokens: readonly string[],
  weight: number,
  add: (feature: string, weight: number) => void,
): void {
  let audience = 0;
  let history = 0;
  let denied = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string;
    if (deniesNext(token, tokens[index + 1])) {
      denied = NEGATION_SPAN;
      add(token, weight);
      continue;
    }
    if (AUDIENCE_MARKERS.has(token)) {
      const purpose = PURPOSE_MARKERS.has(token) && INFINITIVE.test(tokens[index + 1] ?? '');
      audience = purpose ? 0 : AUDIENCE_SPAN;
      continue;
    }
    const next = tokens[index + 1];
    if (LEARN_VERBS.has(token) || (COURSE_WORDS.has(token) && TOPIC_PREPOSITIONS.has(next ?? ''))) {
      // The course word itself is the page's own; its topic (after the preposition) is not.
      add(token, weight);
      if (token.length >= PREFIX_FROM)
        add(`~${token.slice(0, 5)}`, weight * (token.length > 6 ? 0.5 : SHORT_PREFIX));
      if (next) add(`${token}_${next}`, weight * 0.7);
      audience = AUDIENCE_SPAN + (LEARN_VERBS.has(token) ? 0 : 1);
      continue;
    }
    if (audience > 0 && LIST_CONJUNCTIONS.has(token)) {
      audience = Math.min(MAX_AUDIENCE, audience + 2);
    }
    if (HISTORY_MARKERS.has(token)) {
      history = HISTORY_SPAN;
      add(token, weight);
      continue;
    }
    const topicFirst =
      next !== undefined &&
      TOPIC_FIRST.has(next) &&
      !TOPIC_FIRST.has(token) &&
      !FUNCTION_WORDS.has(token);
    const prefix = denied > 0 ? 'n:' : history > 0 ? 'h:' : audience > 0 || topicFirst ? 'a:' : '';
    if (denied > 0 && !FUNCTION_WORDS.has(token)) denied--;
    if (history > 0) history--;
    if (audience > 0) audience--;
    if (!FUNCTION_WORDS.has(token)) add(`${prefix}${token}`, weight);
    if (token.length >= PREFIX_FROM) {
      add(`${prefix}~${token.slice(0, 5)}`, weight * (token.length > 6 ? 0.5 : SHORT_PREFIX));
    }
    if (token.length >= COMPOUND_LENGTH) add(`${prefix}$${token.slice(-5)}`, weight * 0.5);
    if (next && !AUDIENCE_MARKERS.has(next)) add(`${prefix}${token}_${next}`, weight * 0.7);
  }
}

/**
 * A title or heading that is only a host name ("taller-chapa-pintura-moreno.es") is a
 * registrar's or a host's placeholder naming the domain, not the company describing itself: its
 * words name the trade the owner meant to have. (Headings come joined by " . ".)
 */
const BARE_HOST = /^(?:https?:\/\/)?(?:www\.)?(?:[\p{L}\d-]+\.)+\p{L}{2,}\/?$/u;

function withoutBareHosts(text: string): string {
  return text
    .split(' . ')
    .filter((part) => !BARE_HOST.test(part.trim()))
    .join(' . ');
}

/** "non-profit", "non-stop" are one word, not a denial of the next. */
function joinNon(text: string): string {
  return text.replace(/\b(non)-(?=\p{L})/giu, '$1');
}

/** Whether `token` denies the words after it (see `NEGATIONS`). */
function deniesNext(token: string, next: string | undefined): boolean {
  if (next !== undefined && ADDITIVE_AFTER_NEGATION.has(next)) return false;
  if (NEGATIONS.has(token)) return next !== undefined;
  return token === 'no' && next !== undefined && SPANISH_NO_VERB.test(next);
}
