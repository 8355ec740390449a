import { Random } from '../../eval/realistic/random.ts';
import { claimsOf } from '../learned/claims.ts';
import type { Document } from '../learned/features.ts';
import { claimSentencesFor } from './claimSentences.ts';
import { LANGUAGES, type Language } from './lexicon.ts';
import { SECTOR_SUBCATEGORIES, sectorTerms } from './sectorTerms/sectorTerms.ts';

type Frame = (a: string, b: string, c: string) => string;

/**
 * How a business puts its trade's words into sentences, several ways per language, so the
 * model learns the words and not one template. Written for training only (the evaluation
 * generator has its own sentences in `eval/realistic/languageKit.ts`). None of these frames
 * uses "for / für / pour / para / voor / per": those introduce an audience (see `sellerDocument`).
 */
const FRAMES: Readonly<Record<Language, readonly Frame[]>> = {
  en: [
    (a, b, c) => `We offer ${a}, ${b} and ${c}.`,
    (a, b) => `Specialists in ${a} and ${b}.`,
    (a, b, c) => `${a}, ${b}, ${c}: all under one roof.`,
    (a, b) => `Your local ${a}. Ask us about ${b}.`,
    (a, b, c) => `Our team handles ${a} and ${b}, and we also do ${c}.`,
    (a) => `Experts in ${a} with years of experience.`,
  ],
  de: [
    (a, b, c) => `Wir bieten ${a}, ${b} und ${c}.`,
    (a, b) => `Ihr Spezialist rund um ${a} und ${b}.`,
    (a, b, c) => `${a}, ${b}, ${c} – alles aus einer Hand.`,
    (a, b) => `${a} in Ihrer Nähe. Fragen Sie uns nach ${b}.`,
    (a, b, c) => `Unser Team kümmert sich um ${a} und ${b}, außerdem ${c}.`,
    (a) => `Erfahrung und Qualität: ${a}.`,
  ],
  fr: [
    (a, b, c) => `Nous proposons ${a}, ${b} et ${c}.`,
    (a, b) => `Spécialiste de ${a} et de ${b}.`,
    (a, b, c) => `${a}, ${b}, ${c} : tout au même endroit.`,
    (a, b) => `Votre ${a} de proximité. Demandez-nous ${b}.`,
    (a, b, c) => `Notre équipe s’occupe de ${a} et de ${b}, ainsi que ${c}.`,
    (a) => `Des années d’expérience en ${a}.`,
  ],
  es: [
    (a, b, c) => `Ofrecemos ${a}, ${b} y ${c}.`,
    (a, b) => `Especialistas en ${a} y ${b}.`,
    (a, b, c) => `${a}, ${b}, ${c}: todo en un mismo lugar.`,
    (a, b) => `Tu ${a} de confianza. Pregúntanos por ${b}.`,
    (a, b, c) => `Nuestro equipo se ocupa de ${a} y ${b}, y también de ${c}.`,
    (a) => `Años de experiencia en ${a}.`,
  ],
  nl: [
    (a, b, c) => `Wij bieden ${a}, ${b} en ${c}.`,
    (a, b) => `Specialist in ${a} en ${b}.`,
    (a, b, c) => `${a}, ${b}, ${c}: alles onder één dak.`,
    (a, b) => `Uw ${a} in de buurt. Vraag ons naar ${b}.`,
    (a, b, c) => `Ons team verzorgt ${a} en ${b}, en ook ${c}.`,
    (a) => `Jarenlange ervaring in ${a}.`,
  ],
  it: [
    (a, b, c) => `Offriamo ${a}, ${b} e ${c}.`,
    (a, b) => `Specialisti in ${a} e ${b}.`,
    (a, b, c) => `${a}, ${b}, ${c}: tutto in un unico posto.`,
    (a, b) => `Il tuo ${a} di fiducia. Chiedici di ${b}.`,
    (a, b, c) => `Il nostro team si occupa di ${a} e ${b}, e anche di ${c}.`,
    (a) => `Anni di esperienza in ${a}.`,
  ],
  pt: [
    (a, b, c) => `Oferecemos ${a}, ${b} e ${c}.`,
    (a, b) => `Especialistas em ${a} e ${b}.`,
    (a, b, c) => `${a}, ${b}, ${c}: tudo no mesmo sítio.`,
    (a, b) => `O seu ${a} de confiança. Pergunte-nos por ${b}.`,
    (a, b, c) => `A nossa equipa trata de ${a} e ${b}, e também de ${c}.`,
    (a) => `Anos de experiência em ${a}.`,
  ],
};

