import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';

const read = (body: string, url: string) =>
  extractFacts(`<!DOCTYPE html><html lang="de"><head></head><body>${body}</body></html>`, {
    url,
    truncated: false,
  });

describe('RDFa Lite with schema.org, read as microdata', () => {
  it("reads the company's entity: its address, its number and its founding", () => {
    const facts = read(
      [
        '<div vocab="https://schema.org/" typeof="LocalBusiness">',
        '<span property="name">Kraftwerk Hofmühle</span>',
        '<p property="address" typeof="PostalAddress"><span property="streetAddress">Hofmühlgasse 3</span>, ',
        '<span property="postalCode">4400</span> <span property="addressLocality">Steyr</span></p>',
        '<p>Tel. <span property="telephone">07252 53 118</span></p>',
        '<p>Als <span property="foundingDate" content="1921">1921 gegründetes</span> Elektrizitätswerk …</p></div>',
      ].join(''),
      'https://kraftwerk-hofmuehle.at/',
    );
    expect(facts.addressText).toBe('Hofmühlgasse 3, 4400 Steyr');
    expect(facts.foundingDate).toBe('1921');
    expect(facts.phones[0]).toBe('07252 53 118');
  });

  it("leaves an agency's entity with its own site alone, and properties outside any type", () => {
    const facts = read(
      [
        '<head-like><span property="telephone">0800 123 4567</span></head-like>',
        '<footer><div vocab="https://schema.org/" typeof="Organization"><span property="name">Pixelwerk</span>',
        '<a property="url" href="https://pixelwerk.at/">pixelwerk.at</a> <span property="telephone">0732 99 88 77</span></div></footer>',
      ].join(''),
      'https://kraftwerk-hofmuehle.at/',
    );
    expect(facts.phones).not.toContain('0732 99 88 77');
    expect(facts.phones).not.toContain('0800 123 4567');
  });
});
