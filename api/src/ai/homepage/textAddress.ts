import { withoutOwnPartnerWords } from './otherParty.ts';

/**
 * A postal address written as a line of text ("78 rue Notre-Dame, 33000 Bordeaux – 05 56 44 90
 * 21", "Unit 2, Bilborough Road, Nottingham NG8 4DW"), not in an `<address>` element. A block
 * counts only when it is short, holds a street with its number (in one of the seven languages'
 * forms) and a postcode, and says nothing of a trade fair, a partner or another place: the
 * caller passes only the company's own blocks (no credits, no links elsewhere).
 */
const STREET = new RegExp(
  [
    // 12 High Street, 618 S King St, 14 Riverside Dr
    // An ordinal names a street too: "1714 E 7th Ave", "300 W 42nd Street".
    String.raw`\b\d+[a-z]?,?\s+(?:(?:[\p{L}'.-]+|\d+(?:st|nd|rd|th))\s+){1,4}(?:street|st|road|rd|lane|ln|avenue|ave|drive|dr|way|place|pl|square|sq|court|ct|close|crescent|terrace|parade|row|boulevard|blvd|highway|hwy|arcade|mews|wharf|quay)\b`,
    // Unit 2, Bilborough Road
    String.raw`\b(?:unit|suite|flat)\s+\d+[a-z]?,\s+(?:[\p{L}'.-]+\s+){1,3}(?:street|road|lane|avenue|drive|way|park|estate)\b`,
    // Hauptstraße 12, Oskar-Jäger-Straße 143, Keizersgracht 241, Am Markt 3
    String.raw`[\p{L}-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|damm|ufer|chaussee|straat|laan|plein|gracht|kade|dijk|singel|steeg)\s+\d+[a-z]?\b`,
    // 78 rue Notre-Dame, 5 bis avenue Foch
    // Québec's country roads and hills too: "1240, rang Saint-Joseph", "45, montée Sainte-Julie"
    String.raw`\b\d+(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|boul\.|bd|place|chemin|allée|impasse|quai|route|cours|rang|montée)\s`,
    // Avenue Louise 231, Rue de la Loi 16 (Belgium, Switzerland, Luxembourg: the number after)
    String.raw`\b(?:rue|avenue|boulevard|chaussée|place|chemin|quai|drève|square|route)\s+[\p{L} .'’-]{2,40}?,?\s+[1-9]\d{0,3}[a-z]?\b`,
    // Calle Mayor 5, Via dei Monti Parioli 28, Rua da Sofia 210, Camino de la Vega s/n; a street
    // named after a date: "Avenida 5 de Outubro 62", "Calle 16 de Septiembre 45".
    String.raw`\b(?:calle|c/|avenida|avda\.?|av\.|bv\.|blvd\.|bulevar|plaza|paseo|camino|carrer|carretera|ronda|via|viale|piazza|piazzale|corso|largo|vicolo|rua|praça|travessa|estrada|alameda|calçada)\s+(?:\d{1,2}º?\s+(?:de|del)\s+)?[\p{L} .'-]{2,40}?,?\s*(?:n\.?\s?º?\s?|#\s?)?(?:\d+[a-z]?|s/n)\b`,
    // Colombia's grid: "Carrera 7 # 19-28", "Calle 10 No. 43-12", "Cra. 43A #9 Sur-91".
    String.raw`\b(?:calle|carrera|cra\.?|cl\.?|kr\.?|avenida|av\.|transversal|tv\.?|diagonal|dg\.?)\s+\d{1,3}[a-z]?(?:\s?bis)?\s*(?:#|n[oº°]\.?)\s*\d{1,3}[a-z]?(?:\s+sur)?\s*-\s*\d{1,3}\b`,
  ].join('|'),
  'iu',
);

/** An Irish Eircode: its routing key and its unique identifier ("D06 K2X7"). */
export const EIRCODE = String.raw`\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s[0-9AC-FHKNPRTV-Y]{4}\b`;
/**
 * A Spanish American region or province after a town, which stands for the postcode a page most
 * often leaves out there ("Av. Italia 1356, Providencia, Santiago", "Mitre 584, San Carlos de
 * Bariloche, Río Negro", "Av. Alemania 0671, Temuco, Región de La Araucanía", "…, Ciudad de
 * Mendoza", "Carrera 43A # 9 Sur-91, Medellín, Antioquia"): Chile's regions and capital,
 * Argentina's provinces and capital, Bogotá and Colombia's departments.
 * After a comma, and ending its part of the line.
 */
