import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonLdScript, withCanonical, withPageMeta } from './headTags.ts';

describe('withPageMeta', () => {
  it('adds the tags a page lacks before </head>', () => {
    const html = withPageMeta('<html><head><title>x</title></head></html>', {
      title: 'T & Co',
      description: 'D',
      url: 'https://x.test/company/t.co',
    });
    expect(html).toContain('<title>T &amp; Co</title>');
    expect(html).toContain('<meta name="description" content="D" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://x.test/company/t.co" data-served-page />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://x.test/company/t.co" data-served-page />',
    );
    expect(html.indexOf('og:url')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('withCanonical', () => {
  it('replaces the shell’s og:url and escapes the address', () => {
    const html = withCanonical(
      '<head><meta property="og:url" content="https://old.test/" /></head>',
      'https://x.test/a?b=1&c="2"',
    );
    expect(html).not.toContain('old.test');
    expect(html).toContain('href="https://x.test/a?b=1&amp;c=&quot;2&quot;"');
    expect(html.match(/og:url/g)).toHaveLength(1);
  });
});

describe('jsonLdScript', () => {
  const hostile = 'a </script><script>alert(1)</script> <!-- & \u2028 \u2029 "q"';

  it('writes JSON that cannot end the script element, with the same values', () => {
    const html = jsonLdScript({ name: hostile });
    const body = /^<script type="application\/ld\+json" data-served-page>(.*)<\/script>$/s.exec(
      html,
    )?.[1];
    expect(body).toBeDefined();
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body ?? '')).toEqual({ name: hostile });
  });
});
