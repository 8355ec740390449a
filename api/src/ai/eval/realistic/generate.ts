import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import {
  LANGUAGES,
  type Language,
  LEXICON_SUBCATEGORIES,
  type PhraseSplit,
  phrasesFor,
} from '../../local/training/lexicon.ts';
import {
  type ContactTruth,
  type Decoys,
  makeContactTruth,
  NO_CONTACTS,
  TRAP_KINDS,
  type TrapKind,
} from './contactsTruth.ts';
import { KITS, type LanguageKit } from './languageKit.ts';
import { Random } from './random.ts';

/** The kinds of homepage the issue measured the classifier on. */
export const PAGE_KINDS = ['plain', 'jsShell', 'misleading', 'boilerplate', 'sayNothing'] as const;
type PageKind = (typeof PAGE_KINDS)[number];

export interface LabelledPage {
  domain: string;
  name: string;
  html: string;
  language: Language;
  kind: PageKind;
  /** `test` pages are never used to train or tune anything (see `EVALUATION_SET`). */
  split: PhraseSplit;
  /** Null: the page says nothing about the company, and the right answer is uncategorised. */
  subcategory: string | null;
  contacts: ContactTruth;
  traps: TrapKind[];
  decoys: Decoys;
}

/**
 * The evaluation set: always generated from this seed, so every run scores the same pages. Its
 * `test` split (a fixed share, drawn by the same seed) is never used to train or tune the
 * classifier: the trainer refuses test pages, and the trainer's own pages come from other
 * seeds and never contain the held-out phrases test pages are written with.
 */
export const EVALUATION_SET = { seed: 35, count: 460, testShare: 0.4 } as const;

/** The shares of each kind of page, as the issue asks (the rest are plain homepages). */
const KIND_SHARES: Readonly<Record<Exclude<PageKind, 'plain'>, number>> = {
  jsShell: 0.15,
  misleading: 0.2,
  boilerplate: 0.15,
  sayNothing: 0.1,
};
const NON_ENGLISH_SHARE = 0.4;
const TRAP_SHARE = 0.3;

/** Companies that sell to other trades: the seller's offering is what the page is about. */
const OFFERINGS = [
  'Internet & Software',
  'Sales & Marketing',
  'Accounting & Tax',
  'Insurance',
  'HR & Recruiting',
  'Print & Graphic Design',
  'IT & Communication',
  'Wholesale',
  'Health Equipment',
  'Photography',
  'Lawyers & Attorneys',
  'Factory Equipment',
];

const BRAND_PARTS = [
  'kestrel',
  'nord',
  'blue',
  'oak',
  'lumen',
  'vela',
  'terra',
  'alto',
  'brio',
  'fenix',
  'linde',
  'rivo',
  'sol',
  'mira',
  'castel',
  'nova',
  'orla',
  'piko',
  'quill',
  'sable',
  'tilia',
  'umbra',
  'vento',
  'willow',
  'zeno',
  'arden',
  'bay',
  'cobalt',
  'dune',
  'elm',
];
const BRAND_ENDS = ['', 'a', 'o', 'ia', 'ex', 'ly', 'wood', 'stone', 'field', 'line', 'hof', 'mar'];
const LEGAL_FORMS: Readonly<Record<Language, readonly string[]>> = {
  en: ['', ' Ltd', ' & Co'],
  de: ['', ' GmbH', ' & Söhne'],
  fr: ['', ' SARL', ' & Fils'],
  es: ['', ' S.L.', ' e Hijos'],
  nl: ['', ' B.V.', ' & Zn'],
  it: ['', ' S.r.l.', ' & Figli'],
  pt: ['', ' Lda', ' & Filhos'],
};

/**
 * Builds `count` labelled homepages from `seed`. With `onlySplit`, every page belongs to that
 * split (the trainer asks for `train`); otherwise pages are split by `testShare`.
 */
export function generatePages(options: {
  seed: number;
  count: number;
  testShare?: number;
  onlySplit?: PhraseSplit;
}): LabelledPage[] {
  const random = new Random(options.seed);
  const kinds = shuffledShares(random, options.count);
  const languages = random.shuffle(
    Array.from({ length: options.count }, (_, index) => {
      const nonEnglish = Math.round(options.count * NON_ENGLISH_SHARE);
      return index < nonEnglish ? (LANGUAGES[1 + (index % 6)] as Language) : 'en';
    }),
  );
  const subcategories = random.shuffle(LEXICON_SUBCATEGORIES);
  return kinds.map((kind, index) => {
    const split: PhraseSplit =
      options.onlySplit ?? (random.chance(options.testShare ?? 0) ? 'test' : 'train');
    const language = languages[index] as Language;
    const subcategory = subcategories[index % subcategories.length] as string;
    return buildPage(random, { index, kind, language, split, subcategory });
  });
}

