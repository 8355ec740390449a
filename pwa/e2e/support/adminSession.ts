import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { createContext } from '../../../api/src/context.ts';
import type { Database } from '../../../api/src/db/openDatabase.ts';
import { ensureBootstrapInvitation } from '../../../api/src/services/adminAccounts/bootstrapSuperAdmin.ts';
import { buildAdmin, TEST_PASSWORD } from '../../../api/src/test/factories.ts';
import type { TestServer } from '../../../api/src/test/testServer.ts';
import type { AdminRole } from '../../../shared/schemas/admin.ts';
import { VIEWPORTS } from './browser.ts';

/** Committed with the code: one picture of each admin screen at both sizes. */
const ADMIN_SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../docs/screenshots/admin');

/** The first-start invitation a fresh install logs: its token, as the operator would open it. */
export async function bootstrapToken(db: Database, server: TestServer): Promise<string> {
  const result = await ensureBootstrapInvitation(
    createContext({ db, config: server.config, actor: { type: 'system', name: 'server' } }),
  );
  if (result.status !== 'invited') throw new Error(`no bootstrap invitation: ${result.status}`);
  return new URL(result.link).searchParams.get('token') ?? '';
}

/**
 * An admin account signed in inside `context` through the real login call (the context's
 * request API shares the pages' cookies), so journeys that are not about signing in skip the form.
 */
export async function signedInAdmin(
  db: Database,
  server: TestServer,
  context: BrowserContext,
  role: AdminRole = 'super_admin',
) {
  const admin = await buildAdmin(db.knex, { role, firstName: 'Sam', lastName: 'Super' });
  const response = await context.request.post(`${server.url}/api/admin/login`, {
    data: { email: admin.email, password: TEST_PASSWORD },
  });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`);
  return admin;
}

/**
 * Saves the viewport (not the full page: small PNGs) at 1280×800 and 390×844 as
 * `{name}-desktop.png` and `{name}-mobile.png`, after the page has settled at each size.
 */
export async function adminScreenshots(page: Page, name: string): Promise<void> {
  mkdirSync(ADMIN_SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  // A toast from the step before would cover the screen; hidden only for the pictures.
  const hideToasts = await page.addStyleTag({
    content: '[aria-label^="Notifications"] { display: none !important; }',
  });
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(ADMIN_SCREENSHOT_DIR, `${name}-${label}.png`),
      animations: 'disabled',
    });
  }
  await hideToasts.evaluate((element) => (element as Element).remove());
  if (original) await page.setViewportSize(original);
}

/**
 * The toast's text even while a modal dialog is open (the dialog hides the rest of the page
 * from the accessibility tree, so a role query would not find the notifications region).
 */
export async function toastBehindDialog(page: Page): Promise<string> {
  const region = page.locator('[role="region"][aria-label^="Notifications"]');
  if ((await region.count()) === 0) return '';
  return (await region.first().textContent()) ?? '';
}

/** Follows a sidebar link (by its exact name: "Reviews" is not "Import Reviews"). */
export function openScreen(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: label, exact: true })
    .click();
}
