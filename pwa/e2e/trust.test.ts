import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ClaimRequest } from '../../api/src/models/ClaimRequest.ts';
import { buildUser } from '../../api/src/test/factories.ts';
import { linkInMail, waitForMail, waitForMailTo } from '../../api/src/test/mail.ts';
import { openScreen, signedInAdmin, toastBehindDialog } from './support/adminSession.ts';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { clickStar, openPage, toastText, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';
import { signedInUser } from './support/userSession.ts';

/** Writes a review through the company page's "Write a Review" dialog. */
async function writeReview(page: Page, title: string, content: string, stars = 4) {
  await page.getByRole('button', { name: 'Write a Review', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Title/).fill(title);
  await dialog.getByRole('textbox').nth(1).fill(content);
  await clickStar(page, stars, dialog);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await toastSays(page, 'Review Submitted!');
  await dialog.waitFor({ state: 'hidden' });
}

/** The toast says `text` (writes go through the outbox: on a busy machine, a few seconds). */
function toastSays(page: Page, text: string) {
  return expect.poll(() => toastText(page), { timeout: 15_000 }).toContain(text);
}

/** A review card on a public page (an article named by its title). */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Issue 13: trust you can check, from the browser. */
describe('trust: verified reviewers, own reviews, responses, flags, moderation', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('signs up, verifies the email from the mailed link, and writes a "Verified" review', async () => {
    await seedCompany(db(), { domain: 'verified-co.com', name: 'Verified Co' });
    const { page, errors, close } = await openPage(browser());
    const url = server().url;
    await visit(page, `${url}/signup?next=${encodeURIComponent('/company/verified-co.com')}`);
    await page.getByLabel('First Name').fill('Vera');
    await page.getByLabel('Email').fill('vera@example.com');
    await page.getByLabel(/^Password/).fill('secret12');
    await page.getByLabel('Confirm Password').fill('secret12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${url}/company/verified-co.com`);
    // Right after sign-up: the notice, with a way to get a new link.
    await page.getByText(/Verify your email address/).waitFor();
    await page.getByRole('button', { name: 'Resend link' }).waitFor();
    await screenshotBoth(page, 'trust-verify-notice');

    const mail = await waitForMailTo(server().config.dataDir, 'vera@example.com');
    expect(mail).toContain('Subject: Verify your email address');
    const link = new URL(linkInMail(mail) ?? '');
    // The link opens a page; only its button spends the token (issue 38).
    expect(link.pathname).toBe('/verify-email');
    await page.goto(`${url}${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByText('Your email address vera@example.com is verified.').waitFor();
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await page.waitForURL(/\/user\/[0-9a-f-]+\?verified=1$/);
    await page.getByText(/Your email address is verified/).waitFor();
    expect(await page.getByText(/Verify your email address/).count()).toBe(0);

    await visit(page, `${url}/company/verified-co.com`);
    await writeReview(page, 'Honest and quick', 'They delivered what they promised.');
    await card(page, 'Honest and quick').getByText('Verified', { exact: true }).waitFor();

    // A visitor sees the mark too.
    const visitor = await openPage(browser());
    await visit(visitor.page, `${url}/company/verified-co.com`);
    await card(visitor.page, 'Honest and quick').getByText('Verified', { exact: true }).waitFor();
    await visitor.close();
    expect(errors).toEqual([]);
    await close();
  });

  it('edits and deletes one’s own review; another user’s offers no edit and the API says 403', async () => {
    const company = await seedCompany(db(), { domain: 'own-reviews.com', name: 'Own Reviews' });
    const someone = await buildUser(db().knex);
    const [theirs] = await seedReviews(db(), [
      {
        companyId: company.id,
        userId: someone.id,
        title: 'Someone else’s review',
        content: 'Not mine to change.',
      },
    ]);
    const { page, context, errors, close } = await openPage(browser());
    await signedInUser(db(), server(), context);
    const url = server().url;
    await visit(page, `${url}/company/own-reviews.com`);
    await writeReview(page, 'Fast onboarding', 'Set up in a day.', 5);

    const mine = card(page, 'Fast onboarding');
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Your Review' });
    await edit.getByLabel(/Review Title/).fill('Fast onboarding, slow billing');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toastSays(page, 'Review Updated');
    const edited = card(page, 'Fast onboarding, slow billing');
    await edited.getByText(/^Edited/).waitFor();

    const other = card(page, 'Someone else’s review');
    await other.waitFor();
    expect(await other.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const patch = await context.request.patch(`${url}/api/reviews/${theirs?.id}`, {
      data: { title: 'Taken over', content: 'Mine now.', rating: 1, isComplaint: false },
    });
    expect(patch.status()).toBe(403);
    expect(await patch.json()).toEqual({ message: 'You can only change your own reviews' });
    const remove = await context.request.delete(`${url}/api/reviews/${theirs?.id}`);
    expect(remove.status()).toBe(403);

    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Review' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastSays(page, 'Review Deleted');
    await expect.poll(() => edited.count()).toBe(0);
    await other.waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('claims by mail: the link page’s button verifies, and the address’s verified account owns it', async () => {
    const company = await seedCompany(db(), { domain: 'wayne-test.com', name: 'Wayne Test' });
    await seedReviews(db(), [
      { companyId: company.id, title: 'Cold coffee', content: 'The coffee was cold.', rating: 2 },
    ]);
    const url = server().url;
    // Someone (not necessarily the CEO) claims the company naming the CEO's address.
    const sender = await openPage(browser());
    await visit(sender.page, `${url}/company/wayne-test.com`);
    await sender.page.getByRole('button', { name: 'Claim This Company' }).click();
    const dialog = sender.page.getByRole('dialog', { name: 'Claim This Company' });
    await dialog.getByLabel('Full Name').fill('Bruce Wayne');
    await dialog.getByLabel(/Business Email/).fill('ceo@wayne-test.com');
    await dialog.getByLabel('Position').fill('CEO');
    await dialog.getByRole('button', { name: 'Submit Claim Request' }).click();
    await toastSays(sender.page, 'Claim Request Submitted');
    await sender.close();

    // The CEO opens the mail's link: a page with one button; opening it spends nothing.
    const claimMail = await waitForMailTo(server().config.dataDir, 'ceo@wayne-test.com');
    const claimLink = new URL(linkInMail(claimMail) ?? '');
    expect(claimLink.pathname).toBe('/claim/verify');
    const ceo = await openPage(browser());
    await ceo.page.goto(`${url}${claimLink.pathname}${claimLink.search}`);
    await ceo.page.getByRole('heading', { name: 'Confirm Company Claim' }).waitFor();
    expect(
      await ClaimRequest.query(db().knex).findOne({ email: 'ceo@wayne-test.com' }),
    ).toMatchObject({
      status: 'pending',
    });
    await ceo.page.getByRole('button', { name: 'Confirm Claim' }).click();
    await ceo.page.getByText('Claim verified: Wayne Test is claimed.').waitFor();
    await screenshotBoth(ceo.page, 'trust-claim-verified');

    // Signing up with the address, then verifying it, makes the account the owner.
    await ceo.page.getByRole('link', { name: 'create an account' }).click();
    await ceo.page.getByLabel('Email').fill('ceo@wayne-test.com');
    await ceo.page.getByLabel(/^Password/).fill('gotham-knight-1939');
    await ceo.page.getByLabel('Confirm Password').fill('gotham-knight-1939');
    await ceo.page.getByRole('button', { name: 'Create Account' }).click();
    await ceo.page.getByText(/Verify your email address/).waitFor();
    await visit(ceo.page, `${url}/company/wayne-test.com`);
    await card(ceo.page, 'Cold coffee').waitFor();
    expect(
      await card(ceo.page, 'Cold coffee').getByRole('button', { name: 'Respond' }).count(),
    ).toBe(0);

    const verifyMail = (await waitForMail(server().config.dataDir, 3)).find(
      (text) => text.includes('To: ceo@wayne-test.com') && text.includes('Verify your email'),
    );
    const verifyLink = new URL(linkInMail(verifyMail ?? '') ?? '');
    await ceo.page.goto(`${url}${verifyLink.pathname}${verifyLink.search}`);
    await ceo.page.getByRole('button', { name: 'Verify Email' }).click();
    await ceo.page.getByText('Your email address ceo@wayne-test.com is verified.').waitFor();
    await visit(ceo.page, `${url}/company/wayne-test.com`);
    await card(ceo.page, 'Cold coffee').getByRole('button', { name: 'Respond' }).waitFor();
    expect(ceo.errors).toEqual([]);
    await ceo.close();
  });

  it('lets the owner of an approved claim answer a review: "Response from {company}"', async () => {
    const company = await seedCompany(db(), { domain: 'umbrella.com', name: 'Umbrella Corp' });
    await seedReviews(db(), [
      { companyId: company.id, title: 'Slow support', content: 'Took a week.', rating: 2 },
    ]);
    const url = server().url;
    const owner = await openPage(browser());
    const user = await signedInUser(db(), server(), owner.context, { firstName: 'Olga' });
    await ClaimRequest.query(db().knex).insert({
      companyId: company.id,
      userId: user.id,
      email: user.email,
      status: 'pending',
    });

    // Staff approve the claim in the admin: the account now owns the company.
    const admin = await openPage(browser());
    await signedInAdmin(db(), server(), admin.context);
    await admin.page.goto(`${url}/admin`);
    await openScreen(admin.page, 'Claimed Profiles');
    await admin.page.getByRole('button', { name: 'Approve claim for Umbrella Corp' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Approve Claim' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await toastSays(admin.page, 'Claim Approved');
    await admin.close();

    await visit(owner.page, `${url}/company/umbrella.com`);
    const review = card(owner.page, 'Slow support');
    await review.getByRole('button', { name: 'Respond' }).click();
    await review.getByLabel('Your response').fill('Sorry: we have doubled the support team.');
    await review.getByRole('button', { name: 'Post Response' }).click();
    await toastSays(owner.page, 'Response Posted');
    await review.getByText('Response from Umbrella Corp').waitFor();
    await screenshotBoth(owner.page, 'trust-owner-response');

    const visitor = await openPage(browser());
    await visit(visitor.page, `${url}/company/umbrella.com`);
    const seen = card(visitor.page, 'Slow support');
    await seen.getByText('Response from Umbrella Corp').waitFor();
    await seen.getByText('Sorry: we have doubled the support team.').waitFor();
    expect(await seen.getByRole('button', { name: 'Respond' }).count()).toBe(0);
    await visitor.close();
    expect(owner.errors).toEqual([]);
    await owner.close();
  });

  it('takes a visitor’s flag, which an admin sees under Flagged and dismisses', async () => {
    const company = await seedCompany(db(), { domain: 'flagged-co.com', name: 'Flagged Co' });
    await seedReviews(db(), [
      { companyId: company.id, title: 'Best company ever!!!', content: 'Buy now.', rating: 5 },
    ]);
    const url = server().url;
    const visitor = await openPage(browser());
    await visit(visitor.page, `${url}/company/flagged-co.com`);
    await card(visitor.page, 'Best company ever!!!')
      .getByRole('button', { name: 'Flag review: Best company ever!!!' })
      .click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Flag Review' });
    await dialog.getByRole('radio', { name: /Fake review/ }).check();
    await dialog.getByLabel(/Details/).fill('Same words as on three other sites.');
    await screenshotBoth(visitor.page, 'trust-flag-dialog');
    await dialog.getByRole('button', { name: 'Send Flag' }).click();
    await toastSays(visitor.page, 'Review Flagged');
    await dialog.waitFor({ state: 'hidden' });
    expect(visitor.errors).toEqual([]);

    const admin = await openPage(browser());
    await signedInAdmin(db(), server(), admin.context);
    await admin.page.goto(`${url}/admin/reviews`);
    await admin.page.getByRole('button', { name: 'Flagged', exact: true }).click();
    const flagged = admin.page.locator('article').filter({ hasText: 'Best company ever!!!' });
    await flagged
      .getByText('Flagged fake (1): Same words as on three other sites.', { exact: true })
      .waitFor();
    await flagged.getByRole('button', { name: 'Dismiss Flags' }).click();
    await toastSays(admin.page, 'Flags Dismissed');
    await expect.poll(() => flagged.count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.close();

    // The same visitor flagging again hears that it is already on record.
    await visitor.page.reload();
    await card(visitor.page, 'Best company ever!!!')
      .getByRole('button', { name: 'Flag review: Best company ever!!!' })
      .click();
    await dialog.getByRole('radio', { name: /Offensive/ }).check();
    await dialog.getByRole('button', { name: 'Send Flag' }).click();
    await toastSays(visitor.page, 'Already Flagged');
    await visitor.close();
  });

  // Last: it turns "Auto-approve reviews" off for the rest of the file's database.
  it('holds a new review while "Auto-approve reviews" is off, until an admin approves it', async () => {
    await seedCompany(db(), { domain: 'held-co.com', name: 'Held Co' });
    const url = server().url;
    const admin = await openPage(browser());
    await signedInAdmin(db(), server(), admin.context);
    await admin.page.goto(`${url}/admin`);
    await openScreen(admin.page, 'Settings');
    const autoApprove = admin.page.getByRole('switch', { name: 'Auto-approve reviews' });
    await expect.poll(() => autoApprove.getAttribute('aria-checked')).toBe('true');
    await autoApprove.click();
    await admin.page.getByRole('button', { name: 'Save Settings' }).click();
    await toastSays(admin.page, 'Settings Saved');

    const author = await openPage(browser());
    await signedInUser(db(), server(), author.context);
    await visit(author.page, `${url}/company/held-co.com`);
    await writeReview(author.page, 'Worth the wait', 'Careful people.');
    const held = card(author.page, 'Worth the wait');
    await held.getByText('Awaiting moderation').waitFor();
    expect(await held.getByRole('button', { name: /^Upvote/ }).count()).toBe(0);

    const visitor = await openPage(browser());
    await visit(visitor.page, `${url}/company/held-co.com`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Held Co' }).waitFor();
    await visitor.page
      .getByText(/No reviews/i)
      .first()
      .waitFor();
    expect(await card(visitor.page, 'Worth the wait').count()).toBe(0);

    await openScreen(admin.page, 'Reviews');
    await admin.page.getByRole('button', { name: 'Pending', exact: true }).click();
    const pending = admin.page.locator('article').filter({ hasText: 'Worth the wait' });
    await pending.getByText('Pending', { exact: true }).waitFor();
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => toastBehindDialog(admin.page)).toContain('Review Approved');
    await expect.poll(() => pending.count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.close();

    // A new visitor (the first one's browser may keep its anonymous copy for 30 s).
    const later = await openPage(browser());
    await visit(later.page, `${url}/company/held-co.com`);
    await card(later.page, 'Worth the wait').waitFor();
    await later.close();
    await author.page.reload();
    await card(author.page, 'Worth the wait')
      .getByRole('button', { name: /^Upvote/ })
      .waitFor();
    expect(await card(author.page, 'Worth the wait').getByText('Awaiting moderation').count()).toBe(
      0,
    );
    expect(author.errors).toEqual([]);
    await author.close();
    await visitor.close();
  });
});
