import type { Faker } from '@faker-js/faker';
import { CATALOGUE } from '#shared/catalogue/catalogue';
import { slugify } from '#shared/catalogue/slug';
import { withArticle } from '#shared/text/plural';
import { FIVE_STAR_TITLES, REPLIES, SENTENCES, TITLES, type Tone } from './demoText.ts';

const TLDS = ['com', 'com', 'com', 'io', 'co', 'net', 'co.uk', 'de', 'ai', 'eu'] as const;
const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+'];
const DAY = 24 * 60 * 60 * 1000;

export interface DemoCompany {
  domain: string;
  name: string;
  description: string;
  category: string;
  subcategory: string;
  website: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  founded: number | null;
  employeeCount: string | null;
  industry: string;
  socialLinkedin: string | null;
  socialTwitter: string | null;
  profileViews: number;
  createdAt: Date;
}

/**
 * A plausible company; consecutive companies walk through every main category (and through
 * their subcategories in turn), so even a small demo covers the whole catalogue. Some fields
 * are left unknown, as on a real site.
 */
export function demoCompany(
  faker: Faker,
  index: number,
  now: Date,
  /** Makes this run's domains unique (a second seed on the same database); its emails follow. */
  run = '',
): DemoCompany {
  const category = CATALOGUE[index % CATALOGUE.length]!;
  const round = Math.floor(index / CATALOGUE.length);
  const sub = category.subcategories[round % category.subcategories.length]!;
  const name = faker.company.name();
  const base =
    slugify(name.replace(/\band\b/gi, ' '))
      .slice(0, 40)
      .replace(/-+$/, '') || 'company';
  const domain = `${base}${index}${run}.${faker.helpers.arrayElement(TLDS)}`;
  const known = faker.number.float() < 0.7;
  return {
    domain,
    name,
    description:
      `${name} is ${withArticle(`${sub.name.toLowerCase()} business`)} serving companies across ${faker.location.country()}. ` +
      `${faker.company.catchPhrase()}.`,
    category: sub.categoryName,
    subcategory: sub.name,
    website: `https://${domain}`,
    phone: known ? faker.phone.number({ style: 'international' }) : null,
    email: known ? `hello@${domain}` : null,
    address: known ? `${faker.location.streetAddress()}, ${faker.location.city()}` : null,
    founded:
      faker.number.float() < 0.8
        ? faker.number.int({ min: 1950, max: now.getFullYear() - 1 })
        : null,
    employeeCount: faker.number.float() < 0.8 ? faker.helpers.arrayElement(EMPLOYEE_RANGES) : null,
    industry: sub.categoryName,
    socialLinkedin: known ? `https://www.linkedin.com/company/${base}` : null,
    socialTwitter: faker.number.float() < 0.4 ? `https://x.com/${base.replaceAll('-', '')}` : null,
    profileViews: faker.number.int({ min: 0, max: 5000 }),
    createdAt: new Date(now.getTime() - faker.number.int({ min: 30, max: 900 }) * DAY),
  };
}

export interface DemoReview {
  rating: number | null;
  type: 'review' | 'complaint' | 'comment';
  isComplaint: boolean;
  title: string;
  content: string;
  upvotes: number;
  downvotes: number;
  claps: number;
  views: number;
  replyCount: number;
  complaintStatus: 'pending' | 'investigating' | 'resolved' | 'escalated' | null;
  complaintPriority: 'high' | 'medium' | 'low' | null;
  complaintCategory: string | null;
  createdAt: Date;
}

/** One item for a company of the given quality (its typical rating, 1–5). */
export function demoReview(faker: Faker, quality: number, since: Date, now: Date): DemoReview {
  const roll = faker.number.float();
  const type = roll < 0.08 ? 'complaint' : roll < 0.2 ? 'comment' : 'review';
  const rating =
    type === 'complaint'
      ? 1
      : type === 'comment'
        ? null
        : Math.min(5, Math.max(1, Math.round(quality + (faker.number.float() - 0.5) * 2.4)));
  const tone: Tone =
    type !== 'review' ? type : rating! >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
  const sentences = faker.helpers.arrayElements(SENTENCES[tone], { min: 1, max: 3 });
  // Recent months carry more reviews, as on a growing site.
  const span = Math.max(DAY, now.getTime() - since.getTime());
  const age = span * faker.number.float() ** 1.6;
  return {
    rating,
    type,
    isComplaint: type === 'complaint',
    title: faker.helpers.arrayElement(
      rating === 5 ? [...TITLES.positive, ...FIVE_STAR_TITLES] : TITLES[tone],
    ),
    content: sentences.join(' '),
    upvotes:
      type === 'complaint' ? 0 : faker.number.int({ min: 0, max: tone === 'positive' ? 6 : 3 }),
    downvotes: type === 'complaint' ? 0 : faker.number.int({ min: 0, max: 2 }),
    claps: type === 'complaint' ? 0 : faker.number.int({ min: 0, max: 3 }),
    views: faker.number.int({ min: 0, max: 400 }),
    replyCount: faker.number.float() < 0.12 ? faker.number.int({ min: 1, max: 2 }) : 0,
    complaintStatus:
      type === 'complaint'
        ? faker.helpers.arrayElement([
            'pending',
            'pending',
            'investigating',
            'resolved',
            'escalated',
          ])
        : null,
    complaintPriority:
      type === 'complaint' ? faker.helpers.arrayElement(['high', 'medium', 'medium', 'low']) : null,
    complaintCategory:
      type === 'complaint'
        ? faker.helpers.arrayElement(['service', 'billing', 'security', 'technical', 'project'])
        : null,
    createdAt: new Date(now.getTime() - age),
  };
}

export function demoReply(faker: Faker): string {
  return faker.helpers.arrayElement(REPLIES);
}