const SPANISH_AMERICAN_REGIONS = [
  String.raw`Región (?:de(?:l| la| los)? )?\p{Lu}[\p{L}'’ ]{2,30}?`,
  'Región Metropolitana',
  'Santiago(?: de Chile)?',
  'CABA',
  'Ciudad Autónoma de Buenos Aires',
  'Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego',
  'Tucumán',
  String.raw`Bogotá(?: D\.?\s?C\.?)?`,
  // Colombia's departments.
  'Antioquia',
  'Atlántico',
  'Boyacá',
  'Cundinamarca',
  'Huila',
  'Nariño',
  'Norte de Santander',
  'Quindío',
  'Risaralda',
  'Santander',
  'Tolima',
  'Valle del Cauca',
  'Bolívar',
  'Caldas',
  'Cauca',
  'Cesar',
  'Magdalena',
  'Meta',
  'Sucre',
  'La Guajira',
  'Casanare',
].join('|');
/** The region after a comma, ending its part of the line: where a named street's postcode would be. */
const REGION_ENDING_PART = String.raw`(?<=,\s*)(?:Ciudad de )?(?:${SPANISH_AMERICAN_REGIONS})(?=\s*(?:$|[,.·|•–—(\n]))`;
export const SPANISH_AMERICAN_TOWN_AND_REGION = String.raw`(?<=,\s*)(?:\p{Lu}[\p{L}'’ .-]{2,40}?,\s*)?${REGION_ENDING_PART}`;

/** A US town, state and ZIP code after a street of any name ("2437 NE Broadway · Portland, OR 97232"). */
const US_TOWN_STATE_ZIP = String.raw`\p{Lu}[\p{L}'’ .-]{1,30}?,\s*[A-Z]{2}\s\d{5}(?:-\d{4})?\b`;

/**
 * A street of any name in its line before the postcode and town ("Am Markt 19 · 23966 Wismar",
 * "Stadsring 120 · 3811 HT Amersfoort", "112 Belgrave Gate · Leicester LE1 3GR", "Località Poggio
 * Rosso 3, 53024 Montalcino"): streets named without a street word are as common as those with
 * one, and the postcode and town after it say it is an address. It must begin its line or
 * follow a separator, start with a capital or a house number, and its number must be a house
 * number (no leading 0, as an area code has; no PO box).
 */
const NAMED_STREET = new RegExp(
  // Dublin's postal districts ("Dublin 17, D17 KX20") are a town, not a street.
  String.raw`(?<=^|[·|•,;:–—\n]\s*)(?!Dublin\s+\d)(?!(?:[Pp]ostfach|[Pp]ostbus|P\.?\s?O\.?\s?[Bb]ox|[Aa]partado|[Cc]asella|[Cc]aixa|BP|CS)\b)` +
    // A house number ends its digits: "CEPs 80010-000 a …" is no street "CEPs 8".
    // A house number may carry a letter, also after a hyphen ("Ravenswade 54-C", "Kade 7B").
    String.raw`(?:\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,4}\s+[1-9]\d{0,3}(?!\d)(?:-?[A-Za-z](?![\p{L}]))?|[1-9]\d{0,3}[a-z]?,?\s+\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,3}` +
    // A country road or a lane has no number: "Chemin de la Rivière", "Località Poggio", "Heath Lane".
    String.raw`|(?:Chemin|Route|Allée|Impasse|Lieu-dit|Hameau|ZA|ZI|ZAC|Zone|Parc|Camino|Carretera|Paraje|Partida|Strada|Località|Loc\.|Contrada|Estrada|Quinta|Sítio)\s+[\p{L}'’ .-]{2,40}?|\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}\s+(?:Street|Road|Lane|Avenue|Drive|Way|Close|Crescent|Terrace|Quay|Wharf|Row|Square|Yard|Park|Farm|Mill|Green|Gate|Buildings|Estate)(?:,\s+[\p{L}'’ .-]{2,30}?)?)` +
    // An Argentine CPA ("C1414BMH CABA", "B1642 San Isidro") is a postcode too.
    // A floor or a unit in brackets may stand before it: "Vredenburg 40 (6e verdieping), 3511 BD".
    // A neighbourhood, a town or a county may stand between ("Colima 212, Roma Norte, Cuauhtémoc,
    // 06700 Ciudad de México", "Humahuaca 3549, Almagro, C1191 …", "Ballymore Road, Naas, Co.
    // Kildare, W91 X2C7").
    String.raw`(?=(?:\s*\([^()]{1,30}\))?(?:\s*,\s*(?:Co\.\s+)?\p{Lu}[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}){0,2}\s*[,·|•–—]?\s*(?:${REGION_ENDING_PART}|\d{4,5}\s+\p{Lu}|\d{4}\s?[A-Z]{2}\b|\d{4}-\d{3}\b|[A-HJ-NP-Z]\d{4}(?:[A-Z]{3})?\s+\p{Lu}|[A-HJ-NP-Z]\d{4}[A-Z]{3}\b|\p{Lu}[\p{L}-]+\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|${EIRCODE}|${US_TOWN_STATE_ZIP}))`,
  'u',
);

