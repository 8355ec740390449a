import { type Config, ConfigError } from './config.ts';

/**
 * The server speaks plain http. An https PUBLIC_URL therefore means a reverse proxy terminates
 * TLS in front of it, and without TRUST_PROXY the server would take the proxy's address for
 * every client (one shared rate limit) and think every request insecure. Refused at start, in
 * one line, rather than answering 500s later.
 */
export function assertProxySetup(config: Pick<Config, 'publicUrl' | 'trustProxy'>): void {
  if (config.publicUrl.startsWith('https:') && !config.trustProxy) {
    throw new ConfigError(
      'PUBLIC_URL is https:// but this server speaks plain http, so it must run behind a reverse proxy that terminates TLS: set TRUST_PROXY=true (and TRUST_PROXY_HOPS to the number of proxies in front of it), see docs/SECURITY.md',
    );
  }
}
