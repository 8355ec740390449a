import { namesAnotherLine, withoutOpenNote } from './unlabelledPhones.ts';

/**
 * Contact facts written as plain text rather than links: "Tel. +49 30 1234567",
 * "info [at] firm [dot] de". Here only labelled phone numbers are taken: a bare digit run could be
 * anything (a VAT number, an order line, an emergency number); `unlabelledPhones.ts` takes one
 * only where a company writes how to reach it.
 */
/**
 * "Telefonnummer", "Tel.-Nr.", "Tel. Nr.", "Phone number", "Telefoonnummer", "Tel. no.": the
 * label with its word for number, joined or apart.
 */
const NUMBER_WORD = String.raw`(?:\.?[\s-]*(?:nummer|nr|number|no|numero|número))?`;

/**
 * A word or a bracket between the label and the number: "Teléfono gratuito 900 83 44 12",
 * "Telefon (Zentrale): …", "Téléphone fixe : …".
 */
const QUALIFIER = String.raw`(?:\s+(?:\([\p{L} ]{2,20}\)|gratuito|gratuit|gratis|kostenlos|kostenfrei|gratuita|fixe|fijo|fisso|fixo|vast|zentrale|office|direct|directo|diretto|direkt|(?!fax\b)\p{Ll}{3,12}(?=\s*:)))?`;

/**
 * A US vanity number spelt in letters, its digits in brackets after it: "1-866-LEAF-NOW
 * (1-866-532-3669)". The digits are the number.
 */
const VANITY = String.raw`(?:(?:1[-.\s])?\(?\d{3}\)?[-.\s]?[A-Z][A-Z\d-]{3,}\s*\()?`;

/** "Tel. e fax", "Tel. & Fax", "Tel./Fax", "Tél. et fax": one line for both, a phone. */
const AND_FAX = String.raw`(?:\s*(?:[&/+]|e|et|und|y|en|and)\s*fax\b\.?)?`;

// A verb counts only with "us" ("call us on", "bel ons", "appelez-nous"): "call 0800 111 999"
// after "Smell gas?" is the gas network's line, not the company's.
const PHONE_LABEL = new RegExp(
  String.raw`(?:\b(?:${[
    'tel',
    'telefon',
    'telephone',
    'téléphone',
    'teléfono',
    'telefone',
    'telefoon',
    'telefono',
    'phone',
    'fon',
    'tél',
    'telf',
    'tfno',
    'tlf',
    't(?=[.:]|\\s+[+(\\d])',
    // "Ph 03 384 2719", "P: (02) 5550 1234": New Zealand's and Australia's short labels.
    'ph(?=[.:]|\\s+[+(\\d])',
    'p(?=:\\s*[+(\\d])',
    // A line for bookings or the switchboard, with its colon: "Réservations : 03 20 55 08 46",
    // "Reservas directas: …", "Standard : 02 47 05 31 60". Without one it is a sentence.
    '(?:réservations?|réservation directe|reservas?(?: directas)?|reservierung(?:en)?|reserveringen|prenotazioni|reservations?|bookings?|booking line|standard|centralino|centralita|zentrale|pide cita|cita previa|citas|appointments?|prise de rendez-vous|rendez-vous|terminvereinbarung|termine|afspraak maken|afspraken|appuntamenti|prenota(?:zioni)?|marcações)(?=\\s*:)',
    // The practice's, the office's line: "Praxistelefon", "Bürotelefon", "Servicetelefon".
    '(?:praxis|büro|buero|service|kunden|laden|geschäfts|sekretariats?)telefon',
    'mobile',
    'mob',
    'cell',
    'móvil',
    'movil',
    'handy',
    'mobil',
    'mobiel',
    'gsm',
    'portable',
    'cellulare',
    'telemóvel',
    'telemovel',
    'whatsapp',
    'call us(?: on| at)?',
    'ring us(?: on)?',
    'bel ons(?: op)?',
    'appelez-nous(?: au)?',
    'llámanos(?: al)?',
    'ligue-nos(?: para)?',
    'chiamaci(?: al)?',
    'rufen sie uns an(?: unter)?',
  ].join(
    '|',
  )})${NUMBER_WORD}\b\.?${AND_FAX}${QUALIFIER}|☎|📞)\s*:?\s*${VANITY}(\(?\+?\(?\d[\d\s()./–-]{6,20}\d)`,
  'giu',
);

