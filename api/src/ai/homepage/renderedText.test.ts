import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';
import { isPlainProse, markdownMarkup } from './renderedText.ts';

describe('text a script renders (devset25)', () => {
  it('turns Markdown into the markup it renders to, front matter included', () => {
    expect(
      markdownMarkup(
        '---\ntitre: Atelier Terre & Tour\n---\n\n# Apprenez la poterie\n\nL’atelier **ouvert en 2019** enseigne le [tournage](/cours).\n\n- Cours hebdomadaire\n- Stage',
      ),
    ).toBe(
      '<p>Atelier Terre & Tour</p>\n<h1>Apprenez la poterie</h1>\n<p>L’atelier ouvert en 2019 enseigne le <a href="/cours">tournage</a>.</p>\n<li>Cours hebdomadaire</li>\n<li>Stage</li>',
    );
    expect(markdownMarkup('== Contact ==\nNorthgate Recording\nBookings: 0113 246 0385')).toBe(
      '<h2>Contact</h2>\n<p>Northgate Recording<br>Bookings: 0113 246 0385</p>',
    );
  });

  it('reads a plain-text block as prose, not a script a consent manager holds back', () => {
    const prose =
      'Northgate is a professional recording studio in a converted mill on the edge of Leeds. We record bands, choirs, podcasts and voice-overs, and we mix and master for artists.';
    expect(isPlainProse(' type="text/plain" id="site-text"', prose)).toBe(true);
    expect(isPlainProse(' type="text/plain" data-cookieconsent="statistics"', prose)).toBe(false);
    expect(
      isPlainProse(
        ' type="text/plain"',
        "window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-XXXX');",
      ),
    ).toBe(false);
  });

  it('reads a page whose words are only in a Markdown block, headings and phone too', () => {
    const facts = extractFacts(
      '<!DOCTYPE html><html><body><div id="page"></div><script type="text/markdown" id="c">\n# Recording studio in Leeds\n\nWe record bands, choirs and podcasts in a converted mill.\n\n## Contact\n\nBookings: 0113 246 0385\n</script><script src="/marked.js"></script></body></html>',
      { url: 'https://northgaterecording.co.uk/', truncated: false },
    );
    expect(facts.headings).toEqual(['Recording studio in Leeds', 'Contact']);
    expect(facts.text).toContain('We record bands, choirs and podcasts');
    expect(facts.phones).toEqual(['0113 246 0385']);
  });
});

describe('more places a JS app keeps its words (devset25)', () => {
  const on = (host: string, body: string) =>
    extractFacts(`<!DOCTYPE html><html><body>${body}</body></html>`, {
      url: `https://${host}/`,
      truncated: false,
    });

  it("reads Blazor's prerendered state in a comment and a component's data-props", () => {
    const blazor = on(
      'rheinkai-logistik.de',
      '<div id="app"></div><!--Blazor-WebAssembly-Component-State:{"HomeContent":{"Claim":"Spedition, Lagerlogistik und Containerverkehr am Binnenhafen","Telefon":"0203 806 44 0"}}-->',
    );
    expect(blazor.scriptText).toContain('Spedition, Lagerlogistik und Containerverkehr');
    const phoenix = on(
      'nieuwekoers-loopbaan.nl',
      `<div data-phx-main><div phx-hook="SvelteHook" data-props='{"hero":{"titel":"Vastgelopen in je werk? Zet een nieuwe koers uit."}}'></div></div>`,
    );
    expect(phoenix.scriptText).toContain('Zet een nieuwe koers uit');
  });

  it('reads every store a script ships as JSON.parse, not only the first', () => {
    const vitepress = on(
      'steuerkanzlei-brockhoff.de',
      `<div id="app"></div><script>window.__VP_HASH_MAP__=JSON.parse("{\\"index.md\\":\\"Dq81LmAe\\"}");window.__VP_SITE_DATA__=JSON.parse("{\\"title\\":\\"Steuerkanzlei Brockhoff\\",\\"description\\":\\"Steuerberatung für Handwerk und Mittelstand in Bielefeld\\"}");</script>`,
    );
    expect(vitepress.scriptText).toContain('Steuerberatung für Handwerk und Mittelstand');
  });
});