function shuffledShares(random: Random, count: number): PageKind[] {
  const kinds: PageKind[] = [];
  for (const [kind, share] of Object.entries(KIND_SHARES)) {
    for (let index = 0; index < Math.round(count * share); index++) kinds.push(kind as PageKind);
  }
  while (kinds.length < count) kinds.push('plain');
  return random.shuffle(kinds);
}

interface PageSpec {
  index: number;
  kind: PageKind;
  language: Language;
  split: PhraseSplit;
  subcategory: string;
}

interface Draft {
  name: string;
  domain: string;
  slug: string;
  city: string;
  kit: LanguageKit;
  language: Language;
  split: PhraseSplit;
  subcategory: string | null;
  title: string;
  metaDescription: string | null;
  h1: string;
  intro: string[];
  services: string[];
  servicesHeading: string;
  extraSections: string[];
  bodyStart: string[];
  headExtra: string[];
  jsonLd: Record<string, unknown>[];
  footer: string[];
  contacts: ContactTruth;
  traps: TrapKind[];
  decoys: Decoys;
}

function buildPage(random: Random, spec: PageSpec): LabelledPage {
  const kit = KITS[spec.language];
  const brand = capitalise(random.pick(BRAND_PARTS) + random.pick(BRAND_ENDS));
  const name = `${brand}${random.pick(LEGAL_FORMS[spec.language])}`;
  const slug = `${brand.toLowerCase()}${spec.index}`;
  const domain = `${slug}.${kit.tld}`;
  const city = random.pick(kit.cities);

  if (spec.kind === 'sayNothing') return sayNothingPage(random, spec, { name, domain, kit });

  const isAudience = spec.kind === 'misleading' && random.chance(0.5);
  const subcategory = isAudience ? random.pick(OFFERINGS) : spec.subcategory;
  const phrases = random.shuffle(phrasesFor(subcategory, spec.language, spec.split));
  const a = phrases[0] ?? '';
  const b = phrases[1] ?? a;
  const c = phrases[2] ?? a;
  const intro = random.pick(kit.intros)({ name, city, a, b, c });
  const contacts = makeContactTruth(random, kit, slug, domain, city);

  const draft: Draft = {
    name,
    domain,
    slug,
    city,
    kit,
    language: spec.language,
    split: spec.split,
    subcategory,
    title: random.chance(0.5)
      ? `${name} | ${capitalise(a)}`
      : `${capitalise(a)} – ${city} | ${name}`,
    metaDescription: random.chance(0.7) ? intro : null,
    h1: capitalise(random.pick(phrases)),
    intro: [intro, random.pick(kit.filler)],
    services: phrases.map(capitalise),
    servicesHeading: random.pick(kit.servicesHeading),
    extraSections: [],
    bodyStart: [],
    headExtra: [],
    jsonLd: [],
    footer: [],
    contacts,
    traps: [],
    decoys: { phones: [], emails: [], addresses: [], years: [], links: [] },
  };

  if (isAudience) misleadAudience(random, draft, spec, a);
  else if (spec.kind === 'misleading') misleadOther(random, draft, spec);
  if (spec.kind === 'boilerplate') addBoilerplate(random, draft, spec);
  placeContacts(random, draft);
  if (random.chance(TRAP_SHARE)) {
    for (const trap of random.shuffle(TRAP_KINDS).slice(0, random.int(1, 3))) {
      addTrap(random, draft, trap);
    }
  }
  const html = spec.kind === 'jsShell' ? jsShellHtml(random, draft) : plainHtml(random, draft);
  return {
    domain,
    name,
    html,
    language: spec.language,
    kind: spec.kind,
    split: spec.split,
    subcategory,
    contacts: draft.contacts,
    traps: draft.traps,
    decoys: draft.decoys,
  };
}

