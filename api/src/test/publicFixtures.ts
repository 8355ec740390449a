import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { Company } from '../models/Company.ts';
import { Review } from '../models/Review.ts';
import { User } from '../models/User.ts';
import { applyReviewToCounters } from '../services/companies/counters.ts';
import { hashPassword } from '../services/passwords/passwords.ts';
import type { TestClient } from './testClient.ts';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A company with a unique domain (`overrides` win). */
export async function buildCompany(knex: Knex, overrides: Partial<Company> = {}): Promise<Company> {
  const id = next();
  return Company.query(knex).insertAndFetch({
    domain: `company-${id}.com`,
    name: `Company ${id}`,
    ...overrides,
  });
}

export const TEST_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;

/**
 * A user whose password is `TEST_PASSWORD`, with a verified email unless `overrides` say
 * otherwise (with "Require email verification" on, an unverified account's reviews are held).
 */
export async function buildUser(knex: Knex, overrides: Partial<User> = {}): Promise<User> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return User.query(knex).insertAndFetch({
    email: `user-${next()}@example.com`,
    password: await passwordHash,
    isEmailVerified: true,
    ...overrides,
  });
}

/** A review on `company`, counted in its counters as the service would. */
export async function buildReview(
  knex: Knex,
  company: Pick<Company, 'id'>,
  overrides: Partial<Review> = {},
): Promise<Review> {
  const type = overrides.type ?? 'review';
  const review = await Review.query(knex).insertAndFetch({
    companyId: company.id,
    title: 'A title',
    content: 'Some content',
    type,
    isComplaint: type === 'complaint',
    rating: type === 'comment' ? null : type === 'complaint' ? 1 : 4,
    ...overrides,
  });
  await applyReviewToCounters(knex, review, 1);
  return review;
}

/** Rate limits count across a test file; tests that write a lot start from zero. */
export async function resetRateLimits(knex: Knex): Promise<void> {
  await knex('rate_limits').delete();
}

/** Signs `client` in as `user` (password `TEST_PASSWORD`). */
export async function signIn(client: TestClient, user: Pick<User, 'email'>): Promise<void> {
  const response = await client.post('/api/auth/login', {
    email: user.email,
    password: TEST_PASSWORD,
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.text}`);
}

/** The .eml files written to `$DATA_DIR/mail`, waiting up to `timeoutMs` for `count` of them. */
/** The first mail to `to` (the staff notifications may be written beside it). */
export async function waitForMailTo(
  dataDir: string,
  to: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await waitForMail(dataDir, 1, 0)).find((mail) => mail.includes(`To: ${to}`));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function waitForMail(
  dataDir: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[]);
    if (files.length >= count || Date.now() > deadline) {
      return Promise.all(files.sort().map((file) => readFile(path.join(dir, file), 'utf8')));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A mail file's text as written, decoded from quoted-printable (soft breaks and =XX). */
export function decodeMail(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in a mail file, decoded from quoted-printable. */
export function linkInMail(mail: string): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(decodeMail(mail))?.[0];
}

/** A random UUID for Idempotency-Key headers. */
export const newKey = () => crypto.randomUUID();
