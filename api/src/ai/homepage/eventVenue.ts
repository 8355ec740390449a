import { withoutStreet } from './textAddress.ts';

/**
 * Where a company shows at a fair or an event, not where it is: the venue's address is never
 * the company's. One list of the words, read by the page reader (`readDocument.ts`,
 * `pageAddress.ts`) and by the checks both providers' answers go through (`contacts.ts`).
 */

/**
 * A trade-fair stand or an event venue in an address: "Hall 4, Stand B12", "Messe Essen"; a hall
 * or a stand has its number ("Hay Hall Road" is a street).
 */
const EVENT_ADDRESS =
  /\b((?:hall|halle|stand|booth)\s+[A-Z]?\d+|messe|salon|feria|beurs|fiera|feira|expo|congress|kongress)\b/i;

/** A fair's or a venue's address, not a street named after a fair ("Calle Feria 118"). */
export function isEventAddress(address: string): boolean {
  return EVENT_ADDRESS.test(withoutStreet(address));
}

/**
 * A block inviting to a show or fair ("Meet us at the Midlands Model Railway Show, Kingsway
 * Exhibition Centre, 5 Showground Way …", "Bezoek ons op de Hippische Vakbeurs, Beursplein 12"):
 * the address in it is the venue's, not the company's.
 */
export const EVENT_BLOCK =
  /exhibition (centre|center|hall)|showground|fairground|messegelände|(vak|jaar|handels)?beurs\b|\b(trade|craft|wedding|county|agricultural|motor|boat) (show|fair)\b|\bsalon (du|de|des)\b|\bferia de\b|\bfiera d[ie]\b|\bfeira d[eo]\b|\bmesse\b/i;