/**
 * "{offering} for {audience}" in each language: the words that introduce whom a seller serves.
 * The audience's words after them become `a:` features (see `learned/features.ts`), so the
 * model learns that they name a customer, not the trade of the page.
 */
const SELLER_FRAMES: Readonly<Record<Language, readonly Frame[]>> = {
  en: [
    (o, a) => `${o} for ${a}`,
    (o, a, b) => `${o} built for ${a} and ${b}`,
    (o, a) => `${o} designed for ${a}`,
    (o, a, b) => `Trusted by ${a} and ${b}: ${o} for your business.`,
  ],
  de: [
    (o, a) => `${o} für ${a}`,
    (o, a, b) => `${o} speziell für ${a} und ${b}`,
    (o, a) => `Die ${o} für ${a}`,
  ],
  fr: [
    (o, a) => `${o} pour ${a}`,
    (o, a, b) => `${o} pensé pour les ${a} et ${b}`,
    (o, a) => `La solution de ${o} pour ${a}`,
  ],
  es: [
    (o, a) => `${o} para ${a}`,
    (o, a, b) => `${o} pensado para ${a} y ${b}`,
    (o, a) => `La solución de ${o} para ${a}`,
  ],
  nl: [
    (o, a) => `${o} voor ${a}`,
    (o, a, b) => `${o} speciaal voor ${a} en ${b}`,
    (o, a) => `Dé ${o} voor ${a}`,
  ],
  it: [
    (o, a) => `${o} per ${a}`,
    (o, a, b) => `${o} pensato per ${a} e ${b}`,
    (o, a) => `La soluzione di ${o} per ${a}`,
  ],
  pt: [
    (o, a) => `${o} para ${a}`,
    (o, a, b) => `${o} pensado para ${a} e ${b}`,
    (o, a) => `A solução de ${o} para ${a}`,
  ],
};

/**
 * "Courses in {topic}" in each language: a school's topic is another trade ("aulas de cozinha",
 * "Kurse zu Arbeitssicherheit"). Its words become `a:` features (see `learned/features.ts`), so
 * the model learns that a course's topic is not the page's trade.
 */
const COURSE_FRAMES: Readonly<Record<Language, readonly ((topic: string) => string)[]>> = {
  en: [
    (t) => `Courses in ${t}`,
    (t) => `Hands-on training in ${t}`,
    (t) => `Classes on ${t} for beginners`,
    (t) => `Learn ${t} with us`,
  ],
  de: [(t) => `Kurse zu ${t}`, (t) => `Schulungen zum Thema ${t}`, (t) => `Lernen Sie ${t}`],
  fr: [(t) => `Cours de ${t}`, (t) => `Formation en ${t}`, (t) => `Apprenez ${t}`],
  es: [
    (t) => `Cursos de ${t}`,
    (t) => `Clases de ${t}`,
    (t) => `Formación en ${t}`,
    (t) => `Aprende ${t}`,
  ],
  nl: [
    (t) => `Cursussen over ${t}`,
    (t) => `Workshops in ${t}`,
    (t) => `Cursus ${t} voor beginners`,
  ],
  it: [
    (t) => `Corsi di ${t}`,
    (t) => `Lezioni di ${t}`,
    (t) => `Formazione in ${t}`,
    (t) => `Impara ${t}`,
  ],
  pt: [
    (t) => `Cursos de ${t}`,
    (t) => `Aulas de ${t}`,
    (t) => `Formação em ${t}`,
    (t) => `Aprenda ${t}`,
  ],
};

/** Schools whose pages name the trade they teach. */
const SCHOOLS = ['Courses & Classes', 'Vocational Training'];
const COURSE_DOCUMENTS_PER_LANGUAGE = 10;

/**
 * Trades whose customers are other businesses, so their pages name a customer's trade:
 * software, marketing, accounting, insurance and the like. Their training pages say whom they
 * serve; the offering's words decide the class.
 */
const SELLERS = [
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
  'Administration & Services',
  'Office Space & Supplies',
  'Shipping & Logistics',
  'Cleaning Service Providers',
  'Banking & Money',
  'Credit & Debt Services',
  'Contractors & Consultants',
  'Vocational Training',
  'Industrial Supplies',
  'Lunch & Catering',
  'Architects & Engineers',
  'Video & Sound',
  'House Sitting & Security',
  'Waste Management',
];

const DOCUMENTS_PER_LANGUAGE = 6;
const SELLER_DOCUMENTS_PER_LANGUAGE = 14;

export interface SectorDocument {
  label: string;
  document: Document;
}

