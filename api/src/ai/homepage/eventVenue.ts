/**
 * Where a company shows at a fair or an event, not where it is: the venue's address is never
 * the company's. One list of the words, read by the page reader (`readDocument.ts`,
 * `pageAddress.ts`) and by the checks both providers' answers go through (`contacts.ts`).
 */

/**
 * A trade-fair stand or an event venue in an address: "Hall 4, Stand B12", "Messe Essen"; a hall
 * or a stand has its number ("Hay Hall Road" is a street).
 */
export const EVENT_ADDRESS =
  /\b((?:hall|halle|stand|booth)\s+[A-Z]?\d+|messe|salon|feria|beurs|fiera|feira|expo|congress|kongress)\b/i;

/**
 * A block inviting to a show or fair ("Meet us at the Midlands Model Railway Show, Kingsway
 * Exhibition Centre, 5 Showground Way …", "Bezoek ons op de Hippische Vakbeurs, Beursplein 12"):
 * the address in it is the venue's, not the company's.
 */
export const EVENT_BLOCK =
  /exhibition (centre|center|hall)|showground|fairground|messegelände|(vak|jaar|handels)?beurs\b|\b(trade|craft|wedding|county|agricultural|motor|boat) (show|fair)\b|\bsalon (du|de|des)\b|\bferia de\b|\bfiera d[ie]\b|\bfeira d[eo]\b|\bmesse\b/i;
