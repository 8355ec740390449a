import { describe, expect, it } from 'vitest';
import { postalAddressInBlock } from './textAddress.ts';

describe('a postal address written as a line of text', () => {
  it.each([
    ['78 rue Notre-Dame, 33000 Bordeaux – 05 56 44 90 21', '78 rue Notre-Dame, 33000 Bordeaux'],
    ['Unit 2, Bilborough Road, Nottingham NG8 4DW', 'Unit 2, Bilborough Road, Nottingham NG8 4DW'],
    ['Oskar-Jäger-Straße 143, 50825 Köln', 'Oskar-Jäger-Straße 143, 50825 Köln'],
    ['Keizersgracht 241, 1016 EA Amsterdam', 'Keizersgracht 241, 1016 EA Amsterdam'],
    ['Via dei Monti Parioli 28, 00197 Roma · info@tcp.it', 'Via dei Monti Parioli 28, 00197 Roma'],
    ['Rua da Sofia 210, 3000-389 Coimbra', 'Rua da Sofia 210, 3000-389 Coimbra'],
    ['618 S King St, Seattle, WA 98104', '618 S King St, Seattle, WA 98104'],
  ])('reads "%s"', (text, address) => {
    expect(postalAddressInBlock(text)).toBe(address);
  });

  it.each([
    ['Family-run since 1987. We are a 5 minutes walk from the station.'],
    ['Visit us at Hall 4, Stand B12, Messeplatz 1, 30521 Hannover'],
    ['Our partner shop: 12 High Street, Leeds LS1 6AA'],
    ['Hauptstraße 12 is where we started.'],
  ])('leaves "%s" alone', (text) => {
    expect(postalAddressInBlock(text)).toBeNull();
  });
});
