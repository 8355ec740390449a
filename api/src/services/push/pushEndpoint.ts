import { isIP } from 'node:net';
import { isPublicAddress } from '../../ai/homepage/safeLookup.ts';

/**
 * Why the server will not POST to a subscription's endpoint, or undefined when it may. The
 * endpoint comes from the browser, that is from whoever calls the API: without this check a
 * user could make the server send requests into its own network. A push service is public and
 * speaks https; the sender checks the resolved address too (`sendPush.ts`). `allowPrivate`
 * (ALLOW_PRIVATE_FETCH, for test fixtures) lets a local http push service through.
 */
export function checkPushEndpoint(endpoint: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be an https URL';
  }
  if (url.username || url.password) return 'endpoint must not carry credentials';
  if (allowPrivate)
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? undefined
      : 'endpoint must be an https URL';
  if (url.protocol !== 'https:') return 'endpoint must be an https URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) return 'endpoint must be a public push service';
  if (host === 'localhost' || host.endsWith('.localhost'))
    return 'endpoint must be a public push service';
  return undefined;
}
