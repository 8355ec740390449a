import { DEMO_VALUES } from './jsonLd.ts';
import type { TextBlock } from './textBlocks.ts';

/**
 * Someone else's work or line: credits and pointers to another site in the same block ("Sitio
 * creado con WordPress por Mezcla Digital · Av. Insurgentes Sur 1605 …" is the agency's).
 */
export const CREDIT =
  /\b(website|site|web ?design|design|developed|powered|made|built|hosted|realised|realized) by\b|\b(webdesign|erstellt|umgesetzt|realisiert) (von|durch)\b|\bréalisé par\b|\bconçu par\b|\b(diseño|desarrollad[oa]|hecho) (web )?por\b|\b(desenvolvido|criado|feito) por\b|\b(gemaakt|ontwikkeld|ontworpen) door\b|\b(realizzat[oa]|sviluppat[oa]) da\b|\b(?:website|webdesign|web design|webseite|réalisation|diseño web|realizzazione|ontwerp)\s*:\s*(?!www\.)[A-Z]|\b(?:sitio|página|site|sito|web|website|webseite|webshop)\b[^.·|]{0,20}\b(?:cread[oa]|criad[oa]|creat[oa]|créée?|created|erstellt|gemaakt|made|built)\s(?:con|com|with|avec|mit|met)\s[^.·|]{1,30}?\s(?:por|by|par|von|door|da)\s/i;

/** A theme's widget holds a few blocks (address, phone, email, hours); a wrapper holds many. */
const MAX_DEMO_GROUP = 8;

/**
 * The blocks of the company's own text, where its contacts are read: none that links to
 * another site, stands in a cookie or consent box, credits another party's work, names another
 * site's address, or stands in a widget left with a theme's demo data.
 */
export function ownBlocks(blocks: readonly TextBlock[], siteHost: string): TextBlock[] {
  const demo = demoGroups(blocks);
  return blocks.filter(
    (each) =>
      !each.linksElsewhere &&
      !each.consent &&
      !CREDIT.test(each.text) &&
      !namesAnotherSite(each.text, siteHost) &&
      !(each.group !== null && demo.has(each.group)),
  );
}

/**
 * Theme demo data left in a widget ("Address: 2307 Beverley Rd Brooklyn … Email:
 * hello@example.com"): one block of it gives the others away, so none of the
 * widget's blocks is the company's. A small named element only: a page's wrapper holding one
 * "jane@example.com" hint says nothing of the rest.
 */
function demoGroups(blocks: readonly TextBlock[]): Set<number> {
  const sizes = new Map<number, number>();
  const flagged = new Set<number>();
  for (const each of blocks) {
    if (each.group === null) continue;
    sizes.set(each.group, (sizes.get(each.group) ?? 0) + 1);
    // Not a 555-01xx number alone: small American businesses write theirs that way in examples.
    if (DEMO_VALUES.test(each.text)) flagged.add(each.group);
  }
  return new Set([...flagged].filter((group) => (sizes.get(group) ?? 0) <= MAX_DEMO_GROUP));
}

/** A web address written in the text ("www.arbitragemauto.pt") that is not the site's own. */
function namesAnotherSite(text: string, siteHost: string): boolean {
  for (const match of text.matchAll(/\bwww\.([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)) {
    const host = (match[1] ?? '').toLowerCase();
    if (host !== siteHost && !siteHost.endsWith(`.${host}`)) return true;
  }
  return false;
}
