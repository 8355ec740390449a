import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';
import { chooseSocialLinks, type SocialCandidate } from './socialChoice.ts';

const link = (url: string, anchorText = ''): SocialCandidate => {
  const network = url.includes('linkedin')
    ? 'linkedin'
    : url.includes('instagram')
      ? 'instagram'
      : 'facebook';
  return { network, url, inBoilerplate: false, inPartnerBlock: false, anchorText };
};

const FRANCHISEE = {
  addressText: 'Grüner Markt 9, 96047 Bamberg',
  pageText:
    'Schnittwerk Bamberg ist ein selbstständiger Franchisepartner der Schnittwerk Franchise GmbH.',
};

describe("a branch's or a franchisee's profiles", () => {
  it("leaves the chain's profile when the branch's own names its town", () => {
    const candidates = [
      link('https://www.facebook.com/schnittwerkfriseure', 'Facebook'),
      link('https://www.instagram.com/schnittwerk.bamberg', 'Instagram Bamberg'),
    ];
    expect(chooseSocialLinks(candidates, [], 'schnittwerk-bamberg.de', FRANCHISEE)).toEqual({
      instagram: 'https://www.instagram.com/schnittwerk.bamberg',
    });
  });

  it('keeps a lone profile without the town when the page speaks of no chain or no profile names it', () => {
    const candidates = [
      link('https://www.facebook.com/schnittwerkfriseure'),
      link('https://www.instagram.com/schnittwerk.bamberg'),
    ];
    const single = { ...FRANCHISEE, pageText: 'Ihr Friseur in der Bamberger Altstadt seit 1998.' };
    expect(chooseSocialLinks(candidates, [], 'schnittwerk-bamberg.de', single).facebook).toBe(
      'https://www.facebook.com/schnittwerkfriseure',
    );
    expect(
      chooseSocialLinks(candidates.slice(0, 1), [], 'schnittwerk-bamberg.de', FRANCHISEE).facebook,
    ).toBe('https://www.facebook.com/schnittwerkfriseure');
  });

  it("reads the town where the address ends, not in the company's name before it", () => {
    const candidates = [
      link('https://www.linkedin.com/company/hartley-sons-builders-merchants'),
      link('https://www.facebook.com/hartleyandsonsskipton'),
    ];
    const merchant = {
      addressText: "Hartley & Sons Builders' Merchants, 14 Keighley Road, Skipton BD23 2NB",
      pageText: 'Twelve branches across the Dales; 14 branches by 2027.',
    };
    expect(chooseSocialLinks(candidates, [], 'hartleybuildersmerchants.co.uk', merchant)).toEqual({
      linkedin: 'https://www.linkedin.com/company/hartley-sons-builders-merchants',
      facebook: 'https://www.facebook.com/hartleyandsonsskipton',
    });
  });
});

describe("a group's profile on one of its companies' pages (devset28)", () => {
  it("leaves a group's profile that does not name the site", () => {
    const candidates = [link('https://www.linkedin.com/company/gruppo-arredo-lario', 'LinkedIn')];
    expect(chooseSocialLinks(candidates, [], 'mobilificio-brianza.it')).toEqual({});
    expect(
      chooseSocialLinks(
        [link('https://www.linkedin.com/company/kowhai-equipment-group')],
        [],
        'aoraki-planthire.co.nz',
      ),
    ).toEqual({});
  });

  it('leaves a handle that starts with a group word, not one whose "group" is no word', () => {
    expect(
      chooseSocialLinks(
        [link('https://www.facebook.com/grupodermalia')],
        [],
        'clinica-estetica-alameda.es',
      ),
    ).toEqual({});
    expect(
      chooseSocialLinks([link('https://www.facebook.com/groupamafr')], [], 'agence-durand.fr')
        .facebook,
    ).toBe('https://www.facebook.com/groupamafr');
  });

  it("keeps a group's own profile on its own site, and a company's profile without a group word", () => {
    expect(
      chooseSocialLinks(
        [link('https://www.linkedin.com/company/keystone-insurance-group')],
        [],
        'keystoneinsurancegroup.com',
      ).linkedin,
    ).toBe('https://www.linkedin.com/company/keystone-insurance-group');
    expect(
      chooseSocialLinks(
        [link('https://www.linkedin.com/company/rederij-vermeulen')],
        [],
        'binnenvaart-cargo.nl',
      ).linkedin,
    ).toBe('https://www.linkedin.com/company/rederij-vermeulen');
  });
});

describe("a site builder's own page left in a theme's footer (devset30)", () => {
  it("leaves the platform's profile, unless the site is the platform's", () => {
    expect(
      chooseSocialLinks(
        [link('https://www.facebook.com/squarespace', 'Facebook')],
        [],
        'quietharbour-counselling.ie',
      ),
    ).toEqual({});
    expect(
      chooseSocialLinks([link('https://www.facebook.com/shopify')], [], 'al-ronco.ch'),
    ).toEqual({});
    expect(
      chooseSocialLinks([link('https://www.facebook.com/shopify')], [], 'shopify.com'),
    ).toEqual({ facebook: 'https://www.facebook.com/shopify' });
    // A handle that only starts like a platform's is the company's.
    expect(
      chooseSocialLinks([link('https://www.facebook.com/wixfordbakery')], [], 'wixford.co.uk'),
    ).toEqual({ facebook: 'https://www.facebook.com/wixfordbakery' });
  });
});

describe("a theme's footer area outside the footer element (devset40)", () => {
  const links = (body: string) =>
    extractFacts(`<html><body>${body}</body></html>`, {
      url: 'https://bluegum-building.com.au/',
      truncated: false,
    }).socialLinks;

  it('reads the profile in GeneratePress footer widgets as the company’s own', () => {
    expect(
      links(
        `<header class="site-header"><a href="/">Bluegum</a></header>
         <div class="site footer-widgets"><aside class="widget widget_block"><p><a href="https://www.facebook.com/bluegumbuild">Facebook</a></p></aside></div>`,
      ),
    ).toEqual({ facebook: 'https://www.facebook.com/bluegumbuild' });
  });

  it('still leaves a profile in a sidebar widget or a share bar', () => {
    expect(
      links(
        `<aside class="sidebar widget-area"><p><a href="https://www.facebook.com/bluegumbuild">Facebook</a></p></aside>`,
      ),
    ).toEqual({});
  });
});
