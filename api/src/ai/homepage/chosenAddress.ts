import { postalAddressInBlock } from './textAddress.ts';

/** An address written without its commas and spacing: lines joined, an element's text. */
function bare(address: string): string {
  return address.replace(/[,·|]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Whether a text (a block, or its run of lines joined) gives the company's chosen address: the
 * same, or part of the chosen `<address>` element's text ("Gemeindebüro St. Jakobi Sekretärin …
 * Kirchplatz 3 37154 Northeim-Hammenstedt" holds its run's "Kirchplatz 3, 37154
 * Northeim-Hammenstedt").
 */
export function givesChosenAddress(text: string, chosen: string): boolean {
  const found = postalAddressInBlock(text);
  return found !== null && (found === chosen || bare(chosen).includes(bare(found)));
}
