import { cardTitles } from './cardTitles.ts';
import { clean } from './cleanText.ts';
import { companyEmails } from './emailChoice.ts';
import { hCardTelephone } from './hCard.ts';
import { hostOf } from './hostOf.ts';
import { readJsonLd } from './jsonLd.ts';
import { siteWordsIn } from './namesSite.ts';
import { ownBlocks } from './ownBlocks.ts';
import { pageAddress, tidyAddress } from './pageAddress.ts';
import { payloadContacts } from './payloadContacts.ts';
import { companyPhones } from './phoneChoice.ts';
import { ownDomainEmailsInText } from './plainEmails.ts';
import { readDocument } from './readDocument.ts';
import { chooseSocialLinks } from './socialChoice.ts';
import type { HomepageFacts } from './types.ts';
import { unique } from './uniqueValues.ts';

/**
 * Reads the facts a homepage states about its company: the page is read in one pass
 * (`readDocument.ts`), then each fact is chosen among what it found, the company's own evidence
 * first (`emailChoice.ts`, `pageAddress.ts`, `phoneChoice.ts`, `socialChoice.ts`).
 */
export function extractFacts(
  html: string,
  page: { url: string; truncated: boolean },
): HomepageFacts {
  const siteHost = hostOf(page.url) ?? '';
  const document = readDocument(html, siteHost);
  const { meta, openGraph, microdata, texts, payload: scripts } = document;
  const allText = `${texts.text} ${scripts.scriptText} ${scripts.noiseText}`;
  const jsonLd = readJsonLd(document.jsonLdBlocks, siteHost, {
    siteMailbox:
      ownDomainEmailsInText([allText, ...document.mailtoEmails].join(' '), siteHost).length > 0,
  });
  const organization = jsonLd.organization;
  const foreignHosts = new Set([
    ...jsonLd.foreignHosts,
    ...microdata.foreignHosts,
    ...document.linkedHosts,
  ]);
  const own = ownBlocks(document.blocks, siteHost);
  // A card's or a table row's title says whose its address, number and mailbox are.
  const titles = cardTitles(document.blocks);
  const payload = payloadContacts(scripts.raw, siteHost);
  // Another party's strings (under an authority's or a franchisor's key) are no line of the company's.
  const payloadLines = [...scripts.own, ...scripts.other].filter(
    (text) => !scripts.party.has(text),
  );
  const addressText = pageAddress({
    addressElements: document.addressElements,
    microdataProps: microdata.props,
    blocks: document.blocks,
    ownBlocks: own,
    titles,
    payloadAddresses: payload.addresses,
    payloadLines,
    siteHost,
  });
  const emails = companyEmails({
    marked: [
      organization?.email ?? null,
      microdata.props.get('email')?.replace(/^mailto:/i, '') ?? null,
      ...document.mailtoEmails,
    ],
    allText,
    ownBlocks: own,
    titles,
    addressText,
    payloadEmails: payload.emails,
    payloadLines,
    foreignHosts,
    siteHost,
  });
  const phones = companyPhones({
    marked: [
      hCardTelephone(microdata.props.get('telephone')),
      // A shop's Open Graph contact data (`og:phone_number`), its own by the site's head.
      openGraph.phone_number ?? null,
    ],
    blocks: document.blocks,
    ownBlocks: own,
    titles,
    addressText,
    payloadPhones: payload.phones,
    payloadStrings: [...scripts.own, ...scripts.other, ...scripts.noise].filter(
      (text) => !scripts.party.has(text),
    ),
    emails,
    siteHost,
  });
  const address = addressText === null ? null : tidyAddress(addressText);

  return {
    url: page.url,
    language: document.language,
    title: document.title ?? clean(openGraph.title ?? '') ?? null,
    metaDescription: clean(meta.get('description') ?? '') ?? null,
    descriptions: unique(
      [meta.get('description'), openGraph.description, meta.get('twitter:description')]
        .map((value) => clean(value ?? ''))
        .filter(Boolean),
    ),
    metaKeywords: (meta.get('keywords') ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    openGraph,
    organization,
    schemaTypes: unique([...jsonLd.types, ...microdata.types]),
    headings: document.headings,
    text: texts.text,
    ownText: texts.ownText,
    // A logo's alt text that names the company ("Soundcheck Hearing est. 2011") dates it too.
    ownAltText: document.datedAlts.filter((alt) => siteWordsIn(alt, siteHost, 4) > 0).join(' . '),
    bodyText: texts.bodyText,
    leadText: texts.leadText,
    scriptText: scripts.scriptText,
    ownScriptText: scripts.ownScriptText,
    scriptLead: scripts.scriptLead,
    emails,
    phones,
    foundingDate: microdata.props.get('foundingDate') ?? payload.founded,
    addressText: address,
    // A link in the page's markup first; a JS app's lone profile in its payload else.
    socialLinks: {
      ...payload.profiles,
      ...chooseSocialLinks(document.socialCandidates, organization?.sameAs ?? [], siteHost, {
        addressText: address,
        pageText: allText,
      }),
    },
    truncated: page.truncated,
  };
}
