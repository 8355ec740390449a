import { findSubcategoryByName } from '#shared/catalogue/catalogue';
import type { Random } from '../../eval/realistic/random.ts';
import type { ClaimKind } from '../learned/claims.ts';
import type { Language } from './lexicon.ts';

/**
 * How a business asks to be used, per kind of claim and language: training text only. The
 * claim reader (`learned/claims.ts`) finds each of them (a test checks it), so training pages
 * carry the same `claim:` features a real page of that kind of business would.
 */
export const CLAIM_SENTENCES: Readonly<Record<ClaimKind, Readonly<Record<Language, string[]>>>> = {
  hours: {
    en: ['Opening hours: Tue–Sun 12:00–22:00', 'Open daily 8am to 6pm'],
    de: ['Öffnungszeiten: Di–So 11:30–22:00 Uhr', 'Geöffnet Mo–Fr 8 Uhr bis 18 Uhr'],
    fr: [
      'Horaires : du mardi au dimanche, 12h–14h30 et 19h–22h',
      'Ouvert du lundi au samedi, 9h–19h',
    ],
    es: [
      'Horario: de martes a domingo, 13:00–16:00 y 20:00–23:30',
      'Abierto de lunes a sábado, 9:00–20:00',
    ],
    nl: ['Openingstijden: wo–zo 11:00–22:00', 'Geopend ma–za 9.00–18.00'],
    it: ['Orari: mar–dom 12:00–15:00 e 19:00–23:00', 'Aperto dal lunedì al sabato, 8:30–19:30'],
    pt: [
      'Horário: terça a domingo, 12:00–15:00 e 19:00–23:00',
      'Aberto de segunda a sábado, 9h–19h',
    ],
  },
  menu: {
    en: ['See our menu', 'Lunch menu and wine menu'],
    de: ['Unsere Speisekarte', 'Mittagskarte und Weinkarte'],
    fr: ['Découvrez notre carte', 'Menu du jour et carte des vins'],
    es: ['Consulta nuestra carta', 'Menú del día y carta de vinos'],
    nl: ['Bekijk de menukaart', 'Lunchkaart en wijnkaart'],
    it: ['Scopri il nostro menù', 'Menù del giorno e carta dei vini'],
    pt: ['Veja a nossa ementa', 'Prato do dia e carta de vinhos'],
  },
  tableBooking: {
    en: ['Book a table', 'Reserve your table online'],
    de: ['Tisch reservieren', 'Reservieren Sie Ihren Tisch'],
    fr: ['Réserver une table', 'Réservez votre table'],
    es: ['Reservar mesa', 'Reserva tu mesa'],
    nl: ['Reserveer een tafel', 'Tafel reserveren'],
    it: ['Prenota un tavolo', 'Prenota il tuo tavolo'],
    pt: ['Reservar mesa', 'Reserve a sua mesa'],
  },
  roomBooking: {
    en: ['Book your stay', 'Check availability – best rate guaranteed'],
    de: ['Zimmer buchen', 'Verfügbarkeit prüfen'],
    fr: ['Réservez votre séjour', 'Réserver une chambre'],
    es: ['Reserva tu habitación', 'Consultar disponibilidad'],
    nl: ['Boek uw kamer', 'Beschikbaarheid bekijken'],
    it: ['Prenota la tua camera', 'Verifica disponibilità'],
    pt: ['Reserve o seu quarto', 'Verificar disponibilidade'],
  },
  demo: {
    en: ['Book a demo', 'Request a free demo'],
    de: ['Demo anfordern', 'Kostenlose Demo vereinbaren'],
    fr: ['Demander une démo', 'Réservez une démo'],
    es: ['Solicita una demo', 'Reserva una demo'],
    nl: ['Demo aanvragen', 'Plan een demo'],
    it: ['Richiedi una demo', 'Prenota una demo'],
    pt: ['Solicite uma demo', 'Agende uma demonstração'],
  },
  trial: {
    en: ['Start your free trial', 'Try it free – no credit card required'],
    de: ['14 Tage kostenlos testen', 'Jetzt gratis testen'],
    fr: ['Essai gratuit de 14 jours', 'Essayez gratuitement'],
    es: ['Prueba gratis durante 14 días', 'Empieza tu prueba gratuita'],
    nl: ['Probeer het gratis', '14 dagen gratis proberen'],
    it: ['Prova gratuita di 14 giorni', 'Provalo gratis'],
    pt: ['Teste grátis durante 14 dias', 'Experimente grátis'],
  },
  perSeat: {
    en: ['From £19 per user per month', 'Plans from $29 a month, billed annually'],
    de: ['Ab 19 € pro Nutzer und Monat', 'Jährlich abgerechnet'],
    fr: ['À partir de 19 € par utilisateur', 'Facturé annuellement'],
    es: ['Desde 19 € por usuario al mes', 'Facturado anualmente'],
    nl: ['Vanaf € 19 per gebruiker per maand', 'Jaarlijks gefactureerd'],
    it: ['Da 19 € per utente al mese', 'Fatturato annualmente'],
    pt: ['Desde 19 € por utilizador por mês', 'Faturado anualmente'],
  },
  quote: {
    en: ['Get a free quote', 'Request your no-obligation estimate'],
    de: ['Kostenloses Angebot anfordern', 'Unverbindlicher Kostenvoranschlag'],
    fr: ['Devis gratuit', 'Demandez votre devis sans engagement'],
    es: ['Presupuesto sin compromiso', 'Pide tu presupuesto gratis'],
    nl: ['Vrijblijvende offerte', 'Offerte aanvragen'],
    it: ['Preventivo gratuito', 'Richiedi un preventivo senza impegno'],
    pt: ['Orçamento grátis', 'Peça o seu orçamento sem compromisso'],
  },
  callOut: {
    en: ['24/7 emergency call-out', 'No call-out charge, same-day service'],
    de: ['24-Stunden-Notdienst', 'Notdienst auch am Wochenende'],
    fr: ['Dépannage rapide 7j/7', 'Intervention rapide sous 24 h'],
    es: ['Urgencias 24 horas', 'Servicio urgente a domicilio'],
    nl: ['24 uur per dag storingsdienst', 'Spoedservice binnen 2 uur'],
    it: ['Pronto intervento 24 ore su 24', 'Assistenza 24 ore'],
    pt: ['Serviço de urgência 24 horas', 'Assistência 24 horas'],
  },
  serviceArea: {
    en: ['Areas we cover', 'Serving the town and surrounding villages'],
    de: ['Unser Einzugsgebiet', 'Im Umkreis von 30 km'],
    fr: ["Zone d'intervention", 'Nous intervenons dans tout le département'],
    es: ['Zona de cobertura', 'Zona de actuación: toda la provincia'],
    nl: ['Ons werkgebied', 'Werkgebied: de hele regio'],
    it: ['Zona di intervento', 'Zone servite: tutta la provincia'],
    pt: ['Área de atuação', 'Zonas de atuação: todo o distrito'],
  },
  appointment: {
    en: ['Book an appointment', 'New patients welcome'],
    de: ['Termin online buchen', 'Terminvereinbarung'],
    fr: ['Prendre rendez-vous', 'Prise de rendez-vous en ligne'],
    es: ['Pide tu cita', 'Cita previa'],
    nl: ['Maak een afspraak', 'Online afspraak maken'],
    it: ['Prenota una visita', 'Fissa un appuntamento'],
    pt: ['Marcar consulta', 'Agende a sua consulta'],
  },
  cart: {
    en: ['Add to basket', 'Free delivery on orders over £40'],
    de: ['In den Warenkorb', 'Versandkostenfrei ab 40 €'],
    fr: ['Ajouter au panier', 'Livraison offerte dès 40 €'],
    es: ['Añadir al carrito', 'Envío gratis a partir de 40 €'],
    nl: ['In winkelwagen', 'Gratis verzending vanaf € 40'],
    it: ['Aggiungi al carrello', 'Spedizione gratuita sopra i 40 €'],
    pt: ['Adicionar ao carrinho', 'Portes grátis acima de 40 €'],
  },
  tickets: {
    en: ['Buy tickets', 'Doors open 10pm – full line-up below'],
    de: ['Tickets kaufen', 'Einlass ab 19 Uhr, Vorverkauf läuft'],
    fr: ['Achetez vos billets', 'Ouverture des portes à 20h – billetterie en ligne'],
    es: ['Compra tus entradas', 'Apertura de puertas a las 20:00'],
    nl: ['Tickets kopen', 'Deuren open om 20.00 uur'],
    it: ['Acquista i biglietti', 'Apertura porte ore 21 – biglietteria online'],
    pt: ['Comprar bilhetes', 'Abertura de portas às 21h – bilheteira online'],
  },
};

