import { describe, expect, it } from 'vitest';
import { featuresOf } from './features.ts';
import { selfStatements } from './selfStatements.ts';

const EMPTY = {
  name: '',
  title: '',
  descriptions: '',
  headings: '',
  lead: '',
  script: '',
  schemaTypes: [],
};

describe('what a company says it is or does', () => {
  it('reads the clause after a first-person copula or verb of trade, in the seven languages', () => {
    expect(
      selfStatements(
        'We are licensed conveyancers in Rochdale. Wir sind Importeur von Gewürzen, gegründet 1952. Nous fabriquons des filets de pêche. Vendemos recambios para motos. Wij verkopen werkkleding. Ripariamo macchine da caffè.',
      ),
    ).toEqual([
      'licensed conveyancers in Rochdale',
      'Importeur von Gewürzen, gegründet 1952',
      'des filets de pêche',
      'recambios para motos',
      'werkkleding',
      'macchine da caffè',
    ]);
  });

  it('leaves a feeling, a place, a membership or a denial after "we are" alone', () => {
    expect(
      selfStatements(
        "We are proud to sponsor the Oaks rugby club. We're based in Colchester. Wir sind stolz auf unsere Jugend. Nous sommes membres de la fédération. Siamo soci del consorzio. Não somos um restaurante. Wir sind keine Anwälte. Nous ne sommes pas un hôtel.",
      ),
    ).toEqual([]);
  });

  it("counts the clause's words again, above the rest of the body", () => {
    const body =
      'Match tickets and hospitality at the rugby club. We are a private clinic for sports medicine.';
    const features = featuresOf({ ...EMPTY, body }, Number.POSITIVE_INFINITY);
    expect(features.get('clinic') ?? 0).toBeGreaterThan(features.get('rugby') ?? 0);
  });
});
