import { describe, expect, it } from 'vitest';
import { payloadStrings, readPayload } from './scriptStrings.ts';

const NEXT = { id: '__NEXT_DATA__', type: 'application/json' };

describe("a JS app's payload prose, by the keys it stands under", () => {
  it("puts the page's own description first, drops translations and the cookie banner", () => {
    const payload = JSON.stringify({
      props: {
        pageProps: {
          _nextI18Next: {
            initialI18nStore: { de: { common: { accept: 'Alle Cookies akzeptieren bitte' } } },
          },
          cookieBanner: { text: 'We use cookies to improve your experience.' },
          page: {
            hero: { title: 'Bürgerbüro', subtitle: 'Ihre Praxissoftware für Tierärzte.' },
            services: { items: ['Terminplanung', 'Online billing for clinics'] },
            blog: { posts: [{ title: 'Our new van is on the road' }] },
            layout: 'Default',
          },
        },
      },
    });
    expect(payloadStrings(payload, NEXT)).toEqual({
      own: ['Bürgerbüro', 'Ihre Praxissoftware für Tierärzte.'],
      other: ['Terminplanung', 'Online billing for clinics', 'Our new van is on the road'],
      noise: ['Alle Cookies akzeptieren bitte', 'We use cookies to improve your experience.'],
      // A post dates and places what it tells of, not the company.
      party: ['Our new van is on the road'],
    });
  });

  it("reads a headless CMS's rich-text HTML as the rendered page shows it", () => {
    const payload = JSON.stringify({
      props: {
        pageProps: {
          page: {
            blocks: [
              {
                type: 'richText',
                html: '<h1>Autohaus Brenner</h1><p>Neuwagen, Werkstatt &amp; Reifenhotel in Landshut.</p><p>Telefon 0871 96 62 00</p><script>track()</script>',
              },
            ],
          },
          blog: { posts: [{ content: '<p>Unser neuer Abschleppwagen ist da.</p>' }] },
          footer: { html: '<p>Impressum &middot; Datenschutz</p>' },
        },
      },
    });
    expect(payloadStrings(payload, NEXT)).toEqual({
      own: ['Autohaus Brenner', 'Neuwagen, Werkstatt & Reifenhotel in Landshut.'],
      other: ['Telefon 0871 96 62 00', 'Unser neuer Abschleppwagen ist da.'],
      noise: ['Impressum · Datenschutz'],
      party: ['<p>Unser neuer Abschleppwagen ist da.</p>', 'Unser neuer Abschleppwagen ist da.'],
    });
  });

  it("follows Nuxt 3's devalue indices to the keys", () => {
    const devalue = JSON.stringify([
      ['Reactive', 1],
      { data: 2, config: 5 },
      { hero: 3, items: 4 },
      { headline: 6 },
      [7],
      { cookieText: 8 },
      'Boulangerie artisanale à Lyon depuis 1987',
      'Pain au levain',
      'Nous utilisons des cookies',
    ]);
    expect(payloadStrings(devalue, { id: '__NUXT_DATA__', type: 'application/json' })).toEqual({
      own: ['Boulangerie artisanale à Lyon depuis 1987'],
      other: ['Pain au levain'],
      noise: ['Nous utilisons des cookies'],
      party: [],
    });
  });

  it('reads the strings a devalue-shaped table writes in place of indices', () => {
    const table = JSON.stringify([
      { state: 1, data: 2 },
      { locale: 'de' },
      { home: 3 },
      { title: 'Schornsteinfegermeister Albrecht', text: 'Feuerstättenschau und Messungen' },
    ]);
    const prose = payloadStrings(table, { id: '__NUXT_DATA__', type: 'application/json' });
    expect(prose.own).toContain('Schornsteinfegermeister Albrecht');
    expect([...prose.own, ...prose.other]).toContain('Feuerstättenschau und Messungen');
  });

  it('reads the objects a devalue-shaped table writes in place of indices', () => {
    const table = JSON.stringify([
      { data: 1 },
      {
        school: {
          name: "St Aidan's Preparatory School",
          intro: 'Co-educational prep school for ages 3 to 13',
        },
      },
    ]);
    const prose = payloadStrings(table, { id: '__NUXT_DATA__', type: 'application/json' });
    expect([...prose.own, ...prose.other]).toContain('Co-educational prep school for ages 3 to 13');
  });

  it("reads a list of strings a devalue-shaped table holds, and no wrapper's name", () => {
    const table = JSON.stringify([
      { data: 1 },
      { atelier: 2 },
      { cours: 3, tags: 4 },
      ['Initiation au tour – 3 séances', 'Stage émaillage week-end'],
      ['Set'],
    ]);
    const prose = payloadStrings(table, { id: '__NUXT_DATA__', type: 'application/json' });
    const read = [...prose.own, ...prose.other, ...prose.noise];
    expect(read).toContain('Initiation au tour – 3 séances');
    expect(read).toContain('Stage émaillage week-end');
    expect(read).not.toContain('Set');
  });

  it('follows the keys of a Nuxt 2 function through its braces', () => {
    const nuxt =
      'window.__NUXT__=(function(a){return {i18n:{nl:{banner:["Wij gebruiken cookies"]}},state:{title:"Dierenkliniek Hoorn",nav:"Home page link",text:\'Wij zorgen voor uw huisdier\',hero:{sub:a}}}}("Uw dierenarts in Hoorn"));';
    // The function's argument is read where the state names it: the hero's own subtitle.
    expect(payloadStrings(nuxt, {})).toEqual({
      own: ['Dierenkliniek Hoorn', 'Uw dierenarts in Hoorn'],
      other: ['Wij zorgen voor uw huisdier'],
      noise: ['Wij gebruiken cookies', 'Home page link'],
      party: [],
    });
  });

  it("reads an app's state assigned to window, and Next.js App Router rows", () => {
    const state =
      'window.__APP_STATE__ = {"page":{"headline":"Fisioterapia desportiva em Coimbra"},"consent":{"text":"Utilizamos cookies"}};';
    expect(payloadStrings(state, {})).toEqual({
      own: ['Fisioterapia desportiva em Coimbra'],
      other: [],
      noise: ['Utilizamos cookies'],
      party: [],
    });
    const rows = `3:["$","main",null,{"children":[["$","h1",null,{"children":"Tandartspraktijk Hoorn"}],["$","p",null,{"children":"Controles en implantaten"}]]}]`;
    const flight = `self.__next_f.push([1,${JSON.stringify(rows)}])`;
    expect(payloadStrings(flight, {}).other).toEqual([
      'Tandartspraktijk Hoorn',
      'Controles en implantaten',
    ]);
    expect(payloadStrings('window.dataLayer = window.dataLayer || [];', {}).other).toEqual([]);
    // Its fields are the rows unquoted, so a contact card's keys read as JSON's do.
    const card = `4:["$","$L3",null,{"contact":{"street":"Linzer Gasse 38","city":"5020 Salzburg"}}]`;
    expect(readPayload(`self.__next_f.push([1,${JSON.stringify(card)}])`, {}).fields).toContain(
      '"street":"Linzer Gasse 38"',
    );
  });

  it("files a flight row's quotation and its cite as another party's (a testimonial)", () => {
    const rows = `7:["$","section",null,{"children":[["$","p",null,{"children":"Rufen Sie an: 0711 4893260"}],["$","blockquote",null,{"children":[["$","p",null,{"children":"„Wir sind seit 1987 Meisterbetrieb.“"}],["$","cite",null,{"children":"Thomas Maier, Elektro Maier GmbH, Tel. 0711 3169 442"}]]}]]}]`;
    const prose = payloadStrings(`self.__next_f.push([1,${JSON.stringify(rows)}])`, {});
    expect(prose.party).toEqual(
      expect.arrayContaining([
        '„Wir sind seit 1987 Meisterbetrieb.“',
        'Thomas Maier, Elektro Maier GmbH, Tel. 0711 3169 442',
      ]),
    );
    expect(prose.party).not.toContain('Rufen Sie an: 0711 4893260');
  });

  it("files a flight row's element classed as a testimonial as another party's (devset40)", () => {
    const rows = `7:["$","main",null,{"children":[["$","p",null,{"children":"Talentbrug zoekt technisch personeel sinds 2008."}],["$", "section", null, {"className": "testimonial", "children": [["$", "p", null, {"className": "cite", "children": "Joris De Wilde, HR-manager, Brouwerij De Klok – brouwt sinds 1880"}]]}]]}]`;
    const prose = payloadStrings(`self.__next_f.push([1,${JSON.stringify(rows)}])`, {});
    expect(prose.party).toContain(
      'Joris De Wilde, HR-manager, Brouwerij De Klok – brouwt sinds 1880',
    );
    expect(prose.party).not.toContain('Talentbrug zoekt technisch personeel sinds 2008.');
  });

  it("reads Angular's TransferState with its escaped quotes", () => {
    const state =
      '{&q;home&q;:{&q;title&q;:&q;Fahrradwerkstatt &a; Verleih&q;,&q;intro&q;:&q;Wir reparieren Räder aller Marken.&q;}}';
    expect(payloadStrings(state, { id: 'serverApp-state', type: 'application/json' }).own).toEqual([
      'Fahrradwerkstatt & Verleih',
      'Wir reparieren Räder aller Marken.',
    ]);
  });

  it("reads a site builder's context assigned to a namespace (Squarespace's Static)", () => {
    const script =
      'Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"siteTitle":"Studio Rossi","siteDescription":"Avvocati a Firenze dal 1981."}};';
    expect(payloadStrings(script, {}).own).toEqual([
      'Studio Rossi',
      'Avvocati a Firenze dal 1981.',
    ]);
  });
});

