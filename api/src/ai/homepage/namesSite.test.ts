import { describe, expect, it } from 'vitest';
import { asDomainSpells, namesSite, siteWordsIn } from './namesSite.ts';

describe('asDomainSpells', () => {
  it('spells German letters as a domain does and drops other accents', () => {
    expect(asDomainSpells('Bäckerei Größl, Café Crème')).toBe('baeckerei groessl, cafe creme');
  });
});

describe('siteWordsIn', () => {
  it('counts the different words of the site’s name, accents dropped', () => {
    expect(
      siteWordsIn('Grupo Moreira Distribuição, Moreira', 'grupo-moreira-distribuicao.pt', 5),
    ).toBe(3);
  });

  it('leaves out words shorter than the minimum', () => {
    expect(siteWordsIn('Grupo Moreira', 'grupo-moreira-distribuicao.pt', 6)).toBe(1);
    expect(siteWordsIn('Grupo Moreira', 'grupo-moreira-distribuicao.pt', 5)).toBe(2);
  });

  it('finds none in another party’s words', () => {
    expect(siteWordsIn('Fédération française de cyclisme', 'velo-lacroix.fr', 4)).toBe(0);
  });

  it("counts a compound's head of a hyphenated site name only beside the compound's rest", () => {
    const host = 'hoefslag-paardenverzekering.nl';
    expect(siteWordsIn('Hollandsche Paarden Assurantie N.V.', host, 4)).toBe(0);
    expect(
      siteWordsIn('DAN Küchen, der österreichischen Küchenmarke', 'kuechenwelt-pichler.at', 4),
    ).toBe(0);
    expect(siteWordsIn('Vigía Alarmas nació en 2004', 'vigiaalarmas-cordoba.com.ar', 4)).toBe(2);
    expect(siteWordsIn('Hoefslag paardenverzekering', host, 4)).toBe(2);
    // A site name of one word is matched anywhere in it, as before.
    expect(siteWordsIn('Cioccolato Ferrandi', 'ferrandiverona.it', 5)).toBe(1);
  });
});

describe('namesSite with an article (devset23)', () => {
  it("reads an article and a word as the site's name when the site's name starts with them", () => {
    expect(namesSite('Le Fornaci Shopping Center', 'lefornaci-bassano.it')).toBe(true);
    expect(namesSite('Gestione: Fornaci Retail Management S.r.l.', 'lefornaci-bassano.it')).toBe(
      false,
    );
    // Only at the start of one of its parts: "de bakker" inside "bakkerijdebakker" names nothing.
    expect(namesSite('de bakker', 'bakkerijdebakker.nl')).toBe(false);
  });
});
