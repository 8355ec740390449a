import { describe, expect, it } from 'vitest';
import { foundingYearsInText } from './foundingYears.ts';

describe("a year told in a dash aside describing another party's name", () => {
  it("is that party's, not the company's", () => {
    expect(
      foundingYearsInText(
        'Neben Klassikern wie Lang Yarns – die Zürcher Spinnerei arbeitet seit 1867 mit Wolle – führen wir Schafwolle von Berner Höfen.',
        'wollstube-bern.ch',
      ),
    ).toEqual([]);
    expect(
      foundingYearsInText(
        'Most tours finish at Riwaka Rise Brewing, 112 School Road, Riwaka — a family brewhouse that has been brewing since 1998 in an old kiln.',
        'hoptrailtours.co.nz',
      ),
    ).toEqual([]);
  });

  it("is the company's when the name is the site's or in its address", () => {
    expect(
      foundingYearsInText(
        'Bäckerei Huber – die Bäckerei mit Herz seit 1920 – backt jeden Tag frisch.',
        'baeckerei-huber.de',
      ),
    ).toEqual([1920]);
    expect(
      foundingYearsInText('Welkom in Hoenderloo – de sauna is hier sinds 1994 open.', 'x.nl', {
        companyAddress: 'Bosrand 14, 7351 BR Hoenderloo',
      }),
    ).toEqual([1994]);
  });
});

describe("a year whose sentence gives another place's address after it", () => {
  it("is that place's", () => {
    expect(
      foundingYearsInText(
        'Il laboratorio è aiutato dal Panificio Santa Chiara, forno a legna attivo dal 1902, Piazza Duomo 7, 70022 Altamura (BA), che ci regala la semola. Il museo apre le porte dal 2009.',
        'museodelpane-altamura.it',
        { companyAddress: 'Via Matera 41, 70022 Altamura (BA)' },
      ),
    ).toEqual([2009]);
  });

  it("keeps the year told with the company's own address", () => {
    expect(
      foundingYearsInText('Seit 1987 für Sie da: Hauptstraße 5, 10115 Berlin.', 'x.de', {
        companyAddress: 'Hauptstraße 5, 10115 Berlin',
      }),
    ).toEqual([1987]);
  });
});

describe('an "est." year', () => {
  it('comes before a since-year told earlier on the page', () => {
    expect(
      foundingYearsInText(
        'Our tours stop at a brewhouse brewing since 1998. Hop Trail Tours est. 2015 by Sam Whitfield.',
        'hoptrailtours.co.nz',
      )[0],
    ).toBe(2015);
  });
});
