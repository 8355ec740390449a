import { describe, expect, it } from 'vitest';
import { foundingYearsInText } from './foundingYears.ts';
import { withoutMonthBeforeYear } from './monthBeforeYear.ts';

describe('withoutMonthBeforeYear', () => {
  it('leaves out a month between a preposition and its year, in the seven languages', () => {
    expect(withoutMonthBeforeYear('a ouvert ses portes en septembre 2009')).toBe(
      'a ouvert ses portes en 2009',
    );
    expect(withoutMonthBeforeYear('opened in March 1998')).toBe('opened in 1998');
    expect(withoutMonthBeforeYear('abrimos en mayo de 2015')).toBe('abrimos en 2015');
    expect(withoutMonthBeforeYear('fundada em março de 1994')).toBe('fundada em 1994');
    expect(withoutMonthBeforeYear('im Oktober 1987 gegründet')).toBe('im 1987 gegründet');
  });

  it('keeps a month after "since" and a month without a year', () => {
    expect(withoutMonthBeforeYear('Desde marzo de 2024 ya no está en')).toBe(
      'Desde marzo de 2024 ya no está en',
    );
    expect(withoutMonthBeforeYear('open in May for the season')).toBe('open in May for the season');
  });

  it('lets a founding written with its month be read', () => {
    expect(
      foundingYearsInText(
        'Sophie Lambert coiffe depuis 1996. Le salon Coiffure La Meuse a ouvert ses portes en septembre 2009.',
        'salon-coiffure-la-meuse.be',
      )[0],
    ).toBe(2009);
  });
});

describe('a season told with its article (devset41)', () => {
  it('reads as the year after "en"', () => {
    expect(withoutMonthBeforeYear('Abrimos un invierno de 2011')).toBe('Abrimos en 2011');
    expect(withoutMonthBeforeYear("Era l'estate del 1961 quando")).toBe('Era en 1961 quando');
    expect(withoutMonthBeforeYear('a ouvert à la rentrée 1999')).toBe('a ouvert en 1999');
    expect(withoutMonthBeforeYear('abrimos en el otoño de 1994')).toBe('abrimos en 1994');
  });
});
