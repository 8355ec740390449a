import { describe, expect, it } from 'vitest';
import { asDomainSpells, siteWordsIn } from './namesSite.ts';

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
});
