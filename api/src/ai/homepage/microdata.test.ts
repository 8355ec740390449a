import { describe, expect, it } from 'vitest';
import { factsFromHomepage } from '../contacts.ts';
import { extractFacts } from './extractFacts.ts';

const read = (body: string, url = 'https://zahnarzt-weber.de/') =>
  extractFacts(`<!DOCTYPE html><html lang="de"><head></head><body>${body}</body></html>`, {
    url,
    truncated: false,
  });

describe('microdata: only the site’s own entity counts', () => {
  it('takes the company’s item and not the agency nested in it', () => {
    const facts = read(
      `<div itemscope itemtype="https://schema.org/Dentist">
         <span itemprop="name">Zahnarztpraxis Dr. Weber</span>
         <span itemprop="telephone">+49 30 1234 5678</span>
         <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
           <span itemprop="streetAddress">Lindenweg 4</span>
           <span itemprop="postalCode">10115</span> <span itemprop="addressLocality">Berlin</span>
         </div>
         <div itemprop="creator" itemscope itemtype="https://schema.org/ProfessionalService">
           <a itemprop="url" href="https://pixelwerk-agency.com/">Pixelwerk</a>
           <span itemprop="telephone">+44 20 7946 0000</span>
           <span itemprop="email">hello@pixelwerk-agency.com</span>
         </div>
       </div>`,
    );
    expect(facts.schemaTypes).toContain('Dentist');
    expect(facts.schemaTypes).not.toContain('ProfessionalService');
    expect(facts.phones).toEqual(['+49 30 1234 5678']);
    expect(facts.emails).toEqual([]);
    expect(factsFromHomepage(facts, 'zahnarzt-weber.de').address).toBe('Lindenweg 4, 10115 Berlin');
  });

  it('chooses among sibling items by the site’s URL or name, never the partner', () => {
    const facts = read(
      `<div itemscope itemtype="https://schema.org/MedicalBusiness">
         <span itemprop="name">Dentallabor Schmidt</span>
         <span itemprop="telephone">+49 40 5555 1111</span>
         <meta itemprop="foundingDate" content="1975">
       </div>
       <div itemscope itemtype="https://schema.org/Dentist">
         <span itemprop="name">Zahnarztpraxis Dr. Weber</span>
         <span itemprop="telephone">+49 30 1234 5678</span>
         <meta itemprop="foundingDate" content="1998">
       </div>`,
    );
    expect(facts.phones).toEqual(['+49 30 1234 5678']);
    expect(facts.foundingDate).toBe('1998');
    expect(facts.schemaTypes).toEqual(['Dentist']);
  });

  it('takes nothing from siblings it cannot tell apart', () => {
    const facts = read(
      `<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Nordbank AG</span><span itemprop="telephone">+49 69 1000 2000</span></div>
       <div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Schutz Versicherung</span><span itemprop="telephone">+49 89 3000 4000</span></div>`,
    );
    expect(facts.phones).toEqual([]);
    expect(facts.schemaTypes).toEqual([]);
  });

  it('takes a lone item without a URL, and skips one with another site’s URL', () => {
    const lone = read(
      `<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Praxis am Park</span><span itemprop="telephone">+49 30 1111 2222</span></div>`,
    );
    expect(lone.phones).toEqual(['+49 30 1111 2222']);
    const partner = read(
      `<div itemscope itemtype="https://schema.org/Organization"><a itemprop="url" href="https://partner-labor.de/">Labor</a><span itemprop="telephone">+49 30 3333 4444</span></div>`,
    );
    expect(partner.phones).toEqual([]);
  });
});
