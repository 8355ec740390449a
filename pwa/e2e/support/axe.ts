import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's browser build, evaluated in the page through the DevTools protocol: an injected
// <script> tag would be (rightly) refused by the site's Content-Security-Policy.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The serious and critical axe-core findings on the page as it is now (WCAG 2.x A/AA rules and
 * best practices), each with the elements it names: a journey expects `[]` on every public screen.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // `axe` is the global the source above defines.
    const axe = (globalThis as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // Off by default in axe (experimental), and what Lighthouse and WCAG 2.5.3 ask: a control's
      // name contains the text it shows.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