/** "Booking software for hotels": the audience's words everywhere, the offering decides. */
function misleadAudience(random: Random, draft: Draft, spec: PageSpec, offering: string): void {
  const audienceSub = random.pick(LEXICON_SUBCATEGORIES.filter((sub) => sub !== draft.subcategory));
  const audience = random.pick(phrasesFor(audienceSub, spec.language, spec.split));
  const headline = draft.kit.forAudience(capitalise(offering), audience);
  draft.title = `${headline} | ${draft.name}`;
  draft.h1 = headline;
  draft.intro.unshift(draft.kit.audienceIntro(draft.name, audience, offering));
  draft.extraSections.push(
    `<section class="testimonials"><blockquote>“${capitalise(audience)}: ${random.pick(draft.kit.filler)}”</blockquote><p>— ${capitalise(random.pick(phrasesFor(audienceSub, spec.language, spec.split)))}, ${draft.city}</p></section>`,
  );
  if (random.chance(0.4)) {
    draft.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: draft.name,
      applicationCategory: 'BusinessApplication',
    });
  }
}

/** A name from another trade ("The Law Office" serving food) or a blog about something else. */
function misleadOther(random: Random, draft: Draft, spec: PageSpec): void {
  const otherSub = random.pick(LEXICON_SUBCATEGORIES.filter((sub) => sub !== draft.subcategory));
  const other = phrasesFor(otherSub, spec.language, spec.split);
  if (random.chance(0.5)) {
    draft.name = `The ${capitalise(random.pick(other))}`;
    draft.title = `${draft.name} | ${draft.services[0]}`;
    draft.intro[0] = random.pick(draft.kit.intros)({
      name: draft.name,
      city: draft.city,
      a: draft.services[0]?.toLowerCase() ?? '',
      b: draft.services[1]?.toLowerCase() ?? '',
      c: draft.services[2]?.toLowerCase() ?? '',
    });
    return;
  }
  const posts = random
    .shuffle(other)
    .slice(0, 3)
    .map(
      (phrase) =>
        `<article><h3>${capitalise(phrase)}</h3><p>${random.pick(draft.kit.filler)}</p></article>`,
    );
  draft.extraSections.push(
    `<section class="blog"><h2>${draft.kit.blogHeading}</h2>${posts.join('')}</section>`,
  );
}

/** Cookie walls, 40-link menus, newsletter boxes and legal small print around thin content. */
function addBoilerplate(random: Random, draft: Draft, spec: PageSpec): void {
  draft.bodyStart.push(
    `<div id="cookie-consent" class="cookie-banner" role="dialog"><p>${random.pick(draft.kit.cookie)}</p><p>${draft.kit.cookie.join(' ')}</p><button>OK</button></div>`,
  );
  const menu: string[] = [];
  for (let index = 0; index < 40; index++) {
    const sub = random.pick(LEXICON_SUBCATEGORIES);
    menu.push(
      `<li><a href="/c/${index}">${capitalise(random.pick(phrasesFor(sub, spec.language, spec.split)))}</a></li>`,
    );
  }
  draft.bodyStart.push(`<nav class="mega-menu"><ul>${menu.join('')}</ul></nav>`);
  draft.services = draft.services.slice(0, 2);
  draft.intro = draft.intro.slice(0, 1);
  draft.footer.push(
    `<div class="newsletter"><h3>Newsletter</h3><p>${draft.kit.newsletter}</p><form><input type="email" name="email"><button>OK</button></form></div>`,
    `<div class="legal">${draft.kit.finePrint.map((text) => `<p>${text}</p>`).join('')}</div>`,
  );
}

