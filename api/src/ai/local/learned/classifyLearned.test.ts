import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import { EVALUATION_SET, generatePages } from '../../eval/realistic/generate.ts';
import { extractFacts } from '../../homepage/extractFacts.ts';
import { fromPage } from '../training/trainingDocuments.ts';
import { classifyDocument, documentOf, learnedModel, MODEL_PATH } from './classifyLearned.ts';
import { detectLanguage } from './features.ts';
import { NONE, trainNaiveBayes } from './naiveBayes.ts';

const classifyHtml = (name: string, body: string, head = '') =>
  classifyDocument(
    documentOf(
      name,
      extractFacts(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`, {
        url: 'https://example.test/',
        truncated: false,
      }),
    ),
  );

describe('the learned classifier', () => {
  it('ships a model of a few MB that knows every subcategory and the say-nothing class', () => {
    expect(statSync(MODEL_PATH).size).toBeLessThan(5 * 1024 * 1024);
    // Trained with its logistic layer (training/trainModel.ts), which scoring then adds.
    expect(learnedModel().logistic?.weight).toBeGreaterThan(0);
    const { offsets } = learnedModel().logistic?.weights ?? { offsets: new Uint32Array(1) };
    const weighted = offsets.filter((offset, row) => row > 0 && offset > offsets[row - 1]!);
    expect(weighted.length).toBeGreaterThan(10_000);
    expect([...learnedModel().classes].sort()).toEqual(
      [...ALL_SUBCATEGORIES.map((sub) => sub.name), NONE].sort(),
    );
  });

  it('reads pages in German, French and Spanish', () => {
    expect(
      classifyHtml(
        'Kestrel',
        '<main><h1>Tierarztpraxis in Köln</h1><p>Impfungen für Hunde und Katzen, Kleintierchirurgie.</p></main>',
        '<title>Kestrel | Tierarztpraxis</title>',
      ).subcategory,
    ).toBe('Animal Health');
    expect(
      classifyHtml(
        'Nova',
        '<main><h1>Boulangerie à Lyon</h1><p>Pain au levain et croissants, pâtisserie maison.</p></main>',
      ).subcategory,
    ).toBe('Bakery & Pastry');
    expect(
      classifyHtml(
        'Sol',
        '<main><h1>Bufete de abogados en Madrid</h1><p>Abogados de familia y laboral.</p></main>',
      ).subcategory,
    ).toBe('Lawyers & Attorneys');
  });

  it('weighs what a page asks its visitors to do over the trade its words name', () => {
    const pub = classifyHtml(
      'The Butchers Arms',
      '<header><a href="/book">Book a table</a></header><main><h1>The Butchers Arms</h1><p>Real ales, Sunday roasts and a beer garden. Opening hours: Mon–Sun 12:00–23:00.</p></main>',
      '<title>The Butchers Arms</title>',
    );
    expect(pub.category).toBe('Restaurants & Bars');
    const app = classifyHtml(
      'Larder',
      '<header><a href="/demo">Book a demo</a> <a href="/signup">Start your free trial</a></header><main><h1>Restaurant inventory, sorted</h1><p>Count your kitchens, walk-in fridges and bar stock in minutes. From £39 per user, billed annually.</p></main>',
      '<title>Larder – restaurant inventory app</title>',
    );
    expect(app.category).toBe('Electronics & Technology');
  });

  it('files what a company sells, not whom it serves', () => {
    const result = classifyHtml(
      'Vetly',
      '<main><h1>Scheduling software for veterinary clinic businesses</h1><p>Our cloud software platform with free trial is built for vet practices.</p></main>',
    );
    expect(result.category).toBe('Electronics & Technology');
  });

  // Whom each page serves must never win; what it sells should. Accounting software is both
  // software and accounting, so either seller's category is right for it.
  it.each([
    [
      'Accounting software for restaurants and cafés: invoices, tills and payroll in one app.',
      ['Electronics & Technology', 'Money & Insurance'],
      'Restaurants & Bars',
    ],
    [
      'Buchhaltungssoftware für Friseure und Kosmetikstudios – jetzt kostenlos testen.',
      ['Electronics & Technology'],
      'Beauty & Well-being',
    ],
    [
      'Assurance pour les boulangeries et pâtisseries : responsabilité civile et multirisque.',
      ['Money & Insurance'],
      'Food, Beverages & Tobacco',
    ],
    [
      'Agencia de marketing digital para clínicas dentales: SEO y publicidad online.',
      ['Business Services'],
      'Health & Medical',
    ],
    [
      'Boekhoudsoftware voor tandartsen en fysiotherapeuten, met gratis proefperiode.',
      ['Electronics & Technology'],
      'Health & Medical',
    ],
    [
      'Assicurazioni per ristoranti e bar: polizza incendio e responsabilità civile.',
      ['Money & Insurance'],
      'Restaurants & Bars',
    ],
    [
      'Software de faturação para oficinas automóveis, com teste grátis.',
      ['Electronics & Technology'],
      'Vehicles & Transportation',
    ],
  ])('files what "%s" sells, not whom it serves', (text, sells, serves) => {
    const { category } = classifyHtml('Kestrel', `<main><h1>${text}</h1><p>${text}</p></main>`);
    expect(category).not.toBe(serves);
    expect(sells).toContain(category);
  });

  it('leaves a page that says nothing uncategorised', () => {
    expect(classifyHtml('Kestrel', '<main><h1>Kestrel</h1></main>').category).toBeNull();
  });

  it('leaves a long page that says nothing uncategorised', () => {
    const consent =
      'We and our partners use cookies to store and access information on your device for analytics and personalised advertising. Accept all, reject all or manage your choices. ';
    expect(
      classifyHtml('Kestrel', `<div class="cookie-wall"><p>${consent.repeat(30)}</p></div>`)
        .category,
    ).toBeNull();
  });

  it.each([
    [
      'a server that is down',
      '<main><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request due to maintenance downtime or capacity problems. Please try again later.</p></main>',
    ],
    [
      'an expired domain',
      '<main><h1>Domaine expiré</h1><p>Ce nom de domaine a expiré le 12 mars. Le titulaire peut le renouveler auprès de son registraire pour rétablir le site web et la messagerie.</p></main>',
    ],
  ])('leaves %s uncategorised', (_kind, body) => {
    expect(classifyHtml('Kestrel', body).saysNothing).toBe(true);
  });

  it('tells the page’s language', () => {
    expect(
      detectLanguage('Wir sind eine Tierarztpraxis in Berlin und behandeln Hunde und Katzen.'),
    ).toBe('deu');
    expect(detectLanguage('short')).toBeNull();
  });
});

describe('the trainer', () => {
  it('refuses test pages: the test split is never learned from', () => {
    const testPage = generatePages(EVALUATION_SET).find((page) => page.split === 'test');
    expect(testPage).toBeDefined();
    expect(() => fromPage(testPage!)).toThrow(/test page/);
  });

  it('learns classes from weighted features', () => {
    const model = trainNaiveBayes(
      [
        { label: 'a', features: new Map([['bread', 3]]) },
        { label: 'b', features: new Map([['law', 3]]) },
      ],
      ['a', 'b'],
      { maxClassShare: 1 },
    );
    expect(model.features.bread).toEqual([0, 300]);
    expect(model.vocabulary).toBe(2);
  });
});