/** "Call …", "ring us on …": in a block about an emergency or a helpline, someone else's line. */
const CALL_VERB = /^(?:call|ring|bel|appelez|llámanos|llame|ligue|chiamaci|rufen)/i;

/** A messenger's number: the company's too, but its main line is the one to call. */
const MESSENGER = /^whatsapp/i;

/**
 * Labelled numbers, the main lines first: a WhatsApp number stands beside a shop's landline
 * ("(19) 3231-7742 · WhatsApp (19) 99812-4470") and is the second way to reach it, so
 * `messenger` ones are asked for apart and taken after every other number of the page.
 */
export function phonesInText(text: string, options: { messenger?: boolean } = {}): string[] {
  const anotherLine = namesAnotherLine(text);
  return [...text.matchAll(PHONE_LABEL)]
    .filter((match) => MESSENGER.test(match[0]) === (options.messenger ?? false))
    .filter((match) => !(anotherLine && CALL_VERB.test(match[0])))
    .filter((match) => !(anotherLine && namesAnotherLine(sentenceBefore(text, match.index ?? 0))))
    .map((match) => oneNumber(match[1] ?? ''));
}

/**
 * The first number of a run: "0161 496 0932 / 0161 496 0933" is two lines, and "075 572 36 19
 * (24h)", "013 572 44 10 (24/7)" and "024 - 344 12 70 (08.00–17.00)" end before their bracket. An area code's slash ("04231 / 6 13 52") stays.
 */
function oneNumber(run: string): string {
  const first = run.split(/\s+\/\s+(?=\+|0)/)[0] ?? run;
  const number = first.replace(/\D/g, '').length >= 9 ? first : run;
  // An en dash between groups ("07161 – 8 12 09") is a hyphen.
  return withoutOpenNote(number).replace(/–/g, '-').trim();
}

/**
 * The sentence a label stands in, up to the label: "… refer your complaint to the Financial
 * Ombudsman Service, Exchange Tower, London E14 9SR, telephone …" names whose line it is.
 */
function sentenceBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 160), index);
  return before.split(/[.!?](?:\s|$)/).at(-1) ?? before;
}

/** "[at]", "(at)", "{@}", "[arobase]", "(arroba)", "[chiocciola]", "[ät]": a bracketed "at". */
const AT = String.raw`[\[({]\s*(?:at|@|arobase|arroba|chiocciola|ät|apenstaartje|klammeraffe)\s*[\])}]`;
/** "[dot]", "(punkt)", "[point]", "(punto)", "[ponto]", "(punt)", " dot ", or a plain dot. */
const DOT = String.raw`[\[({]\s*(?:dot|punkt|point|punto|ponto|punt)\s*[\])}]`;
/** `info [at] firm [dot] de`, `info(at)firm.de`, `contact [arobase] cabinet (point) fr`. */
const BRACKETED_EMAIL = new RegExp(
  // A plain dot has no space around it: "firm [dot] de. Wir" ends at "de".
  String.raw`([a-z0-9._%+-]+)\s*${AT}\s*([a-z0-9-]+(?:(?:\s*${DOT}\s*|\.|\s+dot\s+)[a-z0-9-]+)+)`,
  'gi',
);
/** `info at firm dot de`: spelled-out words only count when both are there. */
const SPELLED_EMAIL = /([a-z0-9._%+-]+)\s+at\s+([a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)+)/gi;
const DOT_WORD = new RegExp(String.raw`\s*(?:${DOT}|\s+dot\s+)\s*`, 'gi');

export function obfuscatedEmailsInText(text: string): string[] {
  return [...text.matchAll(BRACKETED_EMAIL), ...text.matchAll(SPELLED_EMAIL)]
    .map((match) => {
      const host = (match[2] ?? '').replace(DOT_WORD, '.');
      return `${match[1]}@${host.replace(/\s+/g, '')}`.toLowerCase();
    })
    .filter((email) => /^[^@]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(email));
}
