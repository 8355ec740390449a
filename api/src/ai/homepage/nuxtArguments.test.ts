import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';
import { withNuxtArgumentsInlined } from './nuxtArguments.ts';

const STATE = [
  'window.__NUXT__=(function(a,b,c,d,e){return {layout:"default",data:[{hero:{titolo:"Parrocchia di San Bartolomeo"},',
  'aiuto:{titolo:"Centro di ascolto Caritas",sede:"Curia vescovile, Piazza Duomo 5, 24129 Bergamo"},',
  'contatti:{indirizzo:a,citta:b,telefono:c,email:d,orari:"lunedì–venerdì 9.30–11.30"}}],',
  'footer:{testo:"Parrocchia di San Bartolomeo · "+a+", "+b},serverRendered:e}}',
  '("Via Pignolo 27","24121 Bergamo","035 24 18 62","segreteria@parrocchiasanbartolomeo-bg.it",true));',
].join('');

describe("Nuxt 2's state function", () => {
  it('reads each parameter that stands as a value as its argument, and leaves keys alone', () => {
    const inlined = withNuxtArgumentsInlined(STATE);
    expect(inlined).toContain('contatti:{indirizzo:"Via Pignolo 27",citta:"24121 Bergamo"');
    expect(inlined).toContain(
      '"Parrocchia di San Bartolomeo · "+"Via Pignolo 27"+", "+"24121 Bergamo"',
    );
    expect(inlined).toContain('serverRendered:true');
    // Not a Nuxt function: unchanged.
    expect(withNuxtArgumentsInlined('window.__NUXT__={a:1}')).toBe('window.__NUXT__={a:1}');
  });

  it("takes the company's address and number from the state, not the diocese's beside them", () => {
    const facts = extractFacts(
      `<!DOCTYPE html><html lang="it"><body><div id="__nuxt"></div><script>${STATE}</script></body></html>`,
      { url: 'https://parrocchiasanbartolomeo-bg.it/', truncated: false },
    );
    expect(facts.addressText).toBe('Via Pignolo 27, 24121 Bergamo');
    expect(facts.phones[0]).toBe('035 24 18 62');
  });

  it("takes a card's bare number right before the company's address, not an emergency line's", () => {
    const card = (urgent: string) =>
      `<!DOCTYPE html><html lang="fr"><body><div id="app"></div><script>window.__NUXT__={data:{titre:"Clinique vétérinaire",${urgent}tel:"03 88 61 42 70",adresse:"4, rue du Rhin Napoléon, 67100 Strasbourg"}}</script></body></html>`;
    const read = (html: string) =>
      extractFacts(html, { url: 'https://veto-deuxrives.fr/', truncated: false });
    expect(read(card('')).phones).toEqual(['03 88 61 42 70']);
    const emergency = card('urgences:"Urgences la nuit et le week-end : Vétos de Garde Alsace",');
    const other = read(emergency.replace('tel:"03 88 61 42 70"', 'urgent:"03 88 39 07 07"'));
    expect(other.phones).toEqual([]);
  });
});
