import { namesSite } from './namesSite.ts';
import { postalAddressInBlock } from './textAddress.ts';
import { namesAnotherLine } from './unlabelledPhones.ts';

/**
 * The company's own contact line: its street and postcode with its name ("Backstube Lindner ·
 * Obere Landstraße 31 · 3500 Krems · backstube@lindner-krems.at"), and no other party's line
 * (an emergency, a helpline) named in it. Its email and its numbers are the company's even at
 * another domain or under no label.
 */
export function isOwnContactLine(text: string, siteHost: string): boolean {
  return (
    postalAddressInBlock(text) !== null && namesSite(text, siteHost) && !namesAnotherLine(text)
  );
}