/** Writes the company's own facts into the page, each in one of the ways real sites do. */
function placeContacts(random: Random, draft: Draft): void {
  const { contacts, kit } = draft;
  const org: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': random.pick(['Organization', 'LocalBusiness']),
    name: draft.name,
    url: `https://${draft.domain}/`,
  };
  let useOrg = random.chance(0.45);
  const footer: string[] = [];
  if (contacts.phone) {
    const way = random.pick(['tel', 'text', 'microdata', 'jsonld', 'contactPoint'] as const);
    if (way === 'tel')
      footer.push(`<a href="tel:${contacts.phone.replace(/\s/g, '')}">${contacts.phone}</a>`);
    if (way === 'text') footer.push(`<p>${kit.phoneLabel}: ${contacts.phone}</p>`);
    if (way === 'microdata') {
      footer.push(
        `<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">${draft.name}</span> <span itemprop="telephone">${contacts.phone}</span></div>`,
      );
    }
    if (way === 'jsonld') {
      useOrg = true;
      org.telephone = contacts.phone;
    }
    if (way === 'contactPoint') {
      useOrg = true;
      org.contactPoint = {
        '@type': 'ContactPoint',
        telephone: contacts.phone,
        contactType: 'customer service',
      };
    }
  }
  if (contacts.email) {
    const way = random.pick(['mailto', 'obfuscated', 'jsonld'] as const);
    const [user, host] = contacts.email.split('@') as [string, string];
    if (way === 'mailto') footer.push(`<a href="mailto:${contacts.email}">${contacts.email}</a>`);
    if (way === 'obfuscated') {
      const written = random.chance(0.5)
        ? `${user} [at] ${host.replace(/\./g, ' [dot] ')}`
        : `${user}(at)${host}`;
      footer.push(`<p>E-mail: ${written}</p>`);
    }
    if (way === 'jsonld') {
      useOrg = true;
      org.email = contacts.email;
    }
  }
  if (contacts.address) {
    if (random.chance(0.6))
      footer.push(`<address>${draft.name}<br>${contacts.address.replace(', ', '<br>')}</address>`);
    else {
      useOrg = true;
      const [street, rest] = contacts.address.split(', ') as [string, string];
      const [postcode, ...city] = rest.split(' ');
      org.address = {
        '@type': 'PostalAddress',
        streetAddress: street,
        postalCode: postcode,
        addressLocality: city.join(' '),
      };
    }
  }
  if (contacts.founded) {
    if (random.chance(0.7)) draft.intro.push(random.pick(kit.founded)(contacts.founded));
    else {
      useOrg = true;
      org.foundingDate = String(contacts.founded);
    }
  }
  const social = [contacts.linkedin, contacts.facebook].filter((link): link is string => !!link);
  if (social.length) {
    footer.push(
      social
        .map(
          (link) => `<a href="${link}">${link.includes('linkedin') ? 'LinkedIn' : 'Facebook'}</a>`,
        )
        .join(' '),
    );
    if (useOrg) org.sameAs = social;
  }
  if (useOrg) draft.jsonLd.push(org);
  draft.footer.unshift(`<div class="contact">${footer.join('\n')}</div>`);
}

function addTrap(random: Random, draft: Draft, trap: TrapKind): void {
  const { kit, decoys } = draft;
  draft.traps.push(trap);
  if (trap === 'demoJsonLd') {
    const phone = random.pick(['(123) 456-7890', '+1 (555) 555-5555', '+1-800-123-4567']);
    draft.jsonLd.unshift({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: random.pick(['Your Business Name', 'Company Name', 'Theme Demo']),
      telephone: phone,
      email: 'info@yourdomain.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '123 Main Street',
        addressLocality: 'Anytown',
        postalCode: '12345',
      },
      foundingDate: '2010',
    });
    decoys.phones.push(phone);
    decoys.emails.push('info@yourdomain.com');
    decoys.addresses.push('123 Main Street');
    decoys.years.push(2010);
  }
  if (trap === 'agencyEntity') {
    const agency = random.pick(['Pixelwerk', 'Brightside Digital', 'Studio Nube', 'Webfabriek']);
    const host = `${agency.toLowerCase().replace(/\s/g, '')}-agency.com`;
    const phone = `+44 20 7946 ${random.int(1000, 9999)}`;
    const entity = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: `${agency} Agency`,
      url: `https://${host}/`,
      telephone: phone,
      email: `hello@${host}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Agency Yard',
        addressLocality: 'London',
        postalCode: 'E1 6AN',
      },
      foundingDate: '2008',
      sameAs: [`https://www.linkedin.com/company/${agency.toLowerCase().replace(/\s/g, '')}`],
    };
    draft.jsonLd.unshift(entity);
    draft.footer.push(
      `<p class="credit">${kit.websiteBy} <a href="https://${host}/">${agency}</a> · <a href="mailto:hello@${host}">hello@${host}</a></p>`,
    );
    decoys.phones.push(phone);
    decoys.emails.push(`hello@${host}`);
    decoys.addresses.push('1 Agency Yard');
    decoys.years.push(2008);
    decoys.links.push(...entity.sameAs);
  }
  if (trap === 'emergencyNumber') {
    draft.intro.push(kit.emergency(kit.emergencyNumber));
    decoys.phones.push(kit.emergencyNumber);
  }
  if (trap === 'partnerLinks') {
    const partner = random.pick(['acme-partners', 'globex-group', 'initech-alliance']);
    draft.bodyStart.push(
      `<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u=https://${draft.domain}/">Share</a> <a href="https://www.linkedin.com/shareArticle?url=https://${draft.domain}/">Share</a> <a href="https://www.linkedin.com/company/${partner}">${capitalise(partner.replace('-', ' '))}</a> <a href="https://www.facebook.com/${partner}">Partner</a></div>`,
    );
    decoys.links.push(
      `https://www.linkedin.com/company/${partner}`,
      `https://www.facebook.com/${partner}`,
    );
  }
  if (trap === 'tradeFair') {
    const stand = `Hall ${random.int(1, 12)}, Stand B${random.int(10, 99)}, Messeplatz 1, 30521 Hannover`;
    draft.extraSections.unshift(
      `<section class="events"><p>${kit.tradeFair('')}</p><address>${stand}</address></section>`,
    );
    decoys.addresses.push('Messeplatz 1');
  }
  if (trap === 'buildingYear') {
    const year = random.int(1850, 1925);
    draft.intro.push(kit.buildingYear(year));
    decoys.years.push(year);
  }
  if (trap === 'formPlaceholder') {
    const phone = random.pick(['+49 123 456789', '(555) 555-5555', '+33 1 23 45 67 89']);
    draft.extraSections.push(
      `<form class="contact-form"><input name="name" placeholder="Name"><input type="email" name="email" placeholder="name@example.com"><input type="tel" name="phone" placeholder="${phone}"><textarea placeholder="..."></textarea><button>OK</button></form>`,
    );
    decoys.phones.push(phone);
    decoys.emails.push('name@example.com');
  }
}