describe("frameworks' own data scripts (devset21)", () => {
  it("reads JSON in a script type the browser never runs (Framer's handover, FastBoot's shoebox)", () => {
    const handover = JSON.stringify({
      sections: [{ type: 'hero', title: 'Yoga in Oost', text: 'Vinyasa, yin en hatha in Oost.' }],
    });
    expect(
      payloadStrings(handover, { type: 'framer/handover', id: '__framer__handoverData' }).own,
    ).toContain('Yoga in Oost');
    const shoebox = JSON.stringify({ title: 'Agenzia Pratiche Auto Ferri' });
    expect(payloadStrings(shoebox, { type: 'fastboot/shoebox' }).own).toEqual([
      'Agenzia Pratiche Auto Ferri',
    ]);
  });

  it("reads a SolidStart page's hydration data", () => {
    const solid =
      'self.$R=self.$R||[];_$HY.r["0-0"]={"restaurant": {"name": "Kaito Sushi", "tagline": "Omakase and hand rolls in Fitzroy"}}';
    expect(payloadStrings(solid, {}).own).toContain('Omakase and hand rolls in Fitzroy');
  });

  it('leaves a program alone whatever it holds', () => {
    expect(payloadStrings('{"title": "Not data"}', { type: 'text/javascript' }).own).toEqual([]);
  });
});

