import type { ProbePage } from './probePages.ts';

const page = (lang: string, head: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** Round 2 of the probe (see `ProbePage.round`): written after every change, scored once. */
export const ROUND_TWO: readonly ProbePage[] = [
  {
    round: 2,
    domain: 'schreinerei-haas.de',
    name: 'Schreinerei Haas',
    subcategory: 'Craftsman',
    html: page(
      'de',
      '<title>Schreinerei Haas – Möbel nach Maß aus dem Allgäu</title>',
      `<div class="cookie"><p>Wir nutzen Cookies für Statistik. OK</p></div><main><h1>Handwerk aus Holz</h1><p>Seit drei Generationen fertigen wir Einbauschränke, Küchenfronten, Treppen und Haustüren in unserer eigenen Werkstatt. Beratung, Aufmaß und Montage vor Ort.</p></main><footer>Impressum · Datenschutz · AGB</footer>`,
    ),
  },
  {
    round: 2,
    domain: 'optique-lefebvre.fr',
    name: 'Optique Lefebvre',
    subcategory: 'Vision & Hearing',
    html: page(
      'fr',
      '<title>Optique Lefebvre</title>',
      `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { hero: { title: 'Votre opticien à Lille', text: 'Montures de créateurs, verres progressifs, contrôle de la vue gratuit et lentilles. Tiers payant avec la plupart des mutuelles.' } } } })}</script>`,
    ),
  },
  {
    round: 2,
    domain: 'tapasbar-lacueva.es',
    name: 'La Cueva',
    subcategory: 'Mediterranean Cuisine',
    html: page(
      'es',
      '<title>La Cueva – Restaurante de tapas y arroces en Valencia</title>',
      `<main><h1>Cocina mediterránea junto al mar</h1><p>Paella valenciana los domingos, arroz negro, pulpo a la gallega y tapas de temporada. Reserva tu mesa por teléfono.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'rekenmeesters.nl',
    name: 'Rekenmeesters',
    subcategory: 'Accounting & Tax',
    html: page(
      'nl',
      '<title>Rekenmeesters – administratie en belastingaangifte voor zzp’ers en mkb</title>',
      `<main><h1>Uw boekhouding uit handen</h1><p>Wij verzorgen de administratie, btw-aangifte, jaarrekening en aangifte inkomstenbelasting voor ondernemers in de regio Zwolle. Vaste prijs per maand.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'palestra-forza.it',
    name: 'Forza',
    subcategory: 'Fitness & Weight Lifting',
    html: page(
      'it',
      '<title>Forza – palestra a Torino</title>',
      `<main><h1>Allenati con noi</h1><p>Sala attrezzi, corsi di functional training, spinning e pilates, personal trainer certificati. Prova gratuita di una settimana.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'imobiliaria-tejo.pt',
    name: 'Tejo Imóveis',
    subcategory: 'Real Estate',
    html: page(
      'pt',
      '<title>Tejo Imóveis – comprar e arrendar casa em Lisboa</title>',
      `<main><h1>Encontre a sua próxima casa</h1><p>Apartamentos T1 a T4, moradias e escritórios para venda e arrendamento. Avaliação gratuita do seu imóvel.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'kitchenflow.com',
    name: 'KitchenFlow',
    subcategory: 'Internet & Software',
    html: page(
      'en',
      '<title>KitchenFlow – inventory and ordering app for restaurants</title>',
      `<main><h1>Stop running out of ingredients</h1><p>KitchenFlow tracks stock levels across your kitchens, suggests orders to suppliers and syncs with your POS. Used by 1,200 restaurants, cafés and bakeries.</p><p>Plans from $39 a month. Try it free for 14 days.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'recht-im-handwerk.de',
    name: 'Kanzlei Brandt',
    subcategory: 'Lawyers & Attorneys',
    html: page(
      'de',
      '<title>Kanzlei Brandt – Rechtsanwälte für Handwerksbetriebe</title>',
      `<main><h1>Baurecht und Arbeitsrecht für das Handwerk</h1><p>Wir vertreten Dachdecker, Elektriker und Bauunternehmen bei Streit um Abnahme, Mängel und offene Rechnungen. Fachanwalt für Bau- und Architektenrecht.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'thebutchersarms.co.uk',
    name: 'The Butcher’s Arms',
    subcategory: 'Bars & Cafes',
    html: page(
      'en',
      '<title>The Butcher’s Arms – village pub in Kent</title>',
      `<main><h1>A proper country pub</h1><p>Real ales from local breweries, a roaring fire in winter, Sunday roasts and a beer garden. Quiz night every Thursday. Dogs welcome.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'dierenkliniek-hoorn.nl',
    name: 'Dierenkliniek Hoorn',
    subcategory: 'Animal Health',
    html: page(
      'nl',
      '<title>Dierenkliniek Hoorn</title>',
      `<div itemscope itemtype="https://schema.org/VeterinaryCare"><span itemprop="name">Dierenkliniek Hoorn</span></div><main><h1>Zorg voor uw huisdier</h1><p>Consulten, vaccinaties, gebitsbehandelingen en operaties voor honden, katten en konijnen. Spoeddienst 24 uur per dag.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'agenzia-sposi.it',
    name: 'Giorno Perfetto',
    subcategory: 'Wedding & Party',
    html: page(
      'it',
      '<title>Giorno Perfetto – wedding planner in Toscana</title>',
      `<main><h1>Il vostro matrimonio, senza pensieri</h1><p>Scegliamo con voi la location, il catering, i fiori e la musica, e coordiniamo ogni dettaglio del grande giorno.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'premium-domains-4u.com',
    name: 'premium-domains-4u.com',
    subcategory: null,
    html: page(
      'en',
      '<title>premium-domains-4u.com</title>',
      `<h1>premium-domains-4u.com</h1><p>This premium domain name is available for purchase. Make an offer today.</p><ul>${['Dentist Near Me', 'Cheap Car Insurance', 'Hotel Deals', 'Online Degree', 'Plumbing Services', 'Wedding Dresses', 'Mortgage Rates', 'Dog Grooming'].map((link) => `<li><a href="/lander?q=${encodeURIComponent(link)}">${link}</a></li>`).join('')}</ul><p>Copyright 2025. All rights reserved. Privacy policy.</p>`,
    ),
  },
  {
    round: 2,
    domain: 'lavanderia-sol.es',
    name: 'Lavandería Sol',
    subcategory: 'Clothing Rental & Repair',
    html: page(
      'es',
      '<title>Lavandería Sol – tintorería y arreglos de ropa</title>',
      `<main><h1>Tu ropa, como nueva</h1><p>Limpieza en seco de trajes y vestidos, lavado de edredones, planchado y arreglos de costura: bajos, cremalleras y ajustes.</p></main>`,
    ),
  },
  {
    round: 2,
    domain: 'segurosparatalleres.pt',
    name: 'Oficina Segura',
    subcategory: 'Insurance',
    html: page(
      'pt',
      '<title>Oficina Segura – seguros para oficinas e stands de automóveis</title>',
      `<main><h1>Proteção para o seu negócio automóvel</h1><p>Seguro de responsabilidade civil, multirriscos e acidentes de trabalho pensados para mecânicos, bate-chapas e stands. Peça a sua simulação.</p></main>`,
    ),
  },
];
