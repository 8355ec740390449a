import { eitherCaseFirst } from './eitherCase.ts';
import { LEGAL_FORM } from './legalForm.ts';
import { namesSiteWords } from './namesSite.ts';
import { FIRST_PERSON, FIRST_PERSON_WORDS } from './selfWords.ts';

/**
 * Another party founded in that year, named just before in an aside: "Whitmore's Farm (founded
 * 1898)", "Phonak, the Swiss maker founded in 1947", "Allergan, a company founded in 1948", "a
 * coopérative de Piura, au Pérou, fondée en 1997", "dem Magischen Zirkel, der 1912 gegründet
 * wurde". The year is the company's only when the words before the aside name the site.
 */
const ASIDE_BEFORE =
  /(?:\(\s*|,\s*)(?:(?:a|an|the|une?|la|le|el|il|lo|o|uma?|een|het|de|ein|eine|der|die|das|which|that|qui|que|che|dat|welche[rs]?)\s+)?(?:[\p{L}'’-]+\s+){0,4}$/iu;

/**
 * An aside whose since-year dates the name just before it: a bracket right after the name
 * ("…the chairs of Fratelli Colombo (sinds 1962)"), or a relative clause ("…na Feira Orgânica do
 * Passeio Público, que acontece desde 2011").
 */
const NAME_ASIDE_BEFORE =
  /\p{Lu}[\p{L}'’&.-]*\s*\(\s*(?:[\p{L}-]+\s+)?$|,\s*(?:which|that|who|die|der|das|welche[rs]?|qui|que|che|dat|wat)\s+(?:[\p{L}'’-]+\s+){0,4}$/iu;

/** A founder's verb in the active voice ("a fondé le cabinet", "gründete"): the company's own. */
/** An auxiliary right before a founding participle: someone founded it, in the active voice. */
const AUXILIARY_BEFORE =
  /(?<![\p{L}])(?:a|ont|avons|ai|ha|hanno|hat|haben|has|have|had|heeft|hebben)\s+$/iu;
const ACTIVE_FOUNDING =
  /^(?:(?:a|ont|avons|ai|ha|hanno)\s|gründete|fund(?:ó|aron|ou|aram)\b|fondò|(?:founded|started|established)\s+(?:the|our|this)\b)/iu;

/**
 * "from", "d'une", "van" before a name: where something comes from, another party. Not German
 * "von" or "aus", whose nouns are all capitalised ("Importeur von Gewürzen").
 */
const SOURCE =
  /\b(?:from|d'une?|d’une?|de la|du|des|di|da|dalla|van|do|dos|das)\s+\p{Lu}|\b(?:from|d'une?|d’une?)\s|\b(?:(?:vien|provien)(?:nen)?t|vienen|viene|proviene|provengono|vêm|vem|kommt|kommen|stammt|stammen|komt|komen|comes?)\s+(?:de|d'|da|do|von|vom|aus|van|uit|from)\b/u;

/** A street word and its name ending the words before an aside: "via Po", "rue Mercière". */
const STREET_AT_END =
  /(?<![\p{L}])(?:via|viale|piazza|corso|rue|avenue|boulevard|place|calle|avenida|plaza|paseo|rua|praça|travessa|street|road|lane)\s+(?:(?:de|del|della|di|du|des|da|do|dos)\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}\s*$/u;

/** "by" before a name: who makes or does something, another party ("spun by Laxton's mill"). */
const AGENT = /\b(?:by|par|door|por|pela|pelo)\s+\p{Lu}/u;

/**
 * A maker named by its trade and its name ("der Brauerei Puntigam", "la fromagerie Dubois"): whose
 * product the company pours or sells, another party ("Wir schenken Märzen der Brauerei Puntigam
 * aus, gebraut seit 1869"). The trade word in either case, the name capitalised.
 */
const PRODUCER_WORDS = [
  'brauerei',
  'brewery',
  'brasserie',
  'cervecería',
  'birrificio',
  'brouwerij',
  'cervejaria',
  'rösterei',
  'roastery',
  'torréfaction',
  'torrefazione',
  'koffiebranderij',
  'torrefação',
  'molkerei',
  'käserei',
  'fromagerie',
  'quesería',
  'caseificio',
  'kaasmakerij',
  'queijaria',
  'weingut',
  'winery',
  'domaine',
  'bodega',
  'cantina',
  'wijnhuis',
  'adega',
  'destillerie',
  'brennerei',
  'distillery',
  'distillerie',
  'destilería',
  'distilleria',
  'stokerij',
  'destilaria',
  'manufaktur',
  'hersteller',
  'manufacturer',
  'fabricant',
  'fabricante',
  'produttore',
  'fabrikant',
];

const PRODUCER_NAMED = new RegExp(
  String.raw`(?<![\p{L}])(?:${eitherCaseFirst(PRODUCER_WORDS)})\s+(?:[\p{L}'’-]+\s+)?\p{Lu}`,
  'u',
);

/**
 * A partner named after the word: "da nossa parceira Doceria Tia Lena, desde 1982", "unser
 * Partner Bäckerei Kunz, seit 1950": whose years the aside tells, in the seven languages.
 */
const PARTNER_NAMED =
  /(?<![\p{L}])(?:partner(?:in|s)?|parceir[oa]s?|partenaires?|aliad[oa]s?)\s+(?:[\p{L}'’-]+\s+)?\p{Lu}/iu;

/** A name with its legal form at the end of an aside's head: "… ist die Kinderwelt Sachsen gGmbH". */
const LEGAL_NAME_END = new RegExp(
  String.raw`\p{Lu}[\p{L}'’&-]*\s+(?:${LEGAL_FORM}|Co)\.?(?:(?:,\s*|\s+(?:in|à|en|a|em|te|aus|de|di)\s+)\p{Lu}[\p{L}-]+)?\s*$`,
  'u',
);

/** Words that name the company itself, not another party, before an aside about its founding. */
export const SELF_HEAD = new RegExp(
  String.raw`\b(?:${FIRST_PERSON_WORDS}|company|firm|business|practice|\p{L}*bedrijf|\p{L}*betrieb|unternehmen|firma|entreprise|société|maison|empresa|negocio|azienda|ditta|impresa|loja|zaak|kanzlei|praxis|cabinet|studio|atelier|coop\p{L}*|coöperatie|genossenschaft)\b`,
  'iu',
);

/**
 * Whether the founding at `start` is told in an aside about someone other than the site. A
 * since-year's aside ("…, baking since 1921") is most often the company's own tagline: it is
 * another party's only when the head names who makes or does something for it ("Our yarn is
 * spun by Laxton's mill in Yorkshire, spinning since 1887") or a firm by its legal form ("Träger
 * ist die Kinderwelt Sachsen gGmbH, seit 1991 …"); "from Cornwall" may be its place.
 */
export function aboutAnotherParty(
  text: string,
  start: number,
  options: { siteHost: string | undefined; withVerb: boolean },
): boolean {
  const { siteHost } = options;
  // Someone founding it ("…, a fondé le cabinet en 2012") is no aside about another party.
  if (ACTIVE_FOUNDING.test(text.slice(start, start + 40))) return false;
  // … or with its auxiliary before the match ("Avec Camille, … il a ouvert Pachamama en 2015").
  if (AUXILIARY_BEFORE.test(text.slice(Math.max(0, start - 10), start))) return false;
  // A capital starts a sentence or a list item of its own ("… twelve stables Established in
  // 1994 by …"), not an aside.
  if (/\p{Lu}/u.test(text.charAt(start))) return false;
  const sentence =
    text
      .slice(Math.max(0, start - 160), start)
      // A signature's dash starts a sentence too ("… mit Deegwerk. — Jan Hendriks, Bakkerij …").
      .split(/[.;!?]\s+(?=[\p{Lu}—–])/u)
      .at(-1) ?? '';
  if (!ASIDE_BEFORE.test(sentence)) return false;
  const cut = Math.max(sentence.lastIndexOf(','), sentence.lastIndexOf('('));
  // The words that name what the aside is about; the company speaking of its own supplier
  // ("Our pork comes from Whitmore's Farm (founded 1898)") names another party.
  // A street right before the comma is a place, not a party ("sala di lettura sotto i portici di
  // via Po, fondata nel 1921"): its name is no other party's.
  const head = sentence.slice(0, cut).split(/\s+/).slice(-12).join(' ').replace(STREET_AT_END, '');
  // A description without a name ("An independent publisher of nature writing, founded by …")
  // is the company's; another party is named ("from Whitmore's Farm", "Phonak, the …").
  if (!/\s\p{Lu}/u.test(head.replace(/^\s*\S+/, ''))) return false;
  if (
    !options.withVerb &&
    !AGENT.test(head) &&
    !PRODUCER_NAMED.test(head) &&
    !LEGAL_NAME_END.test(head) &&
    !PARTNER_NAMED.test(head) &&
    !NAME_ASIDE_BEFORE.test(sentence)
  ) {
    return false;
  }
  const self = SELF_HEAD.exec(head);
  const afterSelf = head.slice(self?.index ?? 0);
  const namesOther = [SOURCE, AGENT, PRODUCER_NAMED, LEGAL_NAME_END, PARTNER_NAMED].some(
    (pattern) => pattern.test(afterSelf),
  );
  if (self && !(FIRST_PERSON.test(self[0]) && namesOther)) {
    return false;
  }
  // Without the site's name there is nothing to tell the company from another party by.
  if (siteHost === undefined) return false;
  // The head or the aside's own words ("Viticultores desde 1890, bodega fundada en 1964").
  return !namesSiteWords(`${head} ${sentence.slice(cut)}`, siteHost);
}
