import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../test/factories.ts';
import { waitForMailTo } from '../test/mail.ts';
import { resetRateLimits } from '../test/rateLimits.ts';
import { signInUser } from '../test/signIn.ts';
import type { TestClient } from '../test/testClient.ts';
import { useTestServer } from '../test/testServer.ts';

/*
 * The audit of issue 38: every action taken for "the owner" of a company, and the one rule it
 * uses (policies/companyOwner.ts: the account the claim bound). A new owner action, or a file
 * that starts reading the ownership columns to decide for itself, fails here until it is added
 * with the rule it follows.
 */

/** Each owner action, with the policy function its service calls. */
const OWNER_ACTIONS = [
  ['PUT /api/reviews/{id}/response', 'services/reviews/reviewResponse.ts', 'assertCanRespond'],
  ['DELETE /api/reviews/{id}/response', 'services/reviews/reviewResponse.ts', 'assertCanRespond'],
  ['POST /api/companies/{id}/faqs', 'services/faqs/createFaq.ts', 'assertCanManageFaqs'],
  ['PATCH and DELETE /api/faqs/{id}', 'services/faqs/updateFaq.ts', 'assertCanManageFaqs'],
  ['POST /api/answers/{id}/accept', 'services/questions/acceptAnswer.ts', 'isCompanyOwner'],
  [
    "POST /api/questions/{id}/answers (the owner's mark)",
    'services/questions/answerQuestion.ts',
    'isCompanyOwner',
  ],
  [
    'GET /api/companies/{id}/questions (canAccept)',
    'services/questions/listCompanyQuestions.ts',
    'isCompanyOwner',
  ],
  [
    'GET /api/companies/domain/{domain} (isOwner)',
    'services/companies/getCompanyProfile.ts',
    'isCompanyOwner',
  ],
  [
    'GET /api/companies/domain/{domain}/reviews (canRespond)',
    'services/reviews/listCompanyReviews.ts',
    'ownedByAccountSql',
  ],
  ['The new-review mail to the owner', 'services/reviews/notifyOwner.ts', 'ownerAccountId'],
  [
    'GET /api/business/companies (the dashboard, invitations: assertCanManageBusiness)',
    'services/business/businessOverview.ts',
    'ownedByAccountSql',
  ],
] as const;

/**
 * The other files that read the ownership columns, and why none of them decides who the owner is.
 */
const OTHER_READERS: Record<string, string> = {
  'policies/companyOwner.ts': 'the rule itself',
  'policies/businessOwner.ts': "the business side's guard, by isCompanyOwner",
  'services/claims/claimOwner.ts': 'binds an account: the only writer of owner_user_id',
  'services/claims/verifyClaim.ts': 'a proved claim binds through claimOwner.ts',
  'services/adminPanel/claims/claimRequests.ts': 'an approval binds through claimOwner.ts',
  'routes/claims/claims.ts': 'says whether the verified claim bound an account yet',
  'services/account/erasureQueries.ts': 'an erased account releases its companies',
  'services/account/exportAccount.ts': 'an account export lists the companies it owns',
  'presenters/admin/company.ts': 'staff see who claimed a company',
  'models/Company.ts': 'the columns',
  'models/tableColumns.ts': 'the columns',
  'jobs/enqueue.ts': "a job's claimedBy: the worker holding it, not a company",
  'jobs/categorize/start.ts': "a job's claimedBy",
  'jobs/categorize/foreground.ts': "a job's claimedBy",
};