describe('more frameworks’ data (devset22)', () => {
  it("reads an Apollo cache whose keys carry a field's arguments", () => {
    const apollo = `window.__APOLLO_STATE__=${JSON.stringify({
      ROOT_QUERY: {
        'pageCollection({"limit":1,"locale":"de-CH"})': {
          items: [{ title: 'Reha-Hilfsmittel Baumann – Rollstühle, Rollatoren' }],
        },
      },
    })};`;
    expect(payloadStrings(apollo, {}).own).toEqual([
      'Reha-Hilfsmittel Baumann – Rollstühle, Rollatoren',
    ]);
  });

  it("reads a JSON object assigned to a namespace's property (Strikingly's $S)", () => {
    const strikingly =
      'window.$S = window.$S || {}; $S.siteData = {"site":{"name":"Prana Nilaya"},"page":{"title":"Prana Nilaya Yoga Studio","description":"Hatha and pranayama in Indiranagar."}};';
    expect(payloadStrings(strikingly, {}).own).toContain('Hatha and pranayama in Indiranagar.');
  });
});

describe('more frameworks’ data (devset23)', () => {
  it("reads React Router 7's turbo-stream chunks, keys beside their values", () => {
    const table = [
      { _1: 2 },
      'loaderData',
      { _3: 4 },
      'routes/_index',
      { _5: 6, _7: 8 },
      'hero',
      { _9: 10, _11: 12 },
      'contact',
      { _13: 14 },
      'title',
      'Flies, waders and local knowledge on the Tongariro',
      'subtitle',
      'A fly-fishing tackle shop and guiding service on the main road.',
      'street',
      '22 Ohuanga Road, Tūrangi 3334',
    ];
    const script = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(
      `${JSON.stringify(table)}\n`,
    )});`;
    const { prose, fields } = readPayload(script, {});
    expect(prose.own).toEqual([
      'Flies, waders and local knowledge on the Tongariro',
      'A fly-fishing tackle shop and guiding service on the main road.',
    ]);
    expect(fields).toContain('"street":"22 Ohuanga Road, Tūrangi 3334"');
  });

  it("reads a store shipped as JSON in a string literal (Pinia's JSON.parse('…'))", () => {
    const pinia = `window.__pinia = JSON.parse('${JSON.stringify({
      marketing: { hero: { title: "Tu salón lleno, l'agenda en orden" } },
    }).replace(/'/g, "\\'")}');`;
    expect(payloadStrings(pinia, {}).own).toEqual(["Tu salón lleno, l'agenda en orden"]);
  });

  it("reads an object assigned to a variable: Elm's flags, Backbone's initialData, unquoted keys too", () => {
    const elm = `var flags = { "practice": { "tagline": "Buildings that belong where they stand.", "intro": "A studio of architects in Fremantle designing houses and heritage adaptations." } };
  var app = Elm.Main.init({ node: document.getElementById("elm"), flags: flags });`;
    expect(payloadStrings(elm, {}).own).toEqual([
      'Buildings that belong where they stand.',
      'A studio of architects in Fremantle designing houses and heritage adaptations.',
    ]);
    const backbone = `var initialData = { cabinet: { accroche: "Rachat de crédits et renégociation de prêt immobilier à Bordeaux" } };
  var HomeView = Backbone.View.extend({ el: "#app-root" });`;
    const prose = payloadStrings(backbone, {});
    expect([...prose.own, ...prose.other]).toContain(
      'Rachat de crédits et renégociation de prêt immobilier à Bordeaux',
    );
  });

  it("reads a queue's pushed data (Marko's $MC=(window.$MC||[]).concat({…}))", () => {
    const marko = `$MC=(window.$MC||[]).concat({"l":1,"w":[["s0-0",0,{"page":{"title":"Padel en squash in Strijp","hero":"Zes overdekte padelbanen en twee squashbanen in Eindhoven."}}]]})`;
    const prose = payloadStrings(marko, {});
    expect([...prose.own, ...prose.other]).toContain(
      'Zes overdekte padelbanen en twee squashbanen in Eindhoven.',
    );
  });

  it('leaves a small config in a variable without prose alone', () => {
    const prose = payloadStrings(
      'var wpcf7 = {"api":{"root":"https://x.de/wp-json/","namespace":"contact-form-7/v1"}};',
      {},
    );
    expect([...prose.own, ...prose.other]).toEqual([]);
  });
});
