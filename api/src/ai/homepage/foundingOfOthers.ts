import { ARTICLES } from './articles.ts';
import { squashedSiteLabel } from './hostOf.ts';
import { LEGAL_FORM } from './legalForm.ts';
import { asDomainSpells, namesSiteWords, siteWordsIn } from './namesSite.ts';
import { SELF_HEAD } from './otherPartyAside.ts';

/**
 * What follows a copula without being a trade: an auxiliary or a founding's participle ("è stata
 * fondata", "ist gegründet"), a place word ("ist da", "est ici").
 */
const NOT_A_ROLE = String.raw`(?:stat[oaie]|sid[oa]|été|geweest|gewesen|worden|geworden|been|fondat\p{L}*|fondée?s?|fundad[oa]s?|opgericht|gegründet|nat[oa]|née?|nacid[oa]|nascid[oa]|hier|here|ici|aquí|qui|aqui|hoje|heute|today|aujourd'hui|oggi|hoy|vandaag|sempre|siempre|toujours|immer|always|altijd|also|auch|aussi|también|anche|também|ook|still|noch|encore|todavía|ancora|ainda|nog)(?![\p{L}])`;

/**
 * A named person's role held since a year: "Lead instructor Dana Whitfield has been a Red Seal
 * carpenter since 1996", "Onze monteur Sjoerd is monteur sinds 1992", "Coupeuse Els Vandamme is
 * coupeuse sinds 1995", "Ciro Esposito fa il pizzaiolo dal 1991", in the seven languages (the
 * role's noun after the copula without an article, or after "fa il", "fait le", "hace de").
 * Not when the name is the site's ("Copperfield Motors has been a family garage since 1972",
 * "Éric Girard est plombier depuis 1994" on plomberie-girard).
 */
const NAMED_ROLE_BEFORE = new RegExp(
  String.raw`\p{Lu}[\p{L}'’.-]+\s+(?:(?:has been|is)\s+(?:an?\s+(?:[\p{L}-]+\s+){0,3}|\p{Ll}+ing\s+(?:[\p{L}-]+\s+){0,4})|has\s+(?!been\b)\p{Ll}+(?:ed|ght|wn|ne|ld)\s+(?:[\p{L}-]+\s+){0,3}|(?:is|ist|est|es|è|é)\s+(?!${NOT_A_ROLE})(?:\p{Ll}[\p{L}-]{3,}\s+)(?:\p{Ll}[\p{L}-]*\s+)?|ist\s+(?!${NOT_A_ROLE})\p{Lu}\p{Ll}{3,}\s+|(?:fa|fait|hace|faz)\s+(?:il|lo|la|l['’]|le|de|o|a)\s*\p{Ll}[\p{L}-]{3,}\s+)$`,
  'u',
);

/**
 * A brand the company sells or represents, named in the sentence before the year and described
 * in a clause of its own: the year is the maker's ("Dealer van Hofmeister Küchen – keukens uit
 * Duitsland sinds 1926", "dépositaires du Champagne Delorme, maison fondée en 1838"), in the seven
 * languages. Without the break it dates the dealership ("Concessionnaire Yamaha depuis 1996").
 */
