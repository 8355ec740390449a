/**
 * A small probe of homepages written by hand, in prose unlike the generated set's templates,
 * to see whether the local classifier generalises beyond its own generator. These pages are
 * NEVER read by the trainer (`local/training/` does not import this file; a test checks it):
 * they are scored only by `npm run eval:categorize -- --set probe`.
 */
import { ROUND_TWO } from './probeRoundTwo.ts';

export interface ProbePage {
  /**
   * 1: written before the sector words were added, and looked at while they were (the probe
   * that showed the failures); 2: written after every change, scored once, not tuned on.
   */
  round: 1 | 2;
  domain: string;
  name: string;
  /** The expected subcategory, or null when the page says nothing about the company. */
  subcategory: string | null;
  html: string;
}

const page = (lang: string, head: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

export const PROBE_PAGES: readonly ProbePage[] = [
  {
    round: 1,
    domain: 'zahnarzt-dr-albers.de',
    name: 'Zahnarztpraxis Dr. Albers',
    subcategory: 'Dental Services',
    html: page(
      'de',
      '<title>Zahnarztpraxis Dr. Albers – Ihr Zahnarzt in Göttingen</title>',
      `<header><nav><a href="/">Start</a><a href="/team">Team</a><a href="/leistungen">Leistungen</a><a href="/kontakt">Kontakt</a></nav></header>
<main><h1>Willkommen in unserer Praxis</h1>
<p>Gesunde Zähne ein Leben lang: Wir begleiten Sie mit Prophylaxe, professioneller Zahnreinigung und schonender Füllungstherapie.</p>
<h2>Leistungen</h2><ul><li>Implantate</li><li>Prophylaxe</li><li>Wurzelbehandlung</li><li>Zahnersatz: Kronen und Brücken</li><li>Kinderzahnheilkunde</li></ul>
<p>Angstpatienten sind bei uns in guten Händen. Termine auch am Samstag.</p></main>
<footer><p>Impressum · Datenschutz</p></footer>`,
    ),
  },
  {
    round: 1,
    domain: 'vetdesk.io',
    name: 'VetDesk',
    subcategory: 'Internet & Software',
    html: page(
      'en',
      '<title>VetDesk – practice management software for veterinary clinics</title><meta name="description" content="Scheduling, patient records, invoicing and reminders in one cloud app built for vets.">',
      `<main><h1>Run your veterinary clinic from one screen</h1>
<p>VetDesk is practice management software for veterinary clinics: online booking, medical records for every pet, vaccination reminders by SMS and integrated invoicing.</p>
<p>Start a free 30-day trial. No credit card needed. Import your data from your old system in minutes.</p>
<h2>Pricing</h2><p>From 49 € per user per month, billed annually. API and integrations with lab systems included.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'cabinet-dentaire-moreau.fr',
    name: 'Cabinet Moreau',
    subcategory: 'Dental Services',
    html: page(
      'fr',
      '<title>Cabinet dentaire Moreau | Chirurgien-dentiste à Nantes</title>',
      `<main><h1>Cabinet dentaire du Dr Moreau</h1><p>Soins conservateurs, détartrage, orthodontie pour adultes et enfants, blanchiment et pose d’implants. Prise de rendez-vous en ligne.</p><p>Le cabinet est accessible aux personnes à mobilité réduite.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'hotelfix.es',
    name: 'HotelFix',
    subcategory: 'Internet & Software',
    html: page(
      'es',
      '<title>HotelFix · Programa de reservas para hoteles y apartamentos turísticos</title>',
      `<main><h1>El motor de reservas para hoteles independientes</h1><p>Gestiona habitaciones, tarifas y disponibilidad desde un único panel. Conexión con Booking y Expedia, pagos online y facturación automática. Prueba gratuita de 14 días.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'bakkerijdevries.nl',
    name: 'Bakkerij De Vries',
    subcategory: 'Bakery & Pastry',
    html: page(
      'nl',
      '<title>Bakkerij De Vries – ambachtelijk brood sinds 1962</title>',
      `<main><h1>Vers van de warme bakker</h1><p>Elke ochtend bakken wij zuurdesembrood, krentenbollen, appeltaart en roomboter croissants. Bestel uw taart voor verjaardagen en bruiloften.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'studiolegalerossi.it',
    name: 'Studio Legale Rossi',
    subcategory: 'Lawyers & Attorneys',
    html: page(
      'it',
      '<title>Studio Legale Rossi – Avvocati a Bologna</title>',
      `<main><h1>Assistenza legale per privati e imprese</h1><p>Diritto di famiglia, separazioni e divorzi, recupero crediti, contrattualistica e contenzioso civile. Prima consulenza gratuita.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'oficina-auto-lima.pt',
    name: 'Oficina Lima',
    subcategory: 'Vehicle Repair & Fuel',
    html: page(
      'pt',
      '<title>Oficina Lima – mecânica automóvel em Braga</title>',
      `<main><h1>Reparação e manutenção do seu carro</h1><p>Revisões, mudança de óleo, travões, embraiagens, diagnóstico eletrónico e preparação para a inspeção. Orçamento sem compromisso.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'smilegrowth.agency',
    name: 'SmileGrowth',
    subcategory: 'Sales & Marketing',
    html: page(
      'en',
      '<title>SmileGrowth – Marketing for dentists</title>',
      `<main><h1>More new patients for your dental practice</h1><p>We are a marketing agency for dentists and orthodontists: Google Ads, local SEO, websites and social media campaigns that fill your appointment book.</p><p>Book a free strategy call.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'gastroschutz.de',
    name: 'GastroSchutz',
    subcategory: 'Insurance',
    html: page(
      'de',
      '<title>GastroSchutz – Versicherungen für Restaurants und Hotels</title>',
      `<main><h1>Die Betriebshaftpflicht für die Gastronomie</h1><p>Inhaltsversicherung, Betriebsunterbrechung und Haftpflicht für Restaurants, Cafés und Hotels. Jetzt Tarif berechnen und online abschließen.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'logiciel-pharma.fr',
    name: 'OfficinePro',
    subcategory: 'Internet & Software',
    html: page(
      'fr',
      '<title>OfficinePro – le logiciel de gestion pour les pharmacies</title>',
      `<main><h1>Le logiciel pensé pour les pharmaciens</h1><p>Gestion des stocks, tiers payant, ordonnances et facturation : OfficinePro simplifie le quotidien de votre officine. Démonstration gratuite.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'klimafix-muenchen.de',
    name: 'KlimaFix',
    subcategory: 'Energy & Heating',
    html: page(
      'de',
      '<title>KlimaFix – Heizung, Wärmepumpe und Solar in München</title>',
      `<main><h1>Ihr Fachbetrieb für Heizungstechnik</h1><p>Wir planen und installieren Wärmepumpen, Gasbrennwertkessel und Photovoltaikanlagen. Heizungswartung und Notdienst im Winter.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'yogaflow-lisboa.pt',
    name: 'Yoga Flow',
    subcategory: 'Yoga & Meditation',
    html: page(
      'pt',
      '<title>Yoga Flow Lisboa</title><meta name="description" content="Aulas de yoga e meditação para todos os níveis no centro de Lisboa.">',
      `<main><h1>Respira. Move-te. Descansa.</h1><p>Aulas de vinyasa, hatha e yin yoga, meditação guiada e retiros de fim de semana. Primeira aula grátis.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'fahrschule-koenig.at',
    name: 'Fahrschule König',
    subcategory: 'Vocational Training',
    html: page(
      'de',
      '<title>Fahrschule König – Führerschein in Graz</title>',
      `<main><h1>Dein Führerschein mit uns</h1><p>Theorieunterricht, Fahrstunden für Klasse B und A, Intensivkurse in den Ferien und Vorbereitung auf die Fahrprüfung.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'cerveceria-olmo.es',
    name: 'Cervecería El Olmo',
    subcategory: 'Bars & Cafes',
    html: page(
      'es',
      '<title>Cervecería El Olmo – tapas y cañas en Valladolid</title>',
      `<main><h1>Tu bar de siempre</h1><p>Cañas bien tiradas, vermut de grifo, tapas caseras y raciones para compartir. Terraza abierta todo el año.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'mijnverhuizing.nl',
    name: 'Snel Verhuisd',
    subcategory: 'Moving & Storage',
    html: page(
      'nl',
      '<title>Snel Verhuisd – verhuisbedrijf in Utrecht</title>',
      `<main><h1>Zorgeloos verhuizen</h1><p>Particuliere en zakelijke verhuizingen, inpakservice, verhuislift en opslag van uw inboedel. Vraag een gratis offerte aan.</p></main>`,
    ),
  },
  {
    round: 1,
    domain: 'nordlicht-consulting.com',
    name: 'Nordlicht',
    subcategory: null,
    html: page(
      'en',
      '<title>Nordlicht</title>',
      `<div class="cookie-banner"><p>We use cookies. ${'By continuing to browse you agree to our use of cookies, analytics and personalised content. You can change your settings at any time. '.repeat(12)}</p><button>Accept</button></div><div id="app"></div>`,
    ),
  },
  {
    round: 1,
    domain: 'ristorante-da-gino.it',
    name: 'Da Gino',
    subcategory: 'Mediterranean Cuisine',
    html: page(
      'it',
      '<title>Ristorante Da Gino – cucina di mare a Genova</title>',
      `<main><h1>Pesce fresco ogni giorno</h1><p>Trofie al pesto, frittura di paranza, spaghetti alle vongole e pesce al forno. Prenota il tuo tavolo con vista sul porto.</p></main>`,
    ),
  },
  ...ROUND_TWO,
];
