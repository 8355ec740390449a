import { describe, expect, it } from 'vitest';
import { type Document, featuresOf } from './features.ts';

const lead = (text: string): Document => ({
  name: '',
  title: '',
  descriptions: '',
  headings: '',
  lead: text,
  body: '',
  script: '',
  schemaTypes: [],
});

describe('features of a page', () => {
  it.each([
    ['Practice software for veterinary clinics', 'a:veterinary', 'software'],
    ['Praxissoftware für Tierärzte', 'a:tierarzte', 'praxissoftware'],
    ['Logiciel de gestion pour les vétérinaires', 'a:veterinaires', 'logiciel'],
    ['Software de gestión para clínicas veterinarias', 'a:veterinarias', 'software'],
    ['Praktijksoftware voor dierenartsen', 'a:dierenartsen', 'praktijksoftware'],
    ['Gestionale per cliniche veterinarie', 'a:veterinarie', 'gestionale'],
    ['Software de gestão para clínicas veterinárias', 'a:veterinarias', 'software'],
  ])('marks whom "%s" serves apart from what it sells', (text, audience, offering) => {
    const features = featuresOf(lead(text));
    expect(features.has(audience)).toBe(true);
    expect(features.has(offering)).toBe(true);
    expect(features.has(audience.slice(2))).toBe(false);
  });

  it('counts a claim like one word of the lead, not like the title', () => {
    // A golf club's clubhouse takes table bookings: the claim must not outvote its golf words.
    const features = featuresOf({ ...lead('Golfclub mit 18 Loch'), claims: ['tableBooking'] });
    expect(features.get('claim:tableBooking')).toBeGreaterThan(0);
    expect(features.get('claim:tableBooking')).toBeLessThanOrEqual(features.get('golfclub') ?? 0);
  });

  it('runs an audience through its list and reads it after "helps"', () => {
    const features = featuresOf(
      lead('A booking engine for independent hotels, guesthouses and hostels'),
    );
    expect(features.has('a:hostels')).toBe(true);
    expect(features.has('hostels')).toBe(false);
    const helps = featuresOf(lead('Kitchenly helps restaurants cut food waste'));
    expect(helps.has('a:restaurants')).toBe(true);
    expect(helps.has('restaurants')).toBe(false);
  });

  it('reads "para llevar", "pour emporter" as a purpose, not a customer', () => {
    const features = featuresOf(lead('Pollos asados para llevar. Pizzas pour emporter'));
    expect(features.has('llevar')).toBe(true);
    expect(features.has('a:llevar')).toBe(false);
    expect(features.has('emporter')).toBe(true);
    expect(featuresOf(lead('Software para restaurantes')).has('a:restaurantes')).toBe(true);
  });

  it("reads no words from a title or heading that is only the site's host name", () => {
    const placeholder = featuresOf({
      ...lead('Dominio registrado a través de nuestro servicio.'),
      title: 'taller-chapa-pintura-moreno.es',
      headings: 'taller-chapa-pintura-moreno.es . Dominio registrado',
    });
    expect(placeholder.has('taller')).toBe(false);
    expect(placeholder.has('dominio')).toBe(true);
    const company = featuresOf({ ...lead(''), title: 'Taller Moreno – chapa y pintura en Getafe' });
    expect(company.has('taller')).toBe(true);
  });

  it('ends an audience at the end of its sentence', () => {
    const features = featuresOf(lead('Insurance for restaurants. Dental implants and crowns.'));
    expect(features.has('a:restaurants')).toBe(true);
    expect(features.has('dental')).toBe(true);
    expect(features.has('a:dental')).toBe(false);
    expect(features.has('restaurants_dental')).toBe(false);
  });

  it("reads the trade after 'old' or 'antigua' as the building's past", () => {
    const features = featuresOf(lead('Tapas bar in la antigua farmacia del barrio'));
    expect(features.has('h:farmacia')).toBe(true);
    expect(features.has('farmacia')).toBe(false);
    expect(features.has('tapas')).toBe(true);
  });

  it.each([
    ['Não somos um restaurante: somos uma escola de cozinha', 'n:restaurante', 'escola'],
    ['We are not a hotel. Dog boarding and daycare', 'n:hotel', 'boarding'],
    ['Wir sind keine Anwälte, sondern Steuerberater', 'n:anwalte', 'steuerberater'],
    ['Nous ne sommes pas un restaurant : école de cuisine', 'n:restaurant', 'ecole'],
    ['No vendemos carne: fabricamos cuchillos', 'n:carne', 'cuchillos'],
    ['Wij zijn geen boerderij: wij beheren een natuurgebied', 'n:boerderij', 'natuurgebied'],
    ['Non siamo un ristorante: sviluppiamo software', 'n:ristorante', 'software'],
  ])('reads what "%s" denies apart from what it is', (text, denied, own) => {
    const features = featuresOf(lead(text));
    expect(features.has(denied)).toBe(true);
    expect(features.has(denied.slice(2))).toBe(false);
    expect(features.has(own)).toBe(true);
  });

  it('denies nothing in "not only", Portuguese "no" (in the) or "non-profit"', () => {
    const only = featuresOf(lead('Not only a bakery: also a café. Nicht nur Brot'));
    expect(only.has('bakery')).toBe(true);
    expect(only.has('brot')).toBe(true);
    const portuguese = featuresOf(lead('Restaurante no Porto'));
    expect(portuguese.has('porto')).toBe(true);
    const hyphen = featuresOf(lead('A non-profit organisation'));
    expect(hyphen.has('nonprofit')).toBe(true);
    expect(hyphen.has('organisation')).toBe(true);
  });

  it.each([
    ['Aulas de cozinha portuguesa', 'aulas', 'a:cozinha'],
    ['Cours de cuisine et ateliers', 'cours', 'a:cuisine'],
    ['Formación en soldadura', 'formacion', 'a:soldadura'],
    ['Corsi di cucina', 'corsi', 'a:cucina'],
    ['Weekend cooking classes', 'classes', 'a:cooking'],
    ['Escola de cozinha no Porto', 'escola', 'a:cozinha'],
    ['Aprenda a fazer pastéis de nata', 'aprenda', 'a:pasteis'],
  ])('reads the topic of "%s" as taught, not as the page’s trade', (text, own, topic) => {
    const features = featuresOf(lead(text));
    expect(features.has(own)).toBe(true);
    expect(features.has(topic)).toBe(true);
    expect(features.has(topic.slice(2))).toBe(false);
  });

  it('leaves the seven languages’ little words out, except inside word pairs', () => {
    const features = featuresOf(lead('Verhuur van bestelbusjes'));
    expect(features.has('van')).toBe(false);
    expect(features.has('verhuur_van')).toBe(true);
  });

  it('gives long compounds their head as a feature', () => {
    const features = featuresOf(lead('Praxisverwaltungssoftware und Zahnarztpraxis'));
    expect(features.has('$tware')).toBe(true);
    expect(features.has('$raxis')).toBe(true);
  });
});
