import type { Logger } from 'pino';
import type { HomepageReader } from '../ai/homepage/readHomepage.ts';
import type { Profiler, ProviderName } from '../ai/profiler.ts';
import type { Config } from '../config/config.ts';
import type { JobServices } from './handler.ts';

/** The openai pace of the spec (one company every 3 s), also when a run overrides the provider. */
const OPENAI_MIN_RATE_MS = 3_000;

/**
 * `AI_RATE_MS` (or its provider-based default) for the configured provider. A run that
 * switches a local installation to openai still respects the spec's 3 s pace.
 */
export function rateMsFor(config: Config, provider: ProviderName): number {
  if (provider === config.ai.provider) return config.ai.rateMs;
  return provider === 'openai' ? Math.max(config.ai.rateMs, OPENAI_MIN_RATE_MS) : 0;
}

/**
 * The real profilers and homepage reader, from configuration. The AI modules (the openai SDK,
 * undici, the classifier's vocabulary) are loaded by the first job that needs them rather than
 * at server start-up: most starts run no job at all, and they cost a second to load.
 */
export function createJobServices(
  config: Config,
  logger: Logger,
  overrides: Partial<JobServices> = {},
): JobServices {
  let loadedReader: Promise<HomepageReader> | undefined;
  const reader: HomepageReader = async (domain, signal) => {
    loadedReader ??= import('../ai/createProfiler.ts').then((ai) =>
      ai.createConfiguredReader(config.ai),
    );
    return (await loadedReader)(domain, signal);
  };
  return {
    reader: overrides.reader ?? reader,
    rateMsFor: overrides.rateMsFor ?? ((provider) => rateMsFor(config, provider)),
    profilerFor:
      overrides.profilerFor ??
      ((provider?: ProviderName) => lazyProfiler(config, provider ?? config.ai.provider, logger)),
  };
}

function lazyProfiler(config: Config, provider: ProviderName, logger: Logger): Profiler {
  let loaded: Promise<Profiler> | undefined;
  return {
    provider,
    async profile(request) {
      loaded ??= import('../ai/createProfiler.ts').then((ai) =>
        ai.createProfiler(config.ai, { provider, logger }),
      );
      try {
        return await (await loaded).profile(request);
      } catch (error) {
        // Only a provider that cannot be built (openai without a key) gets here.
        return {
          ok: false,
          reason: error instanceof Error ? error.message : String(error),
          fatal: true,
        };
      }
    },
  };
}