const API_SRC = fileURLToPath(new URL('..', import.meta.url));
const OWNERSHIP =
  /ownerUserId|owner_user_id|claimedBy|claimed_by|isCompanyOwner|ownedByAccountSql|ownerAccountId|OWNERSHIP_COLUMNS/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the owner rule, audited (issue 38)', () => {
  it('every file that reads the ownership columns is an owner action or says why not', () => {
    const readers = sourceFiles(API_SRC)
      .map((file) => relative(API_SRC, file))
      .filter((file) => !file.startsWith('test/'))
      .filter((file) => OWNERSHIP.test(readFileSync(join(API_SRC, file), 'utf8')));
    const known = new Set([
      ...OWNER_ACTIONS.map(([, file]) => file),
      ...Object.keys(OTHER_READERS),
    ]);
    expect(readers.filter((file) => !known.has(file))).toEqual([]);
    expect([...known].filter((file) => !readers.includes(file))).toEqual([]);
  });

  it.each(OWNER_ACTIONS)('%s: %s uses %s', (_, file, rule) => {
    expect(readFileSync(join(API_SRC, file), 'utf8')).toMatch(new RegExp(`\\b${rule}\\(`));
  });

  it('nothing compares a claim email with a signed-in email', () => {
    const offenders = sourceFiles(API_SRC)
      .map((file) => relative(API_SRC, file))
      .filter((file) =>
        /claimedBy[^;\n]*(actor|user)\.email|(actor|user)\.email[^;\n]*claimedBy/.test(
          readFileSync(join(API_SRC, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});

describe('every owner action, as the owner and as a lookalike (issue 38)', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(() => resetRateLimits(db().knex));

  async function signedIn(overrides = {}) {
    const user = await buildUser(db().knex, { isEmailVerified: true, ...overrides });
    const client = server().client();
    await signInUser(client, user);
    return { user, client };
  }

  it('lets the bound account act and refuses the account whose email matches the claim', async () => {
    const owner = await signedIn();
    // Verified, and the very address the claim was made with: still not the bound account.
    const lookalike = await signedIn({ email: 'ceo@owned-test.com' });
    const asker = await signedIn();
    const company = await buildCompany(db().knex, {
      domain: 'owned-test.com',
      isClaimed: true,
      claimedBy: 'ceo@owned-test.com',
      ownerUserId: owner.user.id,
    });
    const review = await buildReview(db().knex, company);
    const as = async (who: { client: TestClient }) => {
      const profile = await who.client.get<{ isOwner: boolean }>(
        '/api/companies/domain/owned-test.com',
      );
      const reviews = await who.client.get<Array<{ canRespond: boolean }>>(
        '/api/companies/domain/owned-test.com/reviews',
      );
      return { isOwner: profile.body.isOwner, canRespond: reviews.body[0]?.canRespond };
    };
    expect(await as(lookalike)).toEqual({ isOwner: false, canRespond: false });
    expect(await as(owner)).toEqual({ isOwner: true, canRespond: true });

    const response = `/api/reviews/${review.id}/response`;
    expect((await lookalike.client.put(response, { content: 'Send refunds to x' })).status).toBe(
      403,
    );
    expect((await owner.client.put(response, { content: 'Thank you' })).status).toBe(201);
    expect((await lookalike.client.delete(response)).status).toBe(403);

    const faqs = `/api/companies/${company.id}/faqs`;
    const faq = { question: 'Is this company a scam?', answer: 'Yes' };
    expect((await lookalike.client.post(faqs, faq)).status).toBe(403);
    const added = await owner.client.post<{ id: number }>(faqs, {
      question: 'Refunds?',
      answer: 'Within 30 days.',
    });
    expect(added.status).toBe(201);
    expect((await lookalike.client.patch(`/api/faqs/${added.body.id}`, faq)).status).toBe(403);
    expect((await lookalike.client.delete(`/api/faqs/${added.body.id}`)).status).toBe(403);

    const question = await asker.client.post<{ id: number }>(
      `/api/companies/${company.id}/questions`,
      { title: 'Is there an API?' },
    );
    const answers = `/api/questions/${question.body.id}/answers`;
    const fromLookalike = await lookalike.client.post<{ id: number; isOwner: boolean }>(answers, {
      content: 'No',
    });
    expect(fromLookalike.body.isOwner).toBe(false);
    const fromOwner = await owner.client.post<{ id: number; isOwner: boolean }>(answers, {
      content: 'Yes, REST',
    });
    expect(fromOwner.body.isOwner).toBe(true);
    expect(
      (await lookalike.client.post(`/api/answers/${fromLookalike.body.id}/accept`)).status,
    ).toBe(403);
    expect((await owner.client.post(`/api/answers/${fromOwner.body.id}/accept`)).status).toBe(200);

    // The owner's mail goes to the bound account, not to the claim's address.
    const author = await signedIn();
    const posted = await author.client.post('/api/companies/domain/owned-test.com/reviews', {
      title: 'Great service',
      content: 'They answered every question we had within a day.',
      rating: 5,
    });
    expect(posted.status).toBe(201);
    const mail = await waitForMailTo(server().config.dataDir, owner.user.email);
    expect(mail).toContain('New review for');
    await expect(
      waitForMailTo(server().config.dataDir, 'ceo@owned-test.com', 300),
    ).rejects.toThrow();
  });
});
