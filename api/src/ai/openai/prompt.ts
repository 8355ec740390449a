import { CATALOGUE } from '#shared/catalogue/catalogue';
import type { ProfileRequest } from '../profiler.ts';

const PAGE_TEXT_LIMIT = 4_000;
const HEADINGS_LIMIT = 15;

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
- phone, email, address and the social links: copy them exactly from the homepage facts. Never guess or construct contact data: if it is not in the facts, use null.
- confidence: 0 to 1, how sure you are of the category.

Catalogue (category: subcategories):
${CATALOGUE_LINES}`;

/** The company and its homepage facts as one JSON document for the model. */
export function userMessage(request: ProfileRequest): string {
  const facts = request.facts;
  const homepage = facts
    ? {
        url: facts.url,
        title: facts.title,
        metaDescription: facts.metaDescription,
        keywords: facts.metaKeywords,
        openGraph: facts.openGraph,
        organization: facts.organization,
        headings: facts.headings.slice(0, HEADINGS_LIMIT),
        text: facts.text.slice(0, PAGE_TEXT_LIMIT),
        emails: facts.emails,
        phones: facts.phones,
        address: facts.addressText,
        socialLinks: facts.socialLinks,
      }
    : 'The homepage could not be read; use the name and domain only, and leave contact data null.';
  return JSON.stringify({ name: request.name, domain: request.domain, homepage }, null, 1);
}
