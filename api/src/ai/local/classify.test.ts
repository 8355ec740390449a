import { describe, expect, it } from 'vitest';
import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import type { HomepageFacts } from '../homepage/types.ts';
import { classify } from './classify.ts';
import { classifyRequest, createLocalProfiler } from './localProfiler.ts';
import { isPlaceholderPage } from './placeholderPage.ts';
import { stem, tokenize } from './text.ts';
import { SUBCATEGORY_TERMS } from './vocabulary/subcategoryTerms.ts';

const page = (overrides: Partial<HomepageFacts>): HomepageFacts => ({
  url: 'https://example.test/',
  language: null,
  title: null,
  metaDescription: null,
  descriptions: [],
  metaKeywords: [],
  openGraph: {},
  organization: null,
  schemaTypes: [],
  headings: [],
  text: '',
  bodyText: '',
  leadText: '',
  scriptText: '',
  scriptLead: '',
  emails: [],
  phones: [],
  foundingDate: null,
  addressText: null,
  socialLinks: {},
  truncated: false,
  ...overrides,
});

describe('the keyword classifier', () => {
  it('has a curated vocabulary for every catalogue subcategory, and nothing else', () => {
    expect(Object.keys(SUBCATEGORY_TERMS).sort()).toEqual(
      ALL_SUBCATEGORIES.map((sub) => sub.name).sort(),
    );
  });

  it('leaves a company uncategorised when nothing points anywhere', () => {
    expect(classify({ name: 'Kestrel Holdings', domain: 'kestrel-holdings.com' })).toMatchObject({
      category: null,
      subcategory: null,
      confidence: 0,
    });
  });

  it('reads trade words run together in a domain name', () => {
    expect(classify({ name: 'Bestway', domain: 'bestwayplumbing.co.uk' })).toMatchObject({
      category: 'Home Services',
      subcategory: 'Plumbing & Sanitation',
    });
  });

  it('takes a schema.org type as strong evidence', () => {
    const result = classify({
      name: 'Harbour House',
      domain: 'harbourhouse.test',
      schemaTypes: ['Dentist'],
    });
    expect(result.subcategory).toBe('Dental Services');
  });

  it('uses the public suffix of institutions', () => {
    expect(classify({ name: 'Westbrook', domain: 'westbrook.edu' }).subcategory).toBe(
      'Colleges & Universities',
    );
  });

  it('ignores what a parked or "coming soon" page says', () => {
    const parked = page({
      title: 'novaxis.io is for sale',
      text: 'This domain may be for sale. Make an offer. Buy this domain.',
    });
    expect(isPlaceholderPage(parked)).toBe(true);
    expect(
      classifyRequest({ name: 'Novaxis', domain: 'novaxis.io', facts: parked }).subcategory,
    ).toBeNull();
  });

  it('reads a login wall and a domain "zum Verkauf" as saying nothing, in any language', () => {
    const walls = [
      page({
        title: 'Espace professionnel – Connexion',
        text: 'Accès réservé. Veuillez vous identifier. Mot de passe oublié ?',
      }),
      page({
        title: 'Kundenportal',
        text: 'Benutzername und Passwort eingeben. Passwort vergessen?',
      }),
      page({
        title: 'Portal do Cooperado – Acesso restrito',
        text: 'E-mail Senha Entrar Esqueci minha senha Problemas de acesso?',
      }),
      page({
        title: 'Diese Domain steht zum Verkauf',
        text: 'Preis: 1.490 € (VB). Sichere Abwicklung über einen Treuhandservice. Jetzt kaufen.',
      }),
    ];
    for (const facts of walls) expect(isPlaceholderPage(facts)).toBe(true);
  });

  it('reads hosting and server default pages as saying nothing, whatever their words', () => {
    const suspended = page({
      title: 'Account Suspended',
      headings: ['Account Suspended'],
      text: 'This Account has been suspended. Contact your hosting provider for more information.',
    });
    const iis = page({ title: 'IIS Windows Server', text: '' });
    const apache = page({
      title: 'Apache2 Ubuntu Default Page: It works',
      text: 'This is the default welcome page used to test the correct operation of the Apache2 server after installation on Ubuntu systems. '.repeat(
        20,
      ),
    });
    const wordpressSetup = page({
      title: 'WordPress › Setup Configuration File',
      text: 'Welcome to WordPress. Before getting started, you will need to know the following items. Database name, database username, database password, database host, table prefix. '.repeat(
        8,
      ),
    });
    for (const facts of [suspended, iis, apache, wordpressSetup]) {
      expect(isPlaceholderPage(facts)).toBe(true);
    }
    const bakery = page({
      title: 'Bäckerei Kern',
      text: 'Unsere Bäckerei backt seit 1950 jeden Morgen Brot, Brötchen und Kuchen aus eigenem Sauerteig am Markt.',
    });
    expect(isPlaceholderPage(bakery)).toBe(false);
  });

  it("reads a web framework's page as installed and WordPress's tagline in Portuguese as saying nothing (devset25)", () => {
    const laravel = page({
      title: 'Laravel',
      text: 'Laravel Log in Register Documentation Laravel has wonderful documentation covering every aspect of the framework. '.repeat(
        10,
      ),
    });
    const rails = page({
      title: 'Ruby on Rails 7.2.1',
      text: 'Ruby on Rails Yay! You’re on Rails! Rails version: 7.2.1 Ruby version: ruby 3.3.5',
    });
    const emptyShop = page({
      title: 'Loja – Casa Ribeiro',
      text: 'Casa Ribeiro Só mais um site WordPress Pesquisar Início Carrinho Loja Nenhum produto encontrado que corresponda à sua seleção. Olá, mundo!',
    });
    for (const facts of [laravel, rails, emptyShop]) {
      expect(isPlaceholderPage(facts), facts.title ?? '').toBe(true);
    }
    // A web agency that builds with Laravel says so in its own words.
    const agency = page({
      title: 'Kessler Digital – Laravel development in Leipzig',
      text: 'We build booking systems and shops with Laravel and Vue for firms in Saxony. '.repeat(
        10,
      ),
    });
    expect(isPlaceholderPage(agency)).toBe(false);
  });

  it("reads a registrar's notice or a placeholder's title as saying nothing, not a short firm's page", () => {
    const registered = page({
      title: 'dehoutwerf.nl',
      text: 'dehoutwerf.nl Deze domeinnaam is geregistreerd via Domeinhuis, maar er is nog geen website aan gekoppeld. Bent u de eigenaar? Log in op het klantpaneel. Zelf een domeinnaam nodig? Bekijk onze pakketten vanaf € 4,99 per jaar. Domeinhuis B.V. · Postbus 12 · 3500 AA Utrecht',
    });
    const comingSoon = page({
      title: 'Atelier Brume — Coming soon',
      text: 'Something new is on its way. Leave your email and we will tell you when we launch. Notify me',
    });
    expect(isPlaceholderPage(registered)).toBe(true);
    expect(isPlaceholderPage(comingSoon)).toBe(true);
    const joiner = page({
      title: 'Harper Joinery – Fitted kitchens in Bath',
      text: 'Fitted kitchens, staircases and sash windows made in our Bath workshop since 1998. Call 01225 400 100. © 2025 Harper Joinery Ltd · harperjoinery.co.uk · Registered in England and Wales No. 0812345.',
    });
    expect(isPlaceholderPage(joiner)).toBe(false);
  });

  it('reads a stocktaking closure alone as saying nothing, not a shop that says more', () => {
    const closed = page({
      title: 'Libreria Sauro',
      text: 'Chiuso per inventario. Riapriamo lunedì. Grazie per la pazienza!',
    });
    expect(isPlaceholderPage(closed)).toBe(true);
    const bakery = page({
      title: 'Boulangerie Martin',
      text: 'Fermé pour inventaire le lundi 6 janvier. Pains au levain, viennoiseries et pâtisseries maison, cuits chaque matin au feu de bois rue des Halles à Dijon. Ouvert du mardi au dimanche de 7 h à 19 h 30.',
    });
    expect(isPlaceholderPage(bakery)).toBe(false);
  });

  it('reads an age gate alone as saying nothing, not a winery that asks it above its own words', () => {
    const gate = page({
      title: 'Vallebruna',
      text: "Benvenuto. Per accedere a questo sito devi avere l'età legale per il consumo di alcolici nel tuo paese di residenza. Hai almeno 18 anni? Sì No Ricordami. Bevi responsabilmente.",
    });
    expect(isPlaceholderPage(gate)).toBe(true);
    const winery = page({
      title: 'Bodegas Viña Albar – Vinos de Ribera del Duero',
      text: '¿Eres mayor de edad? Viña Albar Bodega familiar desde 1921 Cuatro generaciones cuidando viñas viejas de tinta del país en La Horra. Vendimiamos a mano, fermentamos en depósitos pequeños y criamos en barrica de roble francés y americano. Nuestros vinos Albar Roble 2022 Albar Crianza 2020 Albar Reserva 2018 Enoturismo Visita a la bodega y cata de tres vinos con aperitivo: 18 € por persona. Sábados y domingos a las 12:00. Bodegas Viña Albar S.L. · Camino de la Vega s/n · 09311 La Horra (Burgos) · Tel. 947 54 21 70 · bodega@vinaalbar.es',
    });
    expect(isPlaceholderPage(winery)).toBe(false);
  });

  it("reads a parking page's ads, a server error and a maintenance notice as saying nothing", () => {
    const said = [
      page({
        title: 'dental-smile.co.uk',
        text: 'Related searches: Dental Implants Cost · Teeth Whitening Near Me · Emergency Dentist · Invisalign Price. Sponsored listings.',
      }),
      page({
        title: 'autohaus-berg.de',
        text: 'Ähnliche Suchanfragen: Gebrauchtwagen kaufen · Autoversicherung Vergleich · Leasing ohne Anzahlung · Reifen online. Gesponserte Links.',
      }),
      page({
        title: '403 Forbidden',
        headings: ['403 Forbidden'],
        text: "You don't have permission to access this resource on this server at all today.",
      }),
      page({
        title: 'Hotel Alpina',
        text: 'Wegen Wartungsarbeiten ist unsere Website kurz offline. Für Buchungen rufen Sie uns bitte an.',
      }),
      page({
        title: 'Trattoria Sole',
        text: 'Il sito è in manutenzione. Torneremo presto online con il nuovo menù e le foto del locale.',
      }),
    ];
    for (const facts of said) expect(isPlaceholderPage(facts), facts.title ?? '').toBe(true);
    const trades = [
      page({
        title: 'Heizung Schulte',
        text: 'Wir übernehmen Wartungsarbeiten an Heizungen, Thermen und Solaranlagen in ganz Münster und Umgebung.',
      }),
      page({
        title: 'Boiler Care',
        text: 'We offer scheduled maintenance for gas boilers and central heating across Leeds and the surrounding areas.',
      }),
    ];
    for (const facts of trades) expect(isPlaceholderPage(facts), facts.title ?? '').toBe(false);
  });

  it('takes no contact facts from a page that says nothing', async () => {
    const forSale = page({
      title: 'tiendaluma.es – ¡Este dominio está en venta!',
      headings: ['Este dominio está en venta'],
      text: '¿Te interesa? Haz una oferta hoy mismo. Transferencia rápida y segura. Llámanos: +34 910 000 555. Este dominio está aparcado por Dominios Express S.L.',
      phones: ['+34 910 000 555'],
    });
    const outcome = await createLocalProfiler().profile({
      name: 'Tienda Luma',
      domain: 'tiendaluma.es',
      facts: forSale,
    });
    expect(outcome.ok && outcome.profile.phone).toBeNull();
    expect(outcome.ok && outcome.profile.category).toBeNull();
  });

  it('reports a confidence between 0 and 1 with its ranking', () => {
    const result = classify({
      name: 'Rising Crust',
      domain: 'risingcrust.com',
      title: 'Rising Crust Bakery',
      text: 'Sourdough loaves, croissants and celebration cakes baked every morning.',
    });
    expect(result.subcategory).toBe('Bakery & Pastry');
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(result.ranking[0]?.subcategory).toBe('Bakery & Pastry');
  });
});

describe('tokenize', () => {
  it('folds case, accents, plurals and "&"', () => {
    expect(tokenize("Café & Bakeries, Children's Dentists")).toEqual([
      'cafe',
      'and',
      'bakery',
      'children',
      'dentist',
    ]);
    expect(stem('glasses')).toBe('glass');
    expect(stem('news')).toBe('news');
    expect(stem('bus')).toBe('bus');
  });
});