/** Short homepages written from each subcategory's sector words, in the seven languages. */
export function* sectorDocuments(seed = 4242): Generator<SectorDocument> {
  const random = new Random(seed);
  // Claims draw from their own generator, so the pages' words are the same as without them.
  const claimRandom = new Random(seed + 1);
  for (const subcategory of SECTOR_SUBCATEGORIES) {
    for (const language of LANGUAGES) {
      const terms = sectorTerms(subcategory, language);
      for (let copy = 0; copy < DOCUMENTS_PER_LANGUAGE; copy++) {
        const document = tradeDocument(random, language, terms);
        document.claims = claimsOf(
          claimSentencesFor(claimRandom, subcategory, language).join(' . '),
        );
        yield { label: subcategory, document };
      }
    }
  }
  for (const seller of SELLERS) {
    for (const language of LANGUAGES) {
      for (let copy = 0; copy < SELLER_DOCUMENTS_PER_LANGUAGE; copy++) {
        const document = sellerDocument(random, language, seller);
        // What the seller asks its visitors (a demo, a quote), never its customers' table booking.
        document.claims = claimsOf(claimSentencesFor(claimRandom, seller, language).join(' . '));
        yield { label: seller, document };
      }
    }
  }
  for (const school of SCHOOLS) {
    for (const language of LANGUAGES) {
      for (let copy = 0; copy < COURSE_DOCUMENTS_PER_LANGUAGE; copy++) {
        const document = courseDocument(random, language, school);
        document.claims = claimsOf(claimSentencesFor(claimRandom, school, language).join(' . '));
        yield { label: school, document };
      }
    }
  }
}

function tradeDocument(random: Random, language: Language, terms: readonly string[]): Document {
  const chosen = random.shuffle(terms);
  const [a = '', b = a, c = b, d = c, e = d] = chosen;
  const frame = () => random.pick(FRAMES[language]);
  return {
    name: '',
    title: random.chance(0.5) ? capitalise(a) : `${capitalise(a)} | ${capitalise(b)}`,
    descriptions: random.chance(0.6) ? frame()(a, b, c) : '',
    headings: random.chance(0.6) ? capitalise(random.pick([b, c, d])) : '',
    lead: [frame()(a, b, c), frame()(d, e, a)].join(' '),
    body: random.chance(0.7) ? chosen.slice(0, random.int(3, 8)).map(capitalise).join(' . ') : '',
    script: '',
    schemaTypes: [],
  };
}

function sellerDocument(random: Random, language: Language, seller: string): Document {
  const offering = random.shuffle(sectorTerms(seller, language));
  const customer = random.pick(SECTOR_SUBCATEGORIES.filter((sub) => sub !== seller));
  const audience = random.shuffle(sectorTerms(customer, language));
  const [o1 = '', o2 = o1, o3 = o2, o4 = o3] = offering;
  const [a1 = '', a2 = a1] = audience;
  const sellerFrame = random.pick(SELLER_FRAMES[language]);
  const frame = random.pick(FRAMES[language]);
  const headline = capitalise(sellerFrame(o1, a1, a2));
  return {
    name: '',
    title: headline,
    descriptions: random.chance(0.6) ? frame(o2, o3, o4) : '',
    headings: random.chance(0.5) ? headline : capitalise(o2),
    lead: `${headline}. ${frame(o2, o3, o4)}`,
    // Seller pages name their customers' world outside those phrases too (testimonials,
    // case studies): once here, so the customer's words are not taken as the page's trade.
    body: `${capitalise(o3)} . ${capitalise(a2)} . ${capitalise(o4)}`,
    script: '',
    schemaTypes: [],
  };
}

/** A school's page: courses on another trade, with that trade's words once in the body too. */
function courseDocument(random: Random, language: Language, school: string): Document {
  const own = random.shuffle(sectorTerms(school, language));
  const taught = random.pick(SECTOR_SUBCATEGORIES.filter((sub) => !SCHOOLS.includes(sub)));
  const topics = random.shuffle(sectorTerms(taught, language));
  const [o1 = '', o2 = o1, o3 = o2] = own;
  const [t1 = '', t2 = t1] = topics;
  const headline = capitalise(random.pick(COURSE_FRAMES[language])(t1));
  const frame = random.pick(FRAMES[language]);
  return {
    name: '',
    title: headline,
    descriptions: random.chance(0.6) ? frame(o1, o2, o3) : '',
    headings: random.chance(0.5) ? headline : capitalise(o1),
    lead: `${headline}. ${frame(o1, o2, o3)}`,
    body: `${capitalise(o2)} . ${capitalise(t2)} . ${capitalise(o3)}`,
    script: '',
    schemaTypes: [],
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
