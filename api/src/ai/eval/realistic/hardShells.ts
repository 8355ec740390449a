import { extractFacts } from '../../homepage/extractFacts.ts';
import type { Language } from '../../local/training/lexicon.ts';
import type { EvaluatedPage } from './evaluateSet.ts';
import { EVALUATION_SET, generatePages, type LabelledPage } from './generate.ts';
import { KITS } from './languageKit.ts';

/**
 * Harder JS shells, for tuning: the generated set's plain `train` pages (never its test split)
 * rebuilt as real Next.js and Nuxt sites ship them. The title is only the company's name, there
 * is no meta description and no JSON-LD; the page's words stand in the app's payload after a
 * translation bundle in all seven languages (cookie banner, newsletter, bank and insurance small
 * print, menu), as an i18n library puts it there, and beside the app's runtime config. Three
 * formats in turn: `__NEXT_DATA__`, Nuxt 3's `__NUXT_DATA__` (devalue) and a Nuxt 2 function.
 * The trainer never reads these pages. Contacts stay scored: the footer's text is in the payload.
 */
export function hardShellPages(): EvaluatedPage[] {
  return generatePages(EVALUATION_SET)
    .filter((page) => page.split === 'train' && page.kind === 'plain')
    .map((page, index) => ({
      domain: page.domain,
      name: page.name,
      html: shellOf(page, index % 3),
      language: page.language,
      kind: 'jsShell',
      split: page.split,
      subcategory: page.subcategory,
      contacts: page.contacts,
    }));
}

function shellOf(page: LabelledPage, format: number): string {
  const facts = extractFacts(page.html, { url: `https://${page.domain}/`, truncated: false });
  const [h1 = page.name, ...otherHeadings] = facts.headings;
  const content = {
    hero: { title: h1, subtitle: facts.descriptions[0] ?? '' },
    sections: otherHeadings.map((heading) => ({ heading })),
    body: { text: facts.leadText },
    footer: { text: footerText(page.html) },
  };
  const state = { i18n: translationBundle(), runtimeConfig: runtimeConfig(), page: content };
  const payload =
    format === 0
      ? `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${json({ props: { pageProps: state }, page: '/', buildId: 'x7' })}</script>`
      : format === 1
        ? `<div id="__nuxt"></div><script type="application/json" id="__NUXT_DATA__" data-ssr="true">${json(devalue({ data: state }))}</script>`
        : `<div id="__nuxt"></div><script>window.__NUXT__=(function(a,b){return ${json({ state })}}(null,false));</script>`;
  return `<!DOCTYPE html>\n<html lang="${page.language}">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(page.name)}</title>\n</head>\n<body>\n<noscript>You need to enable JavaScript to run this app.</noscript>\n${payload}\n<script src="/_app/main.js" defer></script>\n</body>\n</html>\n`;
}

/** What an i18n library ships: every locale's interface strings, before the page's data. */
function translationBundle(): Record<string, unknown> {
  return Object.fromEntries(
    (Object.keys(KITS) as Language[]).map((language) => {
      const kit = KITS[language];
      return [
        language,
        {
          common: { menu: kit.nav.join(' · '), legal: kit.legalLinks.join(' · ') },
          cookieBanner: { text: kit.cookie[0], details: kit.cookie[1] ?? '' },
          newsletter: { text: kit.newsletter },
          finePrint: kit.finePrint,
        },
      ];
    }),
  );
}

function runtimeConfig(): Record<string, unknown> {
  return {
    public: { apiBase: '/api', analyticsId: 'G-X7Y', siteName: 'Website powered by Headless CMS' },
  };
}

function footerText(html: string): string {
  const footer = /<footer[\s\S]*?<\/footer>/i.exec(html)?.[0] ?? '';
  return footer
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Nuxt 3's format: one flat array, each object's values the indices of their values. */
function devalue(root: unknown): unknown[] {
  const table: unknown[] = [];
  const add = (value: unknown): number => {
    const index = table.length;
    table.push(null);
    if (Array.isArray(value)) table[index] = value.map(add);
    else if (value && typeof value === 'object') {
      table[index] = Object.fromEntries(
        Object.entries(value).map(([key, child]) => [key, add(child)]),
      );
    } else table[index] = value;
    return index;
  };
  add(root);
  return table;
}

function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