export const RESOLD_BRAND_BEFORE =
  /\b((?:autorisierte[rn]?\s+|offizielle[rn]?\s+)?(?:fach|vertrags)?händler\s+(?:der|des|von)|dealer|representante (?:exclusiv[oa]|oficial)|représentant exclusif|exclusive (?:agent|importer|distributor)|alleinvertrieb|vertragshändler|händler für|fachhändler für|dépositaires?|revendeur|concessionnaire|distributeur officiel|authori[sz]ed (dealer|stockist|reseller|retailer)|official (dealer|stockist|retailer)|stockists? of|we (sell|stock|carry)|wir (führen|verkaufen|vertreiben)|nous (vendons|distribuons)|(vendemos|distribuimos|comercializamos|revendemos)|(vendiamo|distribuiamo)|(we|wij) (verkopen|voeren)|distribuidor(es)? (?:autorizad[oa]s? |oficial(?:es)? )?(oficial|de)|concesionario|rivenditor[ei]|concessionari[oa]|revendedor|revenda (autorizada|oficial)|concessionári[oa]|officieel dealer|wederverkoper)\b[^.;!?]{0,80}[,–—(][^.;!?,–—(]{0,60}$/i;

/**
 * A brand or a maker named in the year's clause: its maker's year, not the shop's ("Velora – der
 * Marke, die seit 1898 in Bielefeld Fahrräder baut", "acrílicos Pampa, marca fundada en 1952",
 * "escopetas Beretta, fabricante italiano desde 1526"), unless the clause names the site.
 */
const BRAND_BEFORE =
  /(?<![\p{L}])(?:\p{L}*marke|brand|marque|marca|merk|marchio|fabricante|manufacturer|hersteller|fabricant|fabbricante|fabrikant)(?![\p{L}])[^.;!?]{0,40}$/iu;

/**
 * Someone's own history in the clause before the year, not the company's: "Dr. Frauke Kallweit
 * segelt selbst seit 1989", "Mr. Anne van Leeuwen is notaris sinds 1998", "El abuelo Fermín fue
 * ebanista en Lekunberri desde 1935", "Our founder Karen Oduya has worked in hospital cleaning since
 * 1996", "Don Ramiro Ocampo es carpintero desde 1979".
 */
const PERSON_BEFORE =
  /(?:^|[\s(])(?:dr\.|mr\.|mrs\.|ms\.|mevr\.|frau|herr|mme|mlle|sr\.|sra\.|dott\.(?:ssa)?|sig\.(?:ra)?|grandfather|grandmother|grandad|granddad|großvater|grossvater|großmutter|opa|oma|grand-père|grand-mère|abuel[oa]|nonn[oa]|avô|avó|my father|my mother|mein vater|meine mutter|mon père|ma mère|mi padre|mi madre|mio padre|mia madre|meu pai|minha mãe|mijn vader|mijn moeder|his father|her father|his mother|her mother|sein vater|seine mutter|ihr vater|ihre mutter|son père|sa mère|su padre|su madre|suo padre|sua madre|seu pai|sua mãe|zijn vader|haar vader|zijn moeder|haar moeder|don|doña|dona|founder(?:['’]s)?|owner(?:['’]s)?|gründer(?:in)?|inhaber(?:in)?|fondat(?:eur|rice|ore|rice)|fundador(?:a)?|oprichter|eigenaar|propriétaire|dueñ[oa]|titolare|proprietári[oa])[\s,][^.;!?]{0,80}$/iu;

/**
 * A public or natural thing named right before its own founding or date, not a business: "Les
 * gorges sont une réserve naturelle créée en 1980", "the national park since 1951", "ein Festival
 * seit 1976", "la DOC nata nel 1968"; an event's, also in brackets or a relative clause after its
 * name ("Arts Festival (running since 1978)", "Maratón Valencia, que se corre … desde 1981"). A
 * site named after it keeps the year.
 */
export const PUBLIC_THING_BEFORE =
  /(?<![\p{L}])(réserve naturelle|nature reserve|national park|parc (?:naturel|national)|naturschutzgebiet|nationalpark|naturpark|reserva natural|parque (?:natural|nacional)|riserva naturale|parco (?:naturale|nazionale)|natuurreservaat|nationaal park|natuurgebied|museum|musée|museo|museu|festival|feira|feria|fiera|foire|marathon|maratón|maratona|regatta|regata|carnival|carnaval|carnevale|karneval|kermis|sagra|unesco|appellation|aoc|doc|docg|dop|denominación de origen|denominação de origem|federation|fédération|federación|federazione|federação|verband)(?![\p{L}])[^.;!?,()]{0,30}(?:\(\s*(?:running|held|organi[sz]ed|ausgetragen|organisée?|celebrad[oa]|organizzat[oa]|georganiseerd|realizad[oa])?\s*|,\s*(?:que|which|that|qui|che|die|der|das|dat)\s[^.;!?,()]{0,40})?$/iu;

/**
 * A name as the subject of a founding told in the passive, right before its verb: "Summit
 * Aviation Holdings was founded in 1979". Not a subject with an article ("Der Verlag wurde 1987
 * … gegründet", "Der KAW wurde gegründet 1996"): German capitalises every noun, so an article
 * and a noun are most often the company speaking of itself.
 */
const PASSIVE_SUBJECT_BEFORE =
  /(?:^|[.!?:]\s+)((?:\p{Lu}[\p{L}&'’-]*\s+){1,5})(?:was|wurde|a été|fue|fu|è stat[oa]|werd|foi)\s+(?:\d{4}\s+)?$/u;

/** An article among the subject's words (a heading may run into it: "Geschichte Der KAW"). */
const ARTICLE = new RegExp(`(?:^|\\s)(?:${ARTICLES.join('|')}|l['’])\\s`, 'iu');

const LEGAL_FORM_WORD = new RegExp(String.raw`\s${LEGAL_FORM}(?=\s)`, 'gu');

/** Whether that subject is a name with none of the site's words: another party's founding. */
export function anotherNamedSubject(before: string, siteHost: string | undefined): boolean {
  if (siteHost === undefined) return false;
  const subject = PASSIVE_SUBJECT_BEFORE.exec(before)?.[1];
  return (
    subject !== undefined &&
    subject.trim().split(/\s+/).length >= 2 &&
    !ARTICLE.test(subject) &&
    !SELF_HEAD.test(subject) &&
    siteWordsIn(subject, siteHost, 4) === 0
  );
}

/** Whether the subject of "… nació en 1998" is the company: two of its site's words, or one alone. */
export function bornNamesSite(subject: string, siteHost: string | undefined): boolean {
  if (siteHost === undefined) return false;
  const words = siteWordsIn(subject, siteHost, 4);
  // An article is no word of the name: "La Ruche a ouvert ses portes en 2016", "A Acolher nasceu".
  // Nor is a legal form: "Die DentaPlan AG entstand 2010".
  const nameWords = ` ${subject.trim()} `
    .replace(ARTICLE, ' ')
    .replace(LEGAL_FORM_WORD, ' ')
    .trim()
    .split(/\s+/);
  return words >= 2 || (words === 1 && nameWords.length === 1);
}

/**
 * Whether the clause before a year tells a person's history (`PERSON_BEFORE`): not when the
 * person's words are the company's name ("Don Chuy" on donchuy-guadalajara.mx).
 */
export function aboutPerson(clause: string, siteHost: string | undefined): boolean {
  const person = PERSON_BEFORE.exec(clause);
  if (!person) return false;
  const named = asDomainSpells(
    clause.slice(person.index).split(/\s+/).filter(Boolean).slice(0, 2).join(''),
  ).replace(/[^a-z0-9]/g, '');
  return !(
    siteHost !== undefined &&
    named.length >= 6 &&
    squashedSiteLabel(siteHost).includes(named)
  );
}

/** Whether the words before a year name a public or natural thing the site is not named after. */
export function aboutPublicThing(before: string, siteHost: string | undefined): boolean {
  const thing = PUBLIC_THING_BEFORE.exec(before);
  // The thing's own words, not a relative clause after it ("…, que se corre cada diciembre").
  return thing !== null && !namesSiteWords(thing[0].split(',')[0] ?? '', siteHost);
}

/**
 * The writer's own trade held since a year, said in the first person: "Ich bin Zahnärztin seit
 * 1998", "Sono fotografa dal 2004", "je suis ostéopathe depuis", "I've been a registered nurse
 * since". A career, not the practice's founding.
 */
const FIRST_PERSON_ROLE_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:ich bin|je suis|sono|soy|ik ben|sou|i am|i'm|i’m|i have been|i've been|i’ve been)\s+(?:(?:a|an|eine?|un|une|una|um|uma|een)\s+)?(?!${NOT_A_ROLE})\p{L}[\p{L}-]{3,}(?:\s+\p{L}[\p{L}-]*){0,2}\s+$`,
  'iu',
);

/**
 * Whether the clause before a year gives a named person's role (`NAMED_ROLE_BEFORE`) or the
 * writer's own (`FIRST_PERSON_ROLE_BEFORE`), not the site's.
 */
export function aboutNamedRole(clause: string, siteHost: string | undefined): boolean {
  return (
    (NAMED_ROLE_BEFORE.test(clause) || FIRST_PERSON_ROLE_BEFORE.test(clause)) &&
    !namesSiteWords(clause, siteHost)
  );
}

/** Whether the clause before a year names a brand (`BRAND_BEFORE`) the site is not named after. */
export function aboutBrand(clause: string, siteHost: string | undefined): boolean {
  return BRAND_BEFORE.test(clause) && !namesSiteWords(clause, siteHost);
}

/**
 * A founding told first with its founders, its subject named after them: "Fondée en 1999 par
 * des patientes et des soignantes du CHU de Nantes, Ruban Rose Atlantique accompagne …". The
 * subject is a name before its verb, its first word no determiner ("Founded in 2004 by two
 * potters, the studio …" is the company speaking). Not in German, whose nouns are all
 * capitalised.
 */
const PARTICIPLE_FOUNDING =
  /^(?:founded|established|fondée?|créée?|fundad[ao]|fondat[ao]|opgericht|criad[ao])\b/iu;

const SUBJECT_AFTER_ASIDE =
  /^(?:\s+(?:in|en|em|à|a|nel|te)\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)?\s+(?:by|par|door|por|da|pel[oa]s?|dall[ae]|dai|dagli)\s[^.;!?,()]{0,80},\s+(?!(?:the|this|our|we|la|le|les|l|el|los|las|il|lo|die|der|das|de|het|onze|unser\p{L}*|wir|notre|nous|nuestr\p{L}+|noss\p{L}+|a|o|una?|uma?|eine?|een|wij|noi|nós)\b)(\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+){0,3})\s+\p{Ll}{3,}/u;

/** Whether a founding told first names someone other than the site as its subject. */
export function foundingOfNamedOther(
  text: string,
  start: number,
  match: string,
  siteHost: string | undefined,
): boolean {
  if (siteHost === undefined || !PARTICIPLE_FOUNDING.test(match)) return false;
  // Told first: the participle opens its sentence, written with a capital or after a stop; not
  // the company's own passive ("The Old Butchery was established in 2017 by two friends, Ana
  // and Tom").
  if (!/^\p{Lu}/u.test(match) && !/(?:^|[.!?:;]\s*)$/u.test(text.slice(0, start))) return false;
  const subject = SUBJECT_AFTER_ASIDE.exec(
    text.slice(start + match.length, start + match.length + 160),
  );
  return subject !== null && siteWordsIn(subject[1] ?? '', siteHost, 4) === 0;
}

/**
 * A former business named before its founding: "Notre boutique occupe l'ancienne Boulangerie
 * Perrin, fondée en 1921", "in the old Kessler Mill, built and founded in 1890". The marker and a
 * capitalised name after it, in the clause that ends at the year.
 */
const FORMER_MARKER =
  /(?:l['’]ancienne?|the (?:old|former)|die (?:alte|ehemalige)|der (?:alten|ehemaligen)|des (?:alten|ehemaligen)|la antigua|el antiguo|a antiga|o antigo|l['’]ex|la vecchia|il vecchio|l['’]antica|de (?:oude|voormalige)|het (?:oude|voormalige))\s+(\S)[^.;!?]{0,60}$/iu;

export function formerBusinessBefore(before: string, siteHost: string | undefined): boolean {
  const former = FORMER_MARKER.exec(before);
  if (!former || !/\p{Lu}/u.test(former[1] ?? '')) return false;
  // The site's own name may begin with "Old": "The Old Butchery was established in 2017" on
  // oldbutchery-kitchen.co.uk.
  return !namesSiteWords(former[0], siteHost);
}
