import { withoutOwnPartnerWords } from './otherParty.ts';

/**
 * Numbers written without a label ("42B Gloucester Road · 0117 942 6610 · ink@…") where a
 * company writes how to reach it (the caller passes only its own blocks in a contact place:
 * the footer, an `<address>`, a contact section). Only a number shaped like a phone line counts:
 * an international prefix (bracketed too: "(+351) 213 421 087"), a bracketed area code, a trunk 0 followed by groups, the North
 * American 3-3-4 form (Québec's "418 337-2964" too), or nine digits in groups with no trunk 0 (Spain and Portugal: "963 41 58
 * 27"), with 9 to 15 digits. A number after a registry, tax, bank, fax or timetable label
 * is not a line to call, and a block that names an emergency or a helpline holds someone
 * else's number.
 */
const PHONE_SHAPE =
  /(?<![\w+/.,-])(\(\+\d{1,3}\)[\s.-]?\d[\d\s.-]{6,14}\d|(?<!\()\+\d{1,3}[\s.-]?(?:\(0\)[\s.-]?)?\(?\d[\d\s().-]{6,16}\d|\(\d{2,5}\)[\s.-]?\d[\d\s.-]{4,12}\d|0\d{1,4}(?:\s?[./-]\s?|\s)\d[\d\s./-]{3,12}\d|\d{3}[\s.-]\d{3}[.-]\d{4}|[1-9]\d{2}(?:[\s.]\d{2,3}){2,3})(?![\w/-])/g;

const NOT_A_LINE =
  /\b(?:fax|telefax|vat|ust|tva|iva|btw|kvk|siret|siren|rcs|nif|cif|nipc|iban|bic|swift|reg|no|nr|hrb|hra|steuer|steuernummer|konto|account|sort code|licen[cs]e|abn|acn|ein|company|registered|registro|ondernemingsnummer|ondernemingsnr|enterprise|entreprise|bce|kbo|uid|mwst|partita iva|p\.\s?iva|codice fiscale|cnpj|cuit|firmenbuch|handelsregister|registernummer|zvr|order|bestell|commande|pedido|ordine|orari|horaires?|horarios?|horários|fahrplan|timetables?|dienstregeling)\b[^\d]{0,12}$|n[°º]\s*$|\bf\.\s*$/i;

/**
 * "call 0800 111 999", "composez le 3115", "llame al …": the page tells visitors to ring a
 * number without saying it is its own (its own is "call us", a labelled line); after "Smell
 * gas? This is not us" it is the gas network's.
 */
const CALL_SOMEONE =
  /\b(?:call|ring|dial|contact|wahlen sie|wählen sie|composez(?: le)?|appelez(?: le)?|llame al|llama al|marque(?: el)?|ligue(?: para)?|chiamate(?: il)?|chiama(?: il)?|bel)\s*$/i;

/**
 * A verb that opens the contact place's line is its label ("Call (705) 555-0127 · Text line …",
 * "Bel 050 318 2274"), as "Tel." is: no one else is named before the number.
 */
const LINE_VERB =
  /^\s*(?:call(?: us)?|ring(?: us)?|phone(?: us)?|dial|bel(?: ons)?|appelez(?:-nous)?|llámenos|llame|llama|llamanos|chiamaci|chiama|ligue(?:-nos)?|rufen sie (?:uns )?an)\s*:?\s*$/i;

/**
 * "call Quit Your Way Scotland on …", "appelez SOS Médecins au …", "rufen Sie die Telefonseelsorge
 * unter …": a verb, a named service and a preposition, then the number: that service's line
 * ("call the kitchen on …", in lower case, and "Contact Mrs Okafor: …" are the company's own).
 */
const CALL_NAMED =
  /\b(?:[Cc]all|[Rr]ing|[Dd]ial|[Aa]ppelez|[Ll]lame a|[Ll]lama a|[Ll]igue para|[Cc]hiama|[Cc]hiamate|[Bb]el|[Rr]ufen [Ss]ie|[Ww]ählen [Ss]ie)\s+(?:(?:the|die|den|das|le|la|les|el|los|il|lo|de|het|o|a)\s+)?(?:[\p{Lu}\d][\p{L}\d'’&.-]*\s+){1,6}(?:on|at|au|al|op|unter|sul|para|no|em)\s*$/u;

const SOMEONE_ELSES =
  /emergenc|urgen|notruf|notfall|notdienst|bereitschaftsdienst|außerhalb der (?:sprech|öffnungs)zeiten|en dehors des heures|fuera del horario|fuori orario|buiten (?:kantoor|openings)tijden|fora do horário|huisartsenpost|\bnood|spoed|emergenz|emergência|hotline|helpline|crisis|poison|samaritans|out.of.hours|after.hours|\bnhs\b|police|polizei|ambulan|member|mitglied|membre|miembro|\blid van|socio|membro|affiliat|accredit|partner|association|verband|federation|in collaborazione|powered by|ombudsm|médiateur|mediateur|schlichtungsstelle|defensor del|arbitro|provedor do cliente|geschillencommissie|klachteninstituut/i;

/**
 * A number without the opening of a note the match ran into: "+91 80 2558 4417 (10" of "… (10 AM
 * – 7 PM)", "075 572 36 19 (24" of "(24h)". A bracket closed within the number stays ("(0)").
 */
export function withoutOpenNote(number: string): string {
  return number.replace(/\s*\([^)]*$/, '');
}

/** Bank details: their digit groups look like phone numbers and are not. */
const BANK_DETAILS =
  /\b(?:iban|bic|swift|bankverbindung|sort code|account (?:no|number)|rekening)\b/i;

/** A block that names an emergency line, a helpline, a member body or a partner. */
export function namesAnotherLine(text: string): boolean {
  return SOMEONE_ELSES.test(withoutOwnPartnerWords(text));
}

/**
 * A contact line is short; a number inside a long paragraph of small print (a lender's or a
 * grant agency's hotline in the finance notes) is someone else's.
 */
const MAX_CONTACT_BLOCK = 200;

/**
 * `ownLine`: the caller knows the line is the company's own (it carries the site's mailbox), so
 * a verb before the number invites a call to the company ("Call Helen on …", "Bel …").
 */
export function unlabelledPhonesInText(
  text: string,
  options: { ownLine?: boolean } = {},
): string[] {
  if (text.trim().length > MAX_CONTACT_BLOCK) return [];
  if (namesAnotherLine(text) || BANK_DETAILS.test(text)) return [];
  const phones: string[] = [];
  for (const match of text.matchAll(PHONE_SHAPE)) {
    const number = withoutOpenNote(match[1] ?? '').trim();
    const digits = number.replace(/\D/g, '').length;
    if (digits < 9 || digits > 15) continue;
    const before = text.slice(Math.max(0, (match.index ?? 0) - 30), match.index ?? 0);
    if (NOT_A_LINE.test(before) || /[€$£]\s*$/.test(before)) continue;
    // The rest of a longer number ("ABN 63 128 449 201"), not a line of its own.
    if (/\d\s$/.test(before)) continue;
    const opensLine = LINE_VERB.test(text.slice(0, match.index ?? 0));
    if (!options.ownLine && !opensLine && CALL_SOMEONE.test(before)) continue;
    // A WhatsApp number is the company's second way in, taken after its lines (`phonesInText`).
    if (/whatsapp\W*$/i.test(before)) continue;
    const further = text.slice(Math.max(0, (match.index ?? 0) - 80), match.index ?? 0);
    if (!options.ownLine && CALL_NAMED.test(further)) continue;
    // Three digits and a space open a Spanish or Portuguese line of nine, or Québec's 3-3-4 with
    // its dash ("418 337-2964").
    if (/^[1-9]\d{2}\s/.test(number) && digits !== 9 && !/^\d{3}\s\d{3}-\d{4}$/.test(number)) {
      continue;
    }
    phones.push(number);
  }
  return phones;
}
