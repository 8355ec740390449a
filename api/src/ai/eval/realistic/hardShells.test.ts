import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../homepage/extractFacts.ts';
import { hardShellPages } from './hardShells.ts';

describe('harder JS shells for tuning', () => {
  const pages = hardShellPages();

  it('are built from train pages only: the test split stays unread', () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) expect(page.split).toBe('train');
  });

  it('show nothing without JavaScript and bury the words after a translation bundle', () => {
    const formats = new Set<string>();
    for (const page of pages.slice(0, 3)) {
      const facts = extractFacts(page.html, { url: `https://${page.domain}/`, truncated: false });
      expect(facts.bodyText).toBe('You need to enable JavaScript to run this app.');
      expect(facts.title).toBe(page.name);
      expect(facts.descriptions).toEqual([]);
      expect(page.html.indexOf('cookie')).toBeLessThan(page.html.indexOf('"hero"'));
      formats.add(/__NEXT_DATA__|__NUXT_DATA__|__NUXT__=/.exec(page.html)?.[0] ?? '');
    }
    expect(formats).toEqual(new Set(['__NEXT_DATA__', '__NUXT_DATA__', '__NUXT__=']));
  });
});
