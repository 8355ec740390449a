import { describe, expect, it } from 'vitest';
import { keyWords, namesAnotherParty } from './othersKeys.ts';

describe('keyWords', () => {
  it('splits camel case, snake case and kebab case, letters with accents kept', () => {
    expect(keyWords('heroTitle')).toEqual(['hero', 'title']);
    expect(keyWords('footer-links_main')).toEqual(['footer', 'links', 'main']);
    expect(keyWords('behördenKontakt')).toEqual(['behörden', 'kontakt']);
  });
});

describe('namesAnotherParty', () => {
  it("reads a customer's, a partner's, a franchisor's, a brand's or a public office's key", () => {
    for (const key of [
      'testimonials',
      'customerReviews',
      'ourPartners',
      'franchisorInfo',
      // Spanish and Portuguese franchise words (devset32).
      'franquiciante',
      'franqueadora',
      'datosFranquicia',
      'nuttige_adressen',
      'adressesUtiles',
      'behördenKontakt',
      'lieferanten',
      'referenzen',
      'marcas',
      'featuredBrands',
      'unsereMarken',
      // A featured project's or client's site, in the seven languages.
      'projecten',
      'unsereProjekte',
      'nosRealisations',
      'proyectos',
      'progetti',
      'projetos',
      // The company's own former address or number, and its parent group (devset28).
      'oldAddress',
      'oldContacts',
      'vorigeAdres',
      'ancienneAdresse',
      'parent',
      'grupo',
      'groupInfo',
      'konzern',
      // Its clients and case studies (devset31).
      'cases',
      'caseStudies',
      'casos',
      'nuestrosClientes',
      'unsereKunden',
      'customers',
      // The shops that sell its goods (devset39).
      'stockists',
      'retailers',
      'haendler',
      'revendeurs',
      'rivenditori',
      'verkooppunten',
    ]) {
      expect(namesAnotherParty(key), key).toBe(true);
    }
  });

  it("leaves the company's own keys alone", () => {
    // A framework's own state (Bubble's `client_state`) and a customer service are the company's.
    for (const key of [
      'contact',
      'headquarters',
      'customerService',
      'serviceClient',
      'client_state',
      'footer',
    ]) {
      expect(namesAnotherParty(key), key).toBe(false);
    }
  });
});