/**
 * A Brazilian town and its state, which stand for the CEP a shop often leaves out ("Curitiba -
 * PR").
 */
export const BRAZILIAN_TOWN_AND_STATE = String.raw`\p{Lu}\p{L}+\s?[-–/]\s?(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)\b`;

/**
 * UK, Irish, Dutch, Portuguese, Brazilian, US, Canadian, Australian, Argentine and the four- and
 * five-digit postcodes of the rest (New Zealand's after the town, at the end: "Christchurch
 * 8023"); a year ("since 1987 We…") is not one, unless it follows the house number
 * ("Noorderlaan 133, 2030 Antwerpen").
 */
const POSTCODE = new RegExp(
  `${BRAZILIAN_TOWN_AND_STATE}|${SPANISH_AMERICAN_TOWN_AND_REGION}|${EIRCODE}|${String.raw`\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b\d{4}\s?[A-Z]{2}\b|\b\d{4}-\d{3}\b|\b\d{5}-\d{3}\b|\b[A-Z]{2}\s\d{5}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s\d{4}\b|\b[A-HJ-NP-Z]\d{4}(?:[A-Z]{3})?\s+\p{Lu}|\b[A-HJ-NP-Z]\d{4}[A-Z]{3}\b|\b(?!19\d\d\b|20[0-3]\d\b)\d{4,5}\s+\p{Lu}|(?<=\d[a-z]?\s*[,·–-]\s*)\b(?:19\d\d|20[0-3]\d)\s+\p{Lu}|(?<=,\s*\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?\s)(?!19\d\d\b|20[0-3]\d\b)\d{4}(?=\s*(?:,\s*New Zealand\b|$))`}`,
  'u',
);

/**
 * A fair's hall or stand has its number ("Hall 4", "Stand B12"); "Hay Hall Road" is a street. A
 * fair is a "Salon du …", not a hair salon's name ("Shear Haven Salon, 2437 NE Broadway").
 */