/**
 * What kinds of business ask for, by main category: a restaurant shows its hours and takes
 * table bookings, a trade gives quotes and comes out, a practice takes appointments, a shop has
 * a cart. Emergencies and areas served are not the home trades' alone: a vet's and a doctor's
 * out-of-hours service, a breakdown service, a funeral home's 24-hour line, a mobile groomer's or
 * a caterer's area (with them only there, a vet offering farm visits was read as a locksmith).
 * A loose guide for writing training pages, not a rule the classifier applies: each
 * training page gets at most two of its trade's claims, and the model learns how much each one
 * says.
 */
const CLAIMS_BY_CATEGORY: Readonly<Record<string, readonly ClaimKind[]>> = {
  'Animals & Pets': ['appointment', 'hours', 'cart', 'callOut', 'serviceArea'],
  'Beauty & Well-being': ['appointment', 'hours'],
  'Business Services': ['quote', 'appointment', 'serviceArea'],
  'Construction & Manufacturing': ['quote', 'serviceArea'],
  'Education & Training': ['hours'],
  'Electronics & Technology': ['cart', 'quote', 'callOut'],
  'Events & Entertainment': ['tickets', 'hours', 'serviceArea'],
  'Food, Beverages & Tobacco': ['hours', 'cart'],
  'Health & Medical': ['appointment', 'hours', 'callOut'],
  'Hobbies & Crafts': ['cart', 'hours'],
  'Home & Garden': ['cart', 'hours', 'quote'],
  'Home Services': ['quote', 'callOut', 'serviceArea'],
  'Legal Services & Government': ['appointment'],
  'Media & Publishing': [],
  'Money & Insurance': ['quote', 'appointment'],
  'Public & Local Services': ['hours', 'callOut'],
  'Restaurants & Bars': ['hours', 'menu', 'tableBooking'],
  'Shopping & Fashion': ['cart', 'hours'],
  Sports: ['hours', 'cart'],
  'Travel & Vacation': ['tickets'],
  Utilities: ['quote'],
  'Vehicles & Transportation': ['quote', 'hours', 'appointment', 'callOut', 'serviceArea'],
};

