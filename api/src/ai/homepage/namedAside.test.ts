import { describe, expect, it } from 'vitest';
import { foundingYearsInText } from './foundingYears.ts';

describe("a founding told in an aside after another party's name", () => {
  it("is that party's, not the company's", () => {
    for (const [text, host, year] of [
      [
        'Wolwinkel De Bolle Kat, sinds 1979. Ons huismerk spinnen we samen met de Spaanse garenfabrikant Katia, opgericht in 1948.',
        'wolwinkel-bollekat.be',
        1979,
      ],
      [
        'Nos canapés sont fabriqués par la Fabrique de meubles Wallimann, fondée en 1890 à Willisau. Meubles Perrin, votre magasin depuis 1958.',
        'meubles-perrin.ch',
        1958,
      ],
      [
        'Nos rayonnages occupent les caves de la maison de négoce Lestapis, fondée en 1872. La librairie a été fondée en 1983 par Jeanne Darrieux.',
        'lacaveauxlivres.fr',
        1983,
      ],
    ] as const) {
      expect(foundingYearsInText(text, host)[0], text).toBe(year);
    }
  });

  it("is the company's after a place, a generation, a German adjective or its own name", () => {
    for (const [text, host, year] of [
      ['Familiebedrijf uit Amersfoort, opgericht in 1979.', 'dakwerken-van-dijk.nl', 1979],
      ['Tanzschule in zweiter Generation, gegründet 1972.', 'tanzschule-feldmann.de', 1972],
      [
        'Das Büro Stallplan ist ein Ingenieurbüro für landwirtschaftliches Bauen, gegründet 2002 von Martin Kreuzer.',
        'stallplan-architekten.de',
        2002,
      ],
      ['Wir sind die Bäckerei Lindner, gegründet 1987.', 'baeckerei-lindner.de', 1987],
    ] as const) {
      expect(foundingYearsInText(text, host)[0], text).toBe(year);
    }
    expect(
      foundingYearsInText('Votre agence à Marseille Saint-Victor, fondée en 1987.', 'agence-x.fr', {
        companyAddress: '12 rue Sainte, 13007 Marseille Saint-Victor',
      }),
    ).toEqual([1987]);
  });
});

describe('a founding told in an aside after an organisation named by its kind', () => {
  it("is that organisation's: a cooperative, an association, a foundation", () => {
    for (const [text, host] of [
      [
        'We zijn lid van de Coöperatie Kempense Akkerbouwers, opgericht in 1948, die ons graan afneemt.',
        'hoeve-de-linde.be',
      ],
      [
        'La miscela nasce dal caffè della Cooperativa Cafetalera San Marcos in Honduras, fondata nel 1970.',
        'torrefazione-bernasconi.ch',
      ],
    ] as const) {
      expect(foundingYearsInText(text, host), text).toEqual([]);
    }
  });

  it("is the company's when the organisation is the site's own", () => {
    expect(
      foundingYearsInText(
        'La Cooperativa Agricola Valle Verde, fondata nel 1962, riunisce 40 soci.',
        'cooperativa-valleverde.it',
      ),
    ).toEqual([1962]);
  });
});
