import { describe, expect, it } from 'vitest';
import { foundingYearsInText } from './foundingYears.ts';
import { resoldBrandNames, toldOfResoldBrand } from './resoldBrands.ts';

describe('the brands a dealer sells', () => {
  it('reads them from the ways a dealer names itself, in the seven languages', () => {
    for (const [text, brand] of [
      ['Naaicentrum Vermeulen – Officieel Kessler Swiss dealer', 'Kessler'],
      ['Orologeria Bassani, concessionario ufficiale Maison Vauclair per il Veneto', 'Vauclair'],
      ['Concessionario ufficiale per Bergamo Vaudrier & Fils.', 'Vaudrier'],
      ['Ihr Nordtherm-Fachpartner vor Ort: Bauer Heizung', 'Nordtherm'],
      ['Van Damme Gereedschap: jouw Kronwerk-dealer in Gent', 'Kronwerk'],
      ['Somos a loja oficial Moretti no Porto', 'Moretti'],
      ['Authorised Stanwell stockist for the Highlands', 'Stanwell'],
    ] as const) {
      expect(resoldBrandNames(text, 'example-dealer.com'), text).toContain(brand);
    }
  });

  it("never takes the dealer's own name, a menu item or a pronoun for the brand", () => {
    expect(
      resoldBrandNames(
        'Gioielleria Ferri, concessionario ufficiale Gioielleria Ferri Vaudrier & Fils',
        'gioielleriaferri.it',
      ),
    ).not.toContain('Gioielleria');
    expect(
      resoldBrandNames(
        'Orologeria Bassani, concessionario ufficiale Home Maison Vauclair',
        'bassani.it',
      ),
    ).toEqual(['Vauclair']);
    expect(resoldBrandNames('Offizieller Partner Unsere Werkstatt', 'werkstatt-x.de')).toEqual([]);
  });

  it('tells a year of the brand from the year of the dealing', () => {
    const brands = ['Nordtherm'];
    expect(
      toldOfResoldBrand(
        {
          before: 'Wärmepumpen – leise, effizient, aus Schweden',
          year: 'Seit 1962',
          after: ' baut Nordtherm in Västerås Wärmepumpen für lange',
        },
        brands,
      ),
    ).toBe(true);
    expect(
      toldOfResoldBrand(
        {
          before: 'Meisterbetrieb seit 1994, Nordtherm Premium-Partner',
          year: 'seit 2019',
          after: '',
        },
        brands,
      ),
    ).toBe(false);
    expect(
      toldOfResoldBrand({ before: 'Familienbetrieb', year: 'seit 1964', after: '' }, brands),
    ).toBe(false);
    // The brand's name inside a longer word first, then on its own.
    expect(
      toldOfResoldBrand(
        {
          before: 'Nordtherms Werk in Västerås: hier baut Nordtherm',
          year: 'seit 1962',
          after: '',
        },
        brands,
      ),
    ).toBe(true);
  });
});

describe("a dealer's founding year beside its brand's history", () => {
  it("reads the dealer's year, not the brand's told first", () => {
    const page =
      'Nordtherm Wärmepumpen – leise, effizient, aus Schweden. Seit 1962 baut Nordtherm in Västerås Wärmepumpen. ' +
      'Ihr Nordtherm-Fachpartner vor Ort: Bauer Heizung. Meisterbetrieb seit 1994, Nordtherm Premium-Partner seit 2019.';
    expect(foundingYearsInText(page, 'waermepumpen-bauer.de')[0]).toBe(1994);
  });

  it('finds the brand in the title when the text does not name the dealing', () => {
    const text =
      'Kessler Swiss – Zwitsers vakmanschap sinds 1893. In onze eigen werkplaats. Sinds 2001 zitten we aan de Woenselse Markt.';
    expect(foundingYearsInText(text, 'naaicentrumvermeulen.nl')[0]).toBe(1893);
    expect(
      foundingYearsInText(text, 'naaicentrumvermeulen.nl', {
        pageText: 'Naaicentrum Vermeulen Eindhoven – Officieel Kessler Swiss dealer',
      })[0],
    ).toBe(2001);
  });

  it("keeps the brand's year when the page tells no other", () => {
    expect(
      foundingYearsInText('Seit 1962 baut Nordtherm Wärmepumpen.', 'waermepumpen-bauer.de', {
        pageText: 'Ihr Nordtherm-Fachpartner',
      }),
    ).toEqual([1962]);
  });
});
