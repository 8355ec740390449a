import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { withNetworkBreaker } from './homepage/networkBreaker.ts';
import {
  createHomepageReader,
  type HomepageReader,
  type HomepageReaderOptions,
} from './homepage/readHomepage.ts';
import { createLocalProfiler } from './local/localProfiler.ts';
import { createOpenAiProfiler } from './openai/openaiProfiler.ts';
import type { Profiler, ProviderName } from './profiler.ts';

/** The configured provider, or the one a caller asked for (an admin's per-run override). */
export function createProfiler(
  ai: Config['ai'],
  options: { provider?: ProviderName; logger?: Logger } = {},
): Profiler {
  const provider = options.provider ?? ai.provider;
  if (provider === 'local') return createLocalProfiler();
  if (!ai.openaiApiKey && !ai.openaiBaseUrl) {
    throw new Error('The openai provider needs OPENAI_API_KEY (or OPENAI_BASE_URL)');
  }
  return createOpenAiProfiler({
    apiKey: ai.openaiApiKey,
    baseUrl: ai.openaiBaseUrl,
    model: ai.openaiModel,
    logger: options.logger,
  });
}

/**
 * The homepage reader as configured: private addresses only with ALLOW_PRIVATE_FETCH, behind
 * the offline breaker. `overrides` lets tests and the evaluation serve fixtures locally.
 */
export function createConfiguredReader(
  ai: Config['ai'],
  overrides: Partial<HomepageReaderOptions> = {},
): HomepageReader {
  return withNetworkBreaker(
    createHomepageReader({ allowPrivate: ai.allowPrivateFetch, ...overrides }),
  );
}
