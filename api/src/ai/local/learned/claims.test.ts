import { describe, expect, it } from 'vitest';
import { CLAIM_SENTENCES } from '../training/claimSentences.ts';
import { LANGUAGES } from '../training/lexicon.ts';
import { CLAIM_KINDS, claimsOf } from './claims.ts';

describe('what a page asks its visitors to do', () => {
  it.each(
    CLAIM_KINDS.flatMap((kind) =>
      LANGUAGES.flatMap((language) =>
        CLAIM_SENTENCES[kind][language].map((sentence) => [kind, language, sentence] as const),
      ),
    ),
  )('reads a %s claim in %s: "%s"', (kind, _language, sentence) => {
    expect(claimsOf(sentence)).toContain(kind);
  });

  it("does not read a locksmith's door opening as a venue's doors opening", () => {
    for (const text of [
      'Apertura de puertas 24 h',
      'Apertura de puertas de vivienda, coche y local',
      'Ouverture des portes 7 jours sur 7',
    ]) {
      expect(claimsOf(text), text).toEqual([]);
    }
    expect(claimsOf('Apertura de puertas a las 20:00')).toEqual(['tickets']);
  });

  it("does not read another venue's box office as the page's own tickets", () => {
    for (const text of [
      'Concerti gratuiti in piazza; biglietteria del Palazzo dei Congressi.',
      "Places en vente à la billetterie de l'Opéra.",
      'Vorverkauf der Stadthalle ab Montag.',
    ]) {
      expect(claimsOf(text), text).toEqual([]);
    }
    expect(claimsOf('Biglietteria aperta dalle 10')).toEqual(['tickets']);
    expect(claimsOf('Billetterie : réservez en ligne')).toEqual(['tickets']);
  });

  it('reads a restaurant, a software seller and a trade apart', () => {
    expect(
      claimsOf(
        'The Butchers Arms. Food served daily. Opening hours: Mon–Sun 12:00–23:00. Book a table',
      ),
    ).toEqual(['hours', 'tableBooking']);
    expect(
      claimsOf(
        'Kitchen software for restaurants. Book a demo. From $49 per user, billed annually.',
      ),
    ).toEqual(['demo', 'perSeat']);
    // A desk, a gym or a flat is paid by the month too: that is not per-seat software pricing.
    expect(claimsOf('Postazione fissa: 220 € al mese. Membership £35 per month.')).toEqual([]);
    expect(
      claimsOf('Fishing blog by Dave the plumber. Free quotes, 24/7 emergency call-out.'),
    ).toEqual(['quote', 'callOut']);
  });

  it('reads opening hours written as days and a range of times', () => {
    expect(claimsOf('Open · Every day 8am–4pm')).toEqual(['hours']);
    expect(claimsOf('Küche Di–So 11:30 bis 21:30')).toEqual(['hours']);
    expect(claimsOf('Carte du mardi au samedi, 12h à 14h, réservez votre table')).toEqual([
      'hours',
      'tableBooking',
    ]);
    // "do" and "so" are words in English: alone they name no day.
    expect(claimsOf('We do it in 24 to 48h, so 9 to 5 teams love it')).toEqual([]);
  });

  it('reads a tasting menu, a table booked and a practice’s hours in every language', () => {
    expect(claimsOf('Menú degustación 45 € · Reserva tu mesa los fines de semana')).toEqual([
      'menu',
      'tableBooking',
    ]);
    // A booking advised without a table is a tour's, a workshop's or a furnace visit's too.
    expect(
      claimsOf('Visita la fornace: dimostrazioni per gruppi. Prenotazione obbligatoria.'),
    ).toEqual([]);
    expect(claimsOf('Reservations recommended for the guided walk')).toEqual([]);
    expect(claimsOf('Menù degustazione a 60 €')).toEqual(['menu']);
    expect(claimsOf('Menu de degustação ao jantar')).toEqual(['menu']);
    expect(claimsOf('Sprechzeiten: Mo–Fr 8:00–12:00')).toEqual(['hours']);
    expect(claimsOf('Betreuungszeiten 7:00–17:00 Uhr')).toEqual(['hours']);
  });

  it('reads a demo button without its article', () => {
    expect(claimsOf('Funzionalità · Prezzi · Richiedi demo')).toEqual(['demo']);
    expect(claimsOf('Request demo')).toEqual(['demo']);
  });

  it('does not take a topic for a call to action', () => {
    // A restaurant app's page talks about hours and menus without keeping any.
    expect(claimsOf('Update your opening hours and your digital menu in one place.')).toEqual([]);
    expect(claimsOf('We wrote about table reservations and shopping trends.')).toEqual([]);
  });
});
