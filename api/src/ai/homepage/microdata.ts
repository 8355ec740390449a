import { HCARD_MARK } from './hCard.ts';
import { bareHost, hostOf, siteLabel } from './hostOf.ts';
import { DEMO_VALUES, isOrganizationType } from './jsonLd.ts';

/** One `itemscope`: its types, its own properties, and where it sits among the others. */
interface MicrodataItem {
  types: string[];
  props: Map<string, string>;
  /** The item this one is a property of (`itemprop` + `itemscope`), or null at the top. */
  parent: MicrodataItem | null;
  /** The property name under which it is nested (`address`, `contactPoint`, `brand`…). */
  via: string | null;
  /** Element depth at which it was opened: it closes when the stack unwinds above it. */
  depth: number;
  /** An hCard read as microdata (`hCard.ts`): the company's only when it names the site. */
  fromCard: boolean;
}

/** What the page's microdata says about the site's own company. */
export interface MicrodataReading {
  types: string[];
  props: Map<string, string>;
  /** Hosts named by other entities' `url`: an email at one of them is theirs, not the company's. */
  foreignHosts: string[];
}

/** Properties of nested items that still describe the company itself. */
const OWN_PARTS = new Set(['address', 'contactPoint', 'location']);

/**
 * Collects microdata while the page is parsed, item by item, so that what a partner's or an
 * agency's entity says (nested in the company's, or beside it) is never taken as the
 * company's. Properties outside any `itemscope` belong to no other entity and count as the
 * page's own.
 */
export function createMicrodataCollector() {
  const items: MicrodataItem[] = [];
  const open: MicrodataItem[] = [];
  const loose: MicrodataItem = {
    types: [],
    props: new Map(),
    parent: null,
    via: null,
    depth: 0,
    fromCard: false,
  };
  let buffer: { item: MicrodataItem; name: string; text: string; depth: number } | null = null;

  return {
    /** An element opened at `depth` (after it was pushed on the element stack). */
    open(name: string, attributes: Record<string, string>, depth: number, isVoid: boolean): void {
      const current = open[open.length - 1] ?? loose;
      const prop = attributes.itemprop?.trim() || null;
      if (attributes.itemscope !== undefined && !isVoid) {
        const item: MicrodataItem = {
          types: schemaTypesOf(attributes.itemtype ?? ''),
          props: new Map(),
          parent: prop && current !== loose ? current : null,
          via: prop,
          depth,
          fromCard: attributes[HCARD_MARK] !== undefined,
        };
        if (attributes.itemid) setOnce(item.props, 'url', attributes.itemid);
        items.push(item);
        open.push(item);
        return;
      }
      if (!prop) return;
      const value =
        attributes.content ??
        ((name === 'a' || name === 'link') && attributes.href ? attributes.href : undefined);
      for (const key of prop.split(/\s+/)) {
        if (value !== undefined) setOnce(current.props, key, value);
      }
      if (value === undefined && !isVoid) {
        buffer = { item: current, name: prop.split(/\s+/)[0] ?? prop, text: '', depth };
      }
    },
    text(data: string): void {
      if (buffer) buffer.text += data;
    },
    /** The element stack is now `depth` deep. */
    close(depth: number): void {
      if (buffer && depth < buffer.depth) {
        setOnce(buffer.item.props, buffer.name, buffer.text);
        buffer = null;
      }
      while (open.length > 0 && (open[open.length - 1]?.depth ?? 0) > depth) open.pop();
    },
    read(siteHost: string): MicrodataReading {
      return ownEntity(items, loose, siteHost);
    },
  };
}

/**
 * The site's own entity: an organization-like item that is not nested in another one (a
 * partner, brand or agency inside the company's item is someone else), whose `url` is the
 * site, or else whose name matches the domain, or else the only one left once items with
 * another site's URL and theme demo data are set aside. Siblings that cannot be told apart
 * give nothing rather than a guess. A contact card (hCard) is the company's only by its URL or
 * name: cards are as often a partner's, a lawyer's or an auditor's, printed beside the company's.
 */
function ownEntity(
  items: readonly MicrodataItem[],
  loose: MicrodataItem,
  siteHost: string,
): MicrodataReading {
  const site = bareHost(siteHost);
  const label = siteLabel(site).replace(/[^a-z0-9]/g, '');
  const isOrg = (item: MicrodataItem) => item.types.some(isOrganizationType);
  const insideOrg = (item: MicrodataItem) => {
    for (let up = item.parent; up; up = up.parent) if (isOrg(up)) return true;
    return false;
  };
  const foreignHosts: string[] = [];
  const candidates: MicrodataItem[] = [];
  for (const item of items) {
    const host = hostOf(item.props.get('url') ?? '');
    const foreign = host !== null && host !== site && !host.endsWith(`.${site}`);
    if (foreign && isOrg(item)) foreignHosts.push(host);
    if (!isOrg(item) || insideOrg(item) || foreign) continue;
    if (DEMO_VALUES.test([...item.props.values()].join(' '))) continue;
    candidates.push(item);
  }
  const bySite = candidates.filter((item) => hostOf(item.props.get('url') ?? '') !== null);
  const byName = candidates.filter((item) => nameMatches(item.props.get('name'), label));
  const chosen =
    bySite.length > 0
      ? bySite
      : byName.length > 0
        ? byName
        : candidates.length === 1 && !candidates[0]?.fromCard
          ? candidates
          : [];
  const own = chosen[0] ?? null;

  const props = new Map<string, string>();
  if (own) {
    for (const [key, value] of own.props) props.set(key, value);
    for (const part of items.filter(
      (item) => item.parent === own && OWN_PARTS.has(item.via ?? ''),
    )) {
      for (const [key, value] of part.props) if (!props.has(key)) props.set(key, value);
    }
  }
  for (const [key, value] of loose.props) if (!props.has(key)) props.set(key, value);
  // Types name the trade: the company's own, and those of items that belong to no other
  // entity (a Product, a WebPage); never a partner's or the agency's.
  const types = [
    ...(own?.types ?? []),
    ...items.filter((item) => !isOrg(item) && !insideOrg(item)).flatMap((item) => item.types),
  ];
  return { types: [...new Set(types)], props, foreignHosts };
}

/** "Zahnarztpraxis Dr. Weber" matches zahnarzt-weber.de; "Pixelwerk Agency" does not. */
function nameMatches(name: string | undefined, label: string): boolean {
  if (!name || label.length < 3) return false;
  const squashed = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (squashed.includes(label) || (squashed.length >= 4 && label.includes(squashed))) return true;
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => word.length >= 4 && label.includes(word));
}

function schemaTypesOf(itemtype: string): string[] {
  return itemtype
    .split(/\s+/)
    .map((type) => type.replace(/^https?:\/\/schema\.org\//i, ''))
    .filter((type) => /^[A-Z]\w+$/.test(type));
}

function setOnce(map: Map<string, string>, key: string, value: string): void {
  const cleaned = value.replace(/\s+/g, ' ').trim();
  if (cleaned && !map.has(key)) map.set(key, cleaned);
}
