import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';
import { announcesOthers, isSignedQuotation } from './othersText.ts';

describe('a heading that announces others’ contacts', () => {
  it('is a classifieds, useful-addresses or emergency-numbers heading, in the seven languages', () => {
    for (const heading of [
      'Clasificados',
      'Find a dealer',
      'Händlersuche',
      'Trouver un revendeur',
      'Where to buy',
      'Kleinanzeigen',
      'Petites annonces',
      'Nützliche Adressen',
      'Adresses utiles :',
      'Numeri utili',
      'Nuttige adressen',
      'Contactos úteis',
      'Useful numbers',
      'Emergency numbers',
    ]) {
      expect(announcesOthers(heading), heading).toBe(true);
    }
    for (const heading of [
      'Contacto',
      'Our classified advertising services for local papers',
      'Kontakt & Anfahrt',
    ]) {
      expect(announcesOthers(heading), heading).toBe(false);
    }
  });

  it('makes the lines under it theirs, to the end of its section, and the footer the company’s', () => {
    const facts = extractFacts(
      '<!DOCTYPE html><html><body><main><section><h2>Noticias</h2><p>El Concejo aprobó el presupuesto.</p></section>' +
        '<section><h2>Clasificados</h2><p>Vendo Fiat 147 modelo 1984, impecable, tel. 0249 15 466-2190.</p></section></main>' +
        '<footer><p>El Cronista de Tandil · Tel. 0249 442-3106</p></footer></body></html>',
      { url: 'https://elcronistadetandil.com.ar/', truncated: false },
    );
    expect(facts.phones).toEqual(['0249 442-3106']);
  });
});

describe('a signed quotation', () => {
  it('is a quotation followed by a dash and its author, in any quotation marks', () => {
    for (const text of [
      '„Wir hatten keinen einzigen Ausfalltag.“ – Dr. Carola Seidel, Zahnarztpraxis Dr. Seidel',
      '« Un accueil parfait. » — Marie Dubois',
      '"Fast and friendly." - Jo Smith',
    ]) {
      expect(isSignedQuotation(text), text).toBe(true);
    }
  });

  it('is not a quoted name or a sentence with a dash', () => {
    expect(isSignedQuotation('Wir sind „Ihr Partner“ seit 1990 – fragen Sie uns')).toBe(false);
    expect(isSignedQuotation('Bäckerei Schmidt – seit 1990')).toBe(false);
  });
});
