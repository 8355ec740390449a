import { eitherCaseFirst } from './eitherCase.ts';
import { addressedStreet } from './textAddress.ts';

/**
 * Whether the clause before a year gives another place's address than the company's: the year
 * is that place's, a branch's opening or a group's founding ("Take-away Amadora, Avenida Conde
 * Castro Guimarães 14 B, 2720-122 Amadora · 214 918 305 · aberto desde 2018", "Joinville – filial
 * Rua do Príncipe, 655 – Centro, Joinville – SC, 89201-001 · aberta desde 2017").
 */
export function atAnotherAddress(clause: string, companyAddress: string | null): boolean {
  if (companyAddress === null) return false;
  // A place of the company's in another town than its address: "Ons kantoor in Deventer is er
  // sinds 2016" on a Zwolle firm's page.
  const town = PLACE_IN_TOWN.exec(clause)?.[1];
  if (town !== undefined && !companyAddress.includes(town)) return true;
  return atAnotherStreet(clause, companyAddress);
}

/** Whether a text gives a street and postcode that are not the company's. */
export function atAnotherStreet(text: string, companyAddress: string | null): boolean {
  if (companyAddress === null) return false;
  const street = addressedStreet(text);
  if (street === null) return false;
  // A street read with words before it ("Anmelden Brauhaus Kesselring Kesselgasse 5") is the
  // company's when it holds the company's street.
  const own = addressedStreet(companyAddress);
  return !(
    folded(companyAddress).includes(folded(street)) ||
    (own !== null && folded(street).includes(folded(own)))
  );
}

/** One of the company's places named with its town: an office, a shop, a branch. */
const PLACE_WORDS = [
  'kantoor',
  'vestiging',
  'filiaal',
  'winkel',
  'büro',
  'filiale',
  'laden',
  'standort',
  'niederlassung',
  'office',
  'shop',
  'store',
  'branch',
  'bureau',
  'agence',
  'boutique',
  'magasin',
  'succursale',
  'oficina',
  'tienda',
  'sucursal',
  'ufficio',
  'negozio',
  'sede',
  'loja',
  'escritório',
  'filial',
];

const PLACE_IN_TOWN = new RegExp(
  String.raw`(?<![\p{L}])(?:${eitherCaseFirst(PLACE_WORDS)})\s+(?:in|à|en|a|em|te|op|at|im|no|na|di)\s+(\p{Lu}[\p{L}-]+)`,
  'u',
);

function folded(text: string): string {
  return text.toLowerCase().replace(/[\s,]+/g, ' ');
}

/**
 * A street right after a since-year and its comma, as a list of other places gives it ("Panificio
 * Santa Chiara, forno a legna attivo dal 1902, Piazza Duomo 7, 70022 Altamura"): the year is that
 * place's when the street is not the company's. Only there: a founding verb's sentence may go on
 * with the first workshop's street, and a footer with the registered office ("GastroPrint SRL –
 * depuis 2008 – Siège social : Avenue Louise 231").
 */
export function streetAfter(text: string): string {
  return /^\s*,\s/u.test(text) ? (text.slice(0, 160).split(/[.;!?]\s/u)[0] ?? '') : '';
}
