import {
  normalizeSocialUrl,
  type SocialNetwork,
  socialNetworkOf,
} from '#shared/schemas/socialLinks';
import { squashedSiteLabel } from './hostOf.ts';
import { asDomainSpells, siteWordsIn } from './namesSite.ts';
import { CREDIT } from './ownBlocks.ts';
import { unique } from './uniqueValues.ts';

/** A profile link found on the page, with what its place says of whose it is. */
export interface SocialCandidate {
  network: SocialNetwork;
  url: string;
  inBoilerplate: boolean;
  /** In a block introduced as partners, sponsors or friends ("Partner:", "Our friends"). */
  inPartnerBlock: boolean;
  /** The link's visible text ("Riccione Turismo", "Follow us", "" for an icon). */
  anchorText: string;
}

/** "Partners", "our friends", "sponsored by" in the seven languages: other parties' links follow. */
const PARTNER_LABEL =
  /\b(partners?|our friends|sponsors?|sponsored by|supported by|in cooperation with|in collaboration with|member of|partenaires?|nos amis|soci(os)?|colaboradores|patrocinadores|amigos|parceiros?|partnerbedrijven|vrienden|sponsoren|partner(?:n|unternehmen)?|freunde|unterstützt von|mitglied (im|bei|der)|amici|in collaborazione con|collaborazioni)\b\s*:?|\b(proud(ly)? (member|supporters?|sponsors?) of|official (partner|supplier|sponsor)|affiliated with|accredited by|as (seen|featured) (in|on)|\w+partner|gefördert (von|durch)|mit (freundlicher )?unterstützung|avec le soutien|soutenu par|en (colaboración|partenariat) (con|avec)|con el apoyo|patrocinado por|in samenwerking met|mede mogelijk gemaakt|met steun van|con il (sostegno|patrocinio|supporto)|sponsorizzat[oa] da|em parceria com|com o apoio|patrocinado por|apoiado por)\b/i;

/** What an open element says of a link inside it (see `zones.ts`). */
interface LinkPlace {
  boilerplate: boolean;
  /** The site's own header or footer (`isSiteFrame`): its lone profile link is the company's. */
  siteFrame: boolean;
  /** A partner or sponsor strip, a credit, a testimonial. */
  otherParty: boolean;
}

/**
 * A link to a profile, with what its place says of whose it is (`blockText`: its block's text
 * so far; `stack`: the elements open around it); null for any other link.
 */
export function socialCandidate(
  href: string,
  blockText: string,
  stack: readonly LinkPlace[],
): SocialCandidate | null {
  const network = socialNetworkOf(href);
  const url = normalizeSocialUrl(href);
  if (!network || !url) return null;
  // Companies link their own profiles from the header or footer; elsewhere in a menu,
  // a share bar or a partner box, a profile is someone else's.
  const ownPlace = stack.some((element) => element.siteFrame);
  return {
    network,
    url,
    inBoilerplate: !ownPlace && stack.some((element) => element.boilerplate),
    // A partner label or the agency's credit in its block, or a box named for partners,
    // sponsors or testimonials around it, even inside the company's own footer.
    inPartnerBlock:
      PARTNER_LABEL.test(blockText) ||
      CREDIT.test(blockText) ||
      stack.some((element) => element.otherParty),
    anchorText: '',
  };
}

/**
 * One profile per network: the company's own JSON-LD `sameAs` first, then a link whose handle
 * is the site's name, then a lone link in the header or footer. Links in share bars and
 * partner boxes, and a choice between several unrelated profiles, are left alone.
 *
 * The rule for a lone header/footer link: it is the company's only when nothing on the page
 * says it is someone else's. It is someone else's when it stands in a block introduced as
 * partners, sponsors or friends ("Partner: Booking.com · Riccione Turismo"), or when its
 * visible text names another party: the company's own "follow us" link shows an icon, the
 * network's name, a "follow us" phrase or the company's name, not "Riccione Turismo".
 */
export function chooseSocialLinks(
  candidates: readonly SocialCandidate[],
  sameAs: readonly string[],
  siteHost: string,
  branch: { addressText: string | null; pageText: string } | null = null,
): Partial<Record<SocialNetwork, string>> {
  const label = squashedSiteLabel(siteHost);
  const place = branch && branchTown(label, candidates, branch.addressText, branch.pageText);
  const links: Partial<Record<SocialNetwork, string>> = {};
  for (const link of sameAs) {
    const network = socialNetworkOf(link);
    const url = normalizeSocialUrl(link);
    if (network && url && !links[network]) links[network] = url;
  }
  const byNetwork = new Map<SocialNetwork, SocialCandidate[]>();
  for (const candidate of candidates) {
    byNetwork.set(candidate.network, [...(byNetwork.get(candidate.network) ?? []), candidate]);
  }
  for (const [network, list] of byNetwork) {
    if (links[network]) continue;
    const named = list.find((candidate) =>
      candidate.url
        .toLowerCase()
        .replace(/[^a-z0-9/]/g, '')
        .includes(`/${label}`),
    );
    const placed = unique(
      list
        .filter(
          (c) =>
            !c.inBoilerplate &&
            !c.inPartnerBlock &&
            !isPersonalProfile(c.url) &&
            !isAnotherGroupsProfile(c.url, siteHost) &&
            !isPlatformProfile(c.url, label) &&
            !namesAnotherParty(c.anchorText, label) &&
            !(place && !squashed(profilePath(c.url)).includes(place)),
        )
        .map((c) => c.url),
    );
    const chosen = named?.url ?? (placed.length === 1 ? placed[0] : undefined);
    if (chosen) links[network] = chosen;
  }
  return links;
}

