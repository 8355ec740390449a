import { CATALOGUE } from '#shared/catalogue/catalogue';
import { factsFromHomepage } from '../contacts.ts';
import type { ProfileRequest } from '../profiler.ts';

const PAGE_TEXT_LIMIT = 4_000;
const HEADINGS_LIMIT = 15;
const SCRIPT_TEXT_LIMIT = 2_000;

const CATALOGUE_LINES = CATALOGUE.map(
  (category) => `- ${category.name}: ${category.subcategories.map((sub) => sub.name).join('; ')}`,
).join('\n');

export const SYSTEM_PROMPT = `You profile companies for a B2B review site.
Given a company's name, domain and the facts read from its homepage, answer with JSON only.

Rules:
- category and subcategory: choose from the catalogue below; the subcategory must belong to the category. If the evidence is too thin to tell, set both to null.
- description: 2 to 4 plain sentences (no markdown, no lists, no HTML) saying what the company does, based on the facts given.
- industry: a short industry label, or null.
- founded and employeeCount: only when the facts state them; otherwise null.
- phone, email, address, founded and the social links: copy them exactly from homepage.contacts. Never guess or construct contact data, and never take it from the page text (it holds web agencies', partners' and emergency numbers): if it is not in homepage.contacts, use null.
- Categorise by what the company itself sells or does (title, descriptions, lead), not by whom it serves: "software for veterinary practices" is software. Pages may be in any language.
- confidence: 0 to 1, how sure you are of the category.

Catalogue (category: subcategories):
${CATALOGUE_LINES}`;

/** The company and its homepage facts as one JSON document for the model. */
export function userMessage(request: ProfileRequest): string {
  const facts = request.facts;
  const homepage = facts
    ? {
        url: facts.url,
        language: facts.language,
        title: facts.title,
        descriptions: facts.descriptions,
        keywords: facts.metaKeywords,
        openGraph: facts.openGraph,
        schemaTypes: facts.schemaTypes,
        organization: facts.organization,
        headings: facts.headings.slice(0, HEADINGS_LIMIT),
        // What the company says about itself first; menus, footers, cookie and newsletter
        // boxes are left out, and a JS app's payload stands in for a shell's empty body.
        lead: facts.leadText,
        text: facts.bodyText.slice(0, PAGE_TEXT_LIMIT),
        // A JS app's own description of the company (hero title, SEO description) apart from
        // the rest of its payload; translation bundles and cookie banners are left out.
        appLead: facts.scriptLead,
        appText: facts.scriptText.slice(0, SCRIPT_TEXT_LIMIT),
        // Contact facts as read by the same rules as the local provider (no agency, demo,
        // emergency or partner values): the model may only copy these.
        contacts: factsFromHomepage(facts, request.domain),
      }
    : 'The homepage could not be read; use the name and domain only, and leave contact data null.';
  return JSON.stringify({ name: request.name, domain: request.domain, homepage }, null, 1);
}
