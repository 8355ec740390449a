import { describe, expect, it } from 'vitest';
import { foundingYearsInText } from './textFacts.ts';

describe('founding years said with a founder', () => {
  it('reads who founded the company and when, in the seven languages', () => {
    for (const [text, year] of [
      ['Marie Boulanger a fondé le cabinet en 2012.', 2012],
      ['Des apprentis boulangers ont fondé le club en 1961.', 1961],
      ['Dr Ellis founded the practice in 2008.', 2008],
      ['Hans Ostermann gründete 1978 die Werkstatt.', 1978],
      ['Mi abuelo fundó la empresa en 1948.', 1948],
      ['Os ferroviários fundaram o clube em 1931.', 1931],
      ['Giulia Neri ha fondato lo studio nel 2001.', 2001],
    ] as const) {
      expect(foundingYearsInText(text), text).toEqual([year]);
    }
  });

  it('does not date the company by a register entry, however long its name', () => {
    expect(
      foundingYearsInText(
        "Iscritta all'Albo dell'Ordine degli Psicologi del Piemonte n. 8214 dal 2012.",
      ),
    ).toEqual([]);
    expect(
      foundingYearsInText(
        "Iscritto all'Ordine degli Avvocati di Milano dal 2005. Studio fondato nel 2009.",
      ),
    ).toEqual([2009]);
  });
});

describe('years that date a rule', () => {
  it('does not take the year a law or an obligation began', () => {
    for (const text of [
      'Since 2016 every dog in England must be microchipped and registered.',
      'Seit 2023 ist die E-Rechnung für Unternehmen Pflicht.',
      'Depuis 2020, la loi impose un diagnostic avant toute vente.',
      'Desde 2019 es obligatorio pasar la inspección cada dos años.',
      'Sinds 2021 is een energielabel verplicht bij verkoop.',
    ]) {
      expect(foundingYearsInText(text), text).toEqual([]);
    }
    expect(foundingYearsInText('Since 2016 we have chipped every dog that walks in.')).toEqual([
      2016,
    ]);
  });
});