const SOMEWHERE_ELSE =
  /\b(?:(?:hall|halle|stand|booth)\s+[A-Z]?\d+|messe|salon\s+(?:de|du|des|d['’]|international|professionnel)|feria|beurs|fiera|feira|expo|congress|kongress|partner|member|sister|branch|filiale|succursale|sucursal)\b/i;

const PHONES_AND_EMAILS =
  /[^\s@]+@[^\s@]+|(?<!\S)@[\w.]+|(?:\b(?:tel|phone|fax|t)\b[.:]?\s*)?\+?\(?\d[\d\s().-]{7,}\d/gi;

const MAX_LENGTH = 160;

/**
 * The street of a street-and-postcode pair in a text, whoever's place it is (a branch's, a
 * group's): no test of what surrounds it.
 */
export function addressedStreet(text: string): string | null {
  const street = streetMatch(text);
  return street !== null && POSTCODE.test(text) ? street[0].trim() : null;
}

export function postalAddressInBlock(text: string): string | null {
  const value = text.replace(/\s+/g, ' ').trim();
  if (!value) return null;
  // A long paragraph that opens with a labelled address gives it in its first sentence ("Depot &
  // booking office (visits by appointment): Unit 4, Cross Green Way, Leeds LS9 0SE. This is
  // where the lines are …"); an address further on is told in a story or a mention.
  if (value.length > MAX_LENGTH * 1.5) {
    const first = value.split(/(?<=[\p{L}\d)]{2}[.!?])\s+(?=\p{Lu})/u)[0] ?? value;
    return first.length < value.length && first.includes(':') ? postalAddressInBlock(first) : null;
  }
  if (addressedStreet(value) === null) return null;
  // "Müller & Partner", "Ansprechpartnerin": the company's own partner words are no other place,
  // and neither is the street's own name ("Calle Feria 61").
  const aroundStreet = withoutStreet(value);
  if (SOMEWHERE_ELSE.test(withoutOwnPartnerWords(aroundStreet))) return null;
  const address = value
    // A phone has 9 digits or more; a street number and a postcode together have fewer.
    .replace(PHONES_AND_EMAILS, (found) =>
      found.includes('@') || found.replace(/\D/g, '').length >= 9 ? ' ' : found,
    )
    .replace(/\s*[–—|·•]\s*(?=[–—|·•]|$)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,–—|·•-]+$/, '')
    // The labels of the numbers and mailboxes taken out ("…, 24159 Kiel Telefon:").
    .replace(TRAILING_LABELS, '')
    .trim();
  return address.length <= MAX_LENGTH ? address : null;
}

/**
 * The labels a line leaves after the address once its numbers and mailboxes are out ("…, 24159
 * Kiel Telefon:", "…, 00153 Roma, Prenotazioni:").
 */
export const TRAILING_LABELS =
  /(?:[\s,–—|·•-]+(?:(?:y|e|and|und|et|en|&)\s+)?(?:t[eé]l(?:efon|éfono|efono|efoon|efone|ephone|éphone)?|phone|fon|fono|fax|pbx|e-?mail|mail|correo(?: electrónico)?|courriel|whatsapp|celular|móvil|prenotazioni|reservas?|reservations?|bookings?|t|f|e|m)\.?\s*:?)+\s*$/iu;

/** The words before the street in a block ("Parken: P+R Bahnhof, " before "Bahnhofplatz 2"). */
export function textBeforeStreet(text: string): string {
  const value = text.replace(/\s+/g, ' ').trim();
  const match = streetMatch(value);
  return match ? value.slice(0, match.index) : value;
}

const PO_BOX =
  /\b(?:postfach|postbus|p\.?\s?o\.?\s?box|apartado de correos|casella postale|caixa postal|boîte postale|bp\s\d)/i;

/** "Postfach 10 14 62, 44014 Dortmund": where the company's mail goes, not where it is. */
export function isPostBoxOnly(text: string): boolean {
  const value = text.replace(/\s+/g, ' ');
  return PO_BOX.test(value) && !streetMatch(value);
}

/** The text without its street ("Calle Feria 118, 41002 Sevilla" → ", 41002 Sevilla"). */
export function withoutStreet(text: string): string {
  const value = text.replace(/\s+/g, ' ');
  const street = streetMatch(value);
  return street ? value.replace(street[0], ' ') : value;
}

/**
 * A German street named by a preposition and a capitalised noun, with no street word: "Am
 * Lindenhof 3", "An der Alster 12", "Im Winkel 4". Case-sensitive (not "im Jahr 2019"), and a
 * house number of at most three digits.
 */
const PREPOSITION_STREET =
  /(?<![\p{L}])(?:Am|An der|An den|Im|In der|In den|Auf dem|Auf der|Zum|Zur|Unter den|Hinter der|Vor dem)\s+\p{Lu}[\p{L}-]+\s+\d{1,3}[a-z]?(?![\p{L}\d])/u;

/** The first street in the text, by a street word or by its place before the postcode. */
function streetMatch(value: string): RegExpExecArray | null {
  const worded = STREET.exec(value) ?? PREPOSITION_STREET.exec(value);
  const named = NAMED_STREET.exec(value);
  // A street word inside a named street's words is where the street starts: "Nos encuentras en
  // Calle Colima 159, Roma Norte, 06700 …" is "Calle Colima 159".
  if (
    worded &&
    named &&
    worded.index > named.index &&
    worded.index < named.index + named[0].length
  ) {
    return worded;
  }
  const matches = [worded, named].filter((match): match is RegExpExecArray => match !== null);
  return matches.sort((a, b) => a.index - b.index)[0] ?? null;
}
