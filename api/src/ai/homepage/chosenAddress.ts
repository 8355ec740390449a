/** An address written without its commas and spacing: lines joined, an element's text. */
function bare(address: string): string {
  return address.replace(/[,·|]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Whether a block's address is the company's chosen one: the same, or part of the chosen
 * `<address>` element's text ("Gemeindebüro St. Jakobi Sekretärin … Kirchplatz 3 37154
 * Northeim-Hammenstedt" holds its run's "Kirchplatz 3, 37154 Northeim-Hammenstedt").
 */
export function isChosenAddress(found: string | null, chosen: string): boolean {
  return found !== null && (found === chosen || bare(chosen).includes(bare(found)));
}