function plainHtml(random: Random, draft: Draft): string {
  const nav = draft.kit.nav.map((item) => `<a href="/${slugOf(item)}">${item}</a>`).join(' ');
  const main = [
    `<h1>${draft.h1}</h1>`,
    ...draft.intro.map((paragraph) => `<p>${paragraph}</p>`),
    `<h2>${draft.servicesHeading}</h2><ul>${draft.services.map((service) => `<li>${service}</li>`).join('')}</ul>`,
    ...draft.extraSections,
  ];
  const wrapMain = random.chance(0.7)
    ? `<main>${main.join('\n')}</main>`
    : `<div class="content">${main.join('\n')}</div>`;
  return document(draft, [
    ...draft.bodyStart,
    `<header><a class="logo" href="/">${draft.name}</a><nav>${nav}</nav></header>`,
    wrapMain,
    footerHtml(draft),
  ]);
}

/** The words only in `<noscript>`, a `__NEXT_DATA__` payload or a Nuxt state object. */
function jsShellHtml(random: Random, draft: Draft): string {
  const content = {
    hero: { title: draft.h1, subtitle: draft.intro[0] },
    about: draft.intro.slice(1),
    services: { heading: draft.servicesHeading, items: draft.services },
    extra: draft.extraSections.map(stripTags),
    footer: stripTags(footerHtml(draft)),
  };
  const style = random.pick(['next', 'nuxt', 'noscript'] as const);
  if (random.chance(0.5)) draft.title = draft.name;
  if (random.chance(0.5)) draft.metaDescription = null;
  const body =
    style === 'next'
      ? `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { page: content } }, page: '/', buildId: 'b1' })}</script><script src="/_next/static/chunks/main.js" defer></script>`
      : style === 'nuxt'
        ? `<div id="__nuxt"></div><script>window.__NUXT__=${JSON.stringify({ state: { content } })}</script><script src="/_nuxt/app.js" defer></script>`
        : `<div id="root"></div><noscript><h1>${draft.h1}</h1>${draft.intro.map((p) => `<p>${p}</p>`).join('')}<ul>${draft.services.map((s) => `<li>${s}</li>`).join('')}</ul>${draft.extraSections.join('')}${footerHtml(draft)}</noscript><script src="/static/js/main.js"></script>`;
  return document(draft, [
    `<noscript>You need to enable JavaScript to run this app.</noscript>`,
    body,
  ]);
}

function footerHtml(draft: Draft): string {
  const legal = draft.kit.legalLinks
    .map((item) => `<a href="/${slugOf(item)}">${item}</a>`)
    .join(' · ');
  return `<footer>${draft.footer.join('\n')}<p>${legal}</p><p>&copy; 2025 ${draft.name}</p></footer>`;
}

