import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Company } from '../../api/src/models/Company.ts';
import type { User } from '../../api/src/models/User.ts';
import { buildUser } from '../../api/src/test/factories.ts';
import { resetRateLimits } from '../../api/src/test/rateLimits.ts';
import { useAppServer } from './support/appServer.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { copyOfBuild, serviceWorkerReady } from './support/offline.ts';
import { openPage, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';
import { signedInUser } from './support/userSession.ts';

// Its own copy of the build: these journeys install the service worker.
const dist = copyOfBuild();

/** Issue 37 items 1 and 6: the owner dashboard's list, its link, its figures offline. */
describe('the owner dashboard', () => {
  const { db, server } = useAppServer({ PWA_DIST_DIR: dist });
  const browser = useBrowser();
  beforeEach(async () => {
    await resetRateLimits(db().knex);
  });

  /** A claimed company with a review, a complaint, an answered review and a question. */
  async function claimedCompany(owner: User, domain: string): Promise<Company> {
    const company = await seedCompany(db(), {
      domain,
      name: 'Dash Co',
      isClaimed: true,
      ownerUserId: owner.id,
    });
    const author = await buildUser(db().knex);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await seedReviews(db(), [
      {
        companyId: company.id,
        userId: author.id,
        title: 'Great team',
        content: 'Quick and kind.',
        rating: 5,
        createdAt: hoursAgo(50),
        responseContent: 'Thank you!',
        responseCreatedAt: hoursAgo(48),
      },
      {
        companyId: company.id,
        userId: author.id,
        title: 'Slow delivery',
        content: 'Three weeks.',
        rating: 2,
        createdAt: hoursAgo(20),
      },
      {
        companyId: company.id,
        title: 'Invoice wrong',
        content: 'Billed twice.',
        type: 'complaint',
        isComplaint: true,
        complaintStatus: 'pending',
        rating: 1,
        createdAt: hoursAgo(10),
      },
    ]);
    await db()
      .knex('questions')
      .insert({
        companyId: company.id,
        userId: author.id,
        title: 'Do you ship abroad?',
        content: '',
        createdAt: hoursAgo(5),
      });
    return company;
  }

  const listed = (page: Page, testId: string) =>
    page
      .getByTestId(testId)
      .locator('h3')
      .allTextContents()
      .catch(() => []);

  it('on a phone: the menu links owners to it; the list filters, flags and answers in place', async () => {
    const url = server().url;
    const owner = await openPage(browser(), { viewport: 'mobile' });
    const ownerUser = await signedInUser(db(), server(), owner.context, { firstName: 'Olive' });
    await claimedCompany(ownerUser, 'dash-co.com');

    // The profile menu offers the dashboard to an owner only.
    const visitor = await openPage(browser());
    await signedInUser(db(), server(), visitor.context, { firstName: 'Vic' });
    const asked = visitor.page.waitForResponse((answer) =>
      answer.url().endsWith('/api/business/companies'),
    );
    await visit(visitor.page, `${url}/`);
    await visitor.page.getByRole('link', { name: 'Hello, Vic' }).waitFor();
    expect(await (await asked).json()).toEqual([]);
    expect(await visitor.page.getByRole('link', { name: 'Business dashboard' }).count()).toBe(0);
    await visitor.close();

    await visit(owner.page, `${url}/`);
    await owner.page.getByRole('button', { name: 'Open menu' }).click();
    await owner.page.getByRole('link', { name: 'Business dashboard' }).click();
    await owner.page.waitForURL(/\/business$/);
    await owner.page.getByRole('heading', { name: 'Dash Co' }).waitFor();

    // Unanswered by default: the review, the complaint, and the question.
    const reviews = owner.page.getByTestId('owner-reviews');
    await reviews.getByText('Invoice wrong').waitFor();
    expect(await listed(owner.page, 'owner-reviews')).toEqual(['Invoice wrong', 'Slow delivery']);
    expect(await listed(owner.page, 'owner-questions')).toEqual(['Do you ship abroad?']);
    await screenshotBoth(owner.page, 'business-list');
    expect(await seriousAxeFindings(owner.page)).toEqual([]);

    const type = owner.page.getByLabel('Type');
    await type.selectOption('complaint');
    await expect.poll(() => listed(owner.page, 'owner-reviews')).toEqual(['Invoice wrong']);
    await type.selectOption('question');
    await expect.poll(() => owner.page.getByTestId('owner-reviews').count()).toBe(0);
    expect(await listed(owner.page, 'owner-questions')).toEqual(['Do you ship abroad?']);
    await type.selectOption('any');
    await owner.page.getByLabel('Rating').selectOption('2');
    await expect.poll(() => listed(owner.page, 'owner-reviews')).toEqual(['Slow delivery']);
    expect(await owner.page.getByTestId('owner-questions').count()).toBe(0);
    await owner.page.getByLabel('Rating').selectOption('any');
    await owner.page.getByLabel('Unanswered only').uncheck();
    await expect
      .poll(() => listed(owner.page, 'owner-reviews'))
      .toEqual(['Invoice wrong', 'Slow delivery', 'Great team']);
    await owner.page.getByLabel('Unanswered only').check();

    // The owner flags a review (the existing flags), then finds it under "Flagged by me".
    await owner.page.getByRole('button', { name: 'Flag review: Slow delivery' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Flag Review' });
    await dialog.getByRole('radio', { name: /Fake review/ }).check();
    await dialog.getByRole('button', { name: 'Send Flag' }).click();
    await owner.page.getByText('Review Flagged').first().waitFor();
    await owner.page.getByLabel('Flagged by me').check();
    await expect.poll(() => listed(owner.page, 'owner-reviews')).toEqual(['Slow delivery']);

    // Answered from the list: it leaves the unanswered ones, and the company page shows it.
    const card = owner.page.getByRole('article', { name: 'Slow delivery' });
    await card.getByRole('button', { name: 'Respond' }).click();
    await card.getByLabel('Your response').fill('Sorry: we changed carriers.');
    await card.getByRole('button', { name: 'Post Response' }).click();
    await owner.page.getByText('No review matches').waitFor();
    await owner.page.getByLabel('Flagged by me').uncheck();
    const question = owner.page.getByTestId('owner-questions');
    await question.getByRole('button', { name: 'Answer' }).click();
    await question.getByLabel('Your answer (as the company’s owner)').fill('Yes, to the EU.');
    await question.getByRole('button', { name: 'Post Answer' }).click();
    await owner.page.getByText('No question matches').waitFor();
    await screenshotBoth(owner.page, 'business-answered');

    const flag = await db().knex('review_flags').where({ userId: ownerUser.id });
    expect(flag).toHaveLength(1);
    const slow = await db().knex('reviews').where({ title: 'Slow delivery' }).first();
    expect(slow).toMatchObject({
      responseContent: 'Sorry: we changed carriers.',
      status: 'published',
      title: 'Slow delivery',
      rating: 2,
    });
    const answers = await db().knex('question_answers').where({ userId: ownerUser.id });
    expect(answers).toMatchObject([{ content: 'Yes, to the EU.', isOwner: true }]);
    expect(owner.errors).toEqual([]);
    await owner.close();
  });

  it('offline on a phone: the last figures open with their time; an answer and invitations wait in the outbox', async () => {
    const url = server().url;
    const owner = await openPage(browser(), { viewport: 'mobile' });
    const ownerUser = await signedInUser(db(), server(), owner.context);
    const company = await claimedCompany(ownerUser, 'dash-offline.com');

    await owner.page.goto(`${url}/business`);
    await owner.page.getByRole('heading', { name: 'Dash Co' }).waitFor();
    const figures = owner.page.getByTestId('business-figures');
    // Three published items, one answered (the question is not one of them).
    await figures.getByText('33%').waitFor();
    await owner.page.getByTestId('owner-reviews').getByText('Slow delivery').waitFor();
    await serviceWorkerReady(owner.page);
    // The query cache is written to storage after a short throttle.
    await owner.page.waitForFunction(() => {
      const stored = localStorage.getItem('b2b-reviews-query-cache') ?? '';
      return stored.includes('generatedAt') && stored.includes('Slow delivery');
    });

    await owner.context.setOffline(true);
    await owner.page.reload();
    await owner.page.getByRole('heading', { name: 'Dash Co' }).waitFor();
    const asOf = owner.page.getByTestId('figures-as-of');
    await asOf.getByText(/You are offline: figures as of/).waitFor();
    expect(await asOf.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await figures.getByText('33%').count()).toBe(1);
    await owner.page.getByTestId('owner-reviews').getByText('Slow delivery').waitFor();
    await screenshotBoth(owner.page, 'business-offline');

    // Written offline: both wait in the outbox, shown where they were written.
    const card = owner.page.getByRole('article', { name: 'Slow delivery' });
    await card.getByRole('button', { name: 'Respond' }).click();
    await card.getByLabel('Your response').fill('Written on the train.');
    await card.getByRole('button', { name: 'Post Response' }).click();
    await card.getByTestId('pending-response').getByText('Written on the train.').waitFor();
    await owner.page.getByLabel(/Email addresses/).fill('Dora <dora@customer.example>');
    await owner.page.getByRole('button', { name: 'Send invitations' }).click();
    await owner.page.getByText(/Saved on this device: the invitations are sent/).waitFor();
    const invitations = () =>
      db()
        .knex('review_invitations')
        .where({ companyId: company.id, email: 'dora@customer.example' });
    expect(await invitations()).toHaveLength(0);

    // Back online: each is sent once (its Idempotency-Key), and the dashboard shows the result.
    await owner.context.setOffline(false);
    await expect.poll(async () => (await invitations()).length, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(
        async () =>
          (
            await db()
              .knex('reviews')
              .where({ title: 'Slow delivery', companyId: company.id })
              .first()
          )?.responseContent,
        { timeout: 20_000 },
      )
      .toBe('Written on the train.');
    await owner.page
      .getByLabel('Invitations', { exact: true })
      .getByText('dora@customer.example')
      .waitFor();
    await owner.page.reload();
    await owner.page
      .getByTestId('figures-as-of')
      .getByText(/^Figures as of/)
      .waitFor();
    await figures.getByText('67%').waitFor();
    expect(await invitations()).toHaveLength(1);
    await owner.close();
  });
});
