import type { CompanyProfile } from '#shared/schemas/companyProfile';
import type { HomepageFacts } from './homepage/types.ts';

export type ProviderName = 'local' | 'openai';

/** The company as the profiler sees it: what we know, plus what its homepage said. */
export interface ProfileRequest {
  name: string;
  domain: string;
  /** Null when the homepage could not be read: the profiler works from name and domain. */
  facts: HomepageFacts | null;
  signal?: AbortSignal;
}

/**
 * A profile that passed `CompanyProfileSchema`, or the reason there is none. Providers never
 * throw for a bad answer: one company's failure must not stop a run of thousands.
 */
export type ProfileOutcome =
  | { ok: true; profile: CompanyProfile }
  | {
      ok: false;
      reason: string;
      /** The same failure awaits every company (a rejected key, an unknown model): stop. */
      fatal?: boolean;
    };

/** One interface, two providers (docs/ARCHITECTURE.md "AI and enrichment"). */
export interface Profiler {
  readonly provider: ProviderName;
  profile(request: ProfileRequest): Promise<ProfileOutcome>;
}