function document(draft: Draft, body: string[]): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(draft.title)}</title>`,
    draft.metaDescription
      ? `<meta name="description" content="${escapeHtml(draft.metaDescription)}">`
      : '',
    draft.metaDescription
      ? `<meta property="og:description" content="${escapeHtml(draft.metaDescription)}">`
      : '',
    `<meta property="og:site_name" content="${escapeHtml(draft.name)}">`,
    ...draft.headExtra,
    ...jsonLdScripts(draft.jsonLd),
  ].filter(Boolean);
  return `<!DOCTYPE html>\n<html lang="${draft.language}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
}

/** Several entities go in one `@graph` block half the time, as CMS plugins write them. */
function jsonLdScripts(entities: Record<string, unknown>[]): string[] {
  if (entities.length === 0) return [];
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  if (entities.length > 1 && entities.length % 2 === 0) {
    const graph = entities.map(({ '@context': _context, ...rest }) => rest);
    return [
      `<script type="application/ld+json">${json({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
    ];
  }
  return entities.map((entity) => `<script type="application/ld+json">${json(entity)}</script>`);
}

/** Parked and for-sale domains, placeholders, server defaults, login and cookie walls. */
function sayNothingPage(
  random: Random,
  spec: PageSpec,
  base: { name: string; domain: string; kit: LanguageKit },
): LabelledPage {
  const { kit, domain } = base;
  const style = random.pick([
    'parked',
    'forSale',
    'comingSoon',
    'serverDefault',
    'login',
    'cookie',
  ] as const);
  const adLinks = () =>
    Array.from({ length: random.int(6, 14) }, () => {
      const sub = random.pick(ALL_SUBCATEGORIES).name;
      const phrase = capitalise(random.pick(phrasesFor(sub, 'en', spec.split)));
      return `<li><a href="/search?q=${encodeURIComponent(phrase)}">${phrase}</a></li>`;
    }).join('');
  let title = domain;
  let body = '';
  if (style === 'parked') {
    body = `<div class="parked"><h1>${domain}</h1><p>This domain is parked free of charge. Related searches:</p><ul>${adLinks()}</ul><p>Buy this domain. The domain owner may be willing to sell it.</p></div>`;
  } else if (style === 'forSale') {
    title = `${domain} is for sale`;
    body = `<h1>${domain} is for sale!</h1><p>Make an offer on this domain. Secure transfer, fast checkout.</p><p>Sponsored listings</p><ul>${adLinks()}</ul>`;
  } else if (style === 'comingSoon') {
    title = base.name;
    body = `<div class="wrap"><h1>${base.name}</h1><p>${kit.comingSoon}</p></div>`;
  } else if (style === 'serverDefault') {
    const nginx = random.chance(0.5);
    title = nginx ? 'Welcome to nginx!' : 'Apache2 Debian Default Page: It works';
    body = nginx
      ? '<h1>Welcome to nginx!</h1><p>If you see this page, the nginx web server is successfully installed and working. Further configuration is required.</p><p>For online documentation and support please refer to nginx.org. Commercial support is available at nginx.com.</p><p><em>Thank you for using nginx.</em></p>'
      : `<h1>Apache2 Debian Default Page</h1><h2>It works!</h2><p>This is the default welcome page used to test the correct operation of the Apache2 server after installation on Debian systems. If you can read this page, it means that the Apache HTTP server installed at this site is working properly. You should replace this file (located at /var/www/html/index.html) before continuing to operate your HTTP server.</p><h2>Configuration Overview</h2><p>Debian's Apache2 default configuration is different from the upstream default configuration, and split into several files optimized for interaction with Debian tools. The configuration system is fully documented in /usr/share/doc/apache2/README.Debian.gz.</p>`;
  } else if (style === 'login') {
    title = base.name;
    body = `<main class="login"><h1>${base.name}</h1><form><p>${kit.loginWall}</p><input name="user"><input type="password" name="password"><button>OK</button></form></main>`;
  } else {
    title = base.name;
    body = `<div id="consent" class="cookie-wall"><p>${kit.cookieOnly}</p><p>${kit.cookie.join(' ')}</p></div><div id="app"></div>`;
  }
  const html = `<!DOCTYPE html>\n<html lang="${spec.language}">\n<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n${body}\n</body>\n</html>\n`;
  return {
    domain,
    name: base.name,
    html,
    language: spec.language,
    kind: 'sayNothing',
    split: spec.split,
    subcategory: null,
    contacts: NO_CONTACTS,
    traps: [],
    decoys: { phones: [], emails: [], addresses: [], years: [], links: [] },
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function slugOf(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
