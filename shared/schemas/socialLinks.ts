/**
 * The social networks a company profile links to, and how to tell a profile link
 * (`linkedin.com/company/acme`) from a share button or a page of the network itself
 * (`twitter.com/intent/tweet`, `facebook.com/sharer.php`). Shared so the homepage reader, the
 * profile schema and any form that edits the links agree on what counts.
 */
export const SOCIAL_NETWORKS = [
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
  'youtube',
  'github',
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const HOSTS: Record<SocialNetwork, readonly string[]> = {
  linkedin: ['linkedin.com'],
  twitter: ['twitter.com', 'x.com'],
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com'],
  github: ['github.com'],
};

/** First path segments that are the network's own pages or share/embed endpoints. */
const NOT_A_PROFILE: Record<SocialNetwork, ReadonlySet<string>> = {
  linkedin: new Set(['sharearticle', 'shareArticle', 'feed', 'login', 'signup', 'jobs', 'pulse']),
  twitter: new Set(['intent', 'share', 'home', 'search', 'hashtag', 'i', 'login', 'explore']),
  facebook: new Set(['sharer', 'sharer.php', 'share', 'share.php', 'dialog', 'plugins', 'tr']),
  instagram: new Set(['p', 'explore', 'reel', 'reels', 'accounts', 'stories']),
  youtube: new Set(['watch', 'embed', 'results', 'shorts', 'playlist', 'feed']),
  github: new Set(['features', 'pricing', 'login', 'join', 'about', 'topics', 'marketplace']),
};

/** LinkedIn profiles live under these prefixes; anything else there is not a profile. */
const LINKEDIN_PROFILE_PREFIXES = new Set(['company', 'in', 'school', 'showcase']);

/** The network a URL is a profile on, or undefined (share links, other hosts, bad URLs). */
export function socialNetworkOf(url: string): SocialNetwork | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  const network = SOCIAL_NETWORKS.find((candidate) =>
    HOSTS[candidate].some((known) => host === known || host.endsWith(`.${known}`)),
  );
  if (!network) return undefined;
  const segments = parsed.pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (
    !first ||
    NOT_A_PROFILE[network].has(first) ||
    NOT_A_PROFILE[network].has(first.toLowerCase())
  )
    return undefined;
  if (network === 'linkedin' && (!LINKEDIN_PROFILE_PREFIXES.has(first) || !segments[1]))
    return undefined;
  return network;
}

/** A canonical form for storing: https, no query or fragment, no trailing slash. */
export function normalizeSocialUrl(url: string): string | undefined {
  if (!socialNetworkOf(url)) return undefined;
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase().replace(/^(m|mobile)\./, 'www.');
  const path = parsed.pathname.replace(/\/+$/, '');
  return `https://${host}${path}`;
}