/** A profile link without its scheme and host: its handle ("/schnittwerk.bamberg"). */
function profilePath(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '');
}

/** A link or text lower-cased, accents and everything but letters and digits dropped. */
function squashed(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A chain's words: franchising, or its many branches ("more than 310 locations", "240 Salons"). */
const CHAIN =
  /\bfranchis|\bfranquic|\b(?:\d{2,}|hundreds of|cientos de|centaines de|honderden|hunderte(?:n)? von)\s+(?:\p{L}+\s+)?(?:locations|branches|stores|shops|salons|offices|studios|centres|centers|agencies|clinics|standorte|filialen|niederlassungen|agences|magasins|boutiques|succursales|tiendas|sucursales|oficinas|negozi|agenzie|filiali|sedi|lojas|unidades|agências|winkels|vestigingen)\b/iu;

/**
 * The town a branch's site carries in its name beside the chain's ("schnittwerk-bamberg.de" at
 * "… 96047 Bamberg"), when the page speaks of a chain and one of its profiles names the town
 * ("schnittwerk.bamberg"): then a profile that does not name it is the chain's or the brand's
 * ("schnittwerkfriseure"). The town is read where an address ends: its last two parts.
 */
function branchTown(
  label: string,
  candidates: readonly SocialCandidate[],
  addressText: string | null,
  pageText: string,
): string | null {
  if (!addressText || !CHAIN.test(pageText)) return null;
  const ending = addressText.split(',').slice(-2).join(' ');
  const towns = (ending.match(/\p{L}+/gu) ?? [])
    .map(squashed)
    .filter((word) => word.length >= 4 && label.indexOf(word) >= 4);
  return (
    towns.find((town) => candidates.some((c) => squashed(profilePath(c.url)).includes(town))) ??
    null
  );
}

/**
 * A LinkedIn profile under `/in/` is a person's (the owner's, a partner's), not the company's
 * page, which LinkedIn keeps under `/company/`.
 */
function isPersonalProfile(url: string): boolean {
  return /linkedin\.com\/(?:in|pub)\//i.test(url);
}

/**
 * A group's word in a profile's handle ("kowhai-equipment-group", "gruppo-arredo-lario"), or a
 * handle that starts with one ("grupodermalia"; not "groupama", whose "group" is no word).
 */
const GROUP_HANDLE =
  /(?:^|[^a-z])(?:group|groep|gruppe|gruppo|grupo|groupe|holdings?)(?:[^a-z]|$)|\/(?:grupo|gruppo|groupe|gruppe|groep)[a-z]{4}/;

/**
 * A group's profile that does not name the site: on a company's page, its parent's or owner's
 * ("Gruppo Arredo Lario" in a furniture shop's footer, the hire group's LinkedIn on one of its
 * depots' sites), not the company's own. A group's own site names itself in its handle
 * ("keystone-insurance-group" on keystoneinsurancegroup.com).
 */
function isAnotherGroupsProfile(url: string, siteHost: string): boolean {
  const handle = asDomainSpells(profilePath(url));
  return GROUP_HANDLE.test(handle) && siteWordsIn(handle, siteHost, 4) === 0;
}

/**
 * The site builder's, the shop system's or the network's own page, left in a theme's default
 * footer ("facebook.com/squarespace", "facebook.com/shopify", "linkedin.com/company/wix-com"):
 * not the company's, unless the site is that platform's own.
 */
const PLATFORM_HANDLE =
  /^\/(?:company\/|pages\/)?(squarespace|shopify|wix|wixcom|wix-com|wordpress|wordpressdotcom|godaddy|jimdo|webflow|weebly|hostinger|ionos|strato|elementor|themeforest|envato|bluehost|siteground|mailchimp|hubspot|duda|site123|tilda|carrd|woocommerce|bigcommerce|prestashop|magento|joomla|drupal|wpengine|nuvemshop|tiendanube|lojaintegrada|hostgator|onecom|facebook|meta|linkedin|twitter|instagram|youtube)(?:[/?#]|$)/i;

function isPlatformProfile(url: string, siteLabel: string): boolean {
  const handle = PLATFORM_HANDLE.exec(profilePath(url))?.[1];
  return handle !== undefined && !siteLabel.includes(squashed(handle));
}

/** Words a company's own profile link shows: the network's name or a "follow us" phrase. */
const GENERIC_SOCIAL_TEXT =
  /\b(facebook|linkedin|instagram|twitter|x|youtube|github|tiktok|xing|find|follow|like|join|connect|us|on|at|with|our|page|profile|folgen sie uns|folge uns|auf|bei|besuchen sie uns|suivez|nous|sur|rejoignez|síguenos|siguenos|en|únete|volg|ons|op|seguici|su|segui|siga|nos|no|sigam|visit|gmbh|ltd|limited|inc|llc|sl|srl|sas|sarl|lda|bv|ag|kg)\b/giu;

/** Whether a profile link's text names a party other than the site (by its domain's name). */
function namesAnotherParty(anchorText: string, siteLabel: string): boolean {
  const rest = anchorText.toLowerCase().replace(GENERIC_SOCIAL_TEXT, ' ');
  const squashed = rest.normalize('NFKD').replace(/[^a-z0-9]/g, '');
  if (squashed.length <= 3) return false;
  return !siteLabel.includes(squashed) && !squashed.includes(siteLabel);
}
