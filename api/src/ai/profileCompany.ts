import type { HomepageReader, HomepageReadResult } from './homepage/readHomepage.ts';
import type { ProfileOutcome, Profiler } from './profiler.ts';

export interface ProfiledCompany {
  outcome: ProfileOutcome;
  /** What the homepage reader managed, for logs and failure reasons. */
  homepage: HomepageReadResult;
}

/**
 * Reads the company's homepage, then asks the profiler. A homepage that cannot be read is not
 * a failure: the profiler works from the name and domain alone.
 */
export async function profileCompany(
  company: { name: string; domain: string },
  deps: { reader: HomepageReader; profiler: Profiler; signal?: AbortSignal },
): Promise<ProfiledCompany> {
  const homepage = await deps.reader(company.domain, deps.signal);
  try {
    const outcome = await deps.profiler.profile({
      name: company.name,
      domain: company.domain,
      facts: homepage.ok ? homepage.facts : null,
      signal: deps.signal,
    });
    return { outcome, homepage };
  } catch (error) {
    // Providers report failures as outcomes; anything thrown is a bug in one, and still only
    // this company's failure.
    const reason = error instanceof Error ? error.message : String(error);
    return { outcome: { ok: false, reason: `${deps.profiler.provider}: ${reason}` }, homepage };
  }
}