/** Subcategories whose business asks differently from the rest of their main category. */
const CLAIMS_BY_SUBCATEGORY: Readonly<Record<string, readonly ClaimKind[]>> = {
  'Internet & Software': ['demo', 'trial', 'perSeat'],
  'IT & Communication': ['quote', 'demo'],
  'Sales & Marketing': ['quote', 'demo'],
  'Accommodation & Lodging': ['roomBooking'],
  Hotels: ['roomBooking'],
  'Wedding & Party': ['quote', 'appointment'],
};

function claimKindsFor(subcategory: string): readonly ClaimKind[] {
  const own = CLAIMS_BY_SUBCATEGORY[subcategory];
  if (own) return own;
  const category = findSubcategoryByName(subcategory)?.categoryName;
  return (category && CLAIMS_BY_CATEGORY[category]) || [];
}

/** Up to two claim sentences of the trade's kinds, or none (many real pages have none). */
export function claimSentencesFor(
  random: Random,
  subcategory: string,
  language: Language,
): string[] {
  const kinds = claimKindsFor(subcategory);
  if (kinds.length === 0 || random.chance(0.4)) return [];
  const chosen = random.shuffle([...kinds]).slice(0, random.int(1, 2));
  return chosen.map((kind) => random.pick(CLAIM_SENTENCES[kind][language]));
}
