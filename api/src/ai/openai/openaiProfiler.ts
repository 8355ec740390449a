import OpenAI, { APIError } from 'openai';
import type { Logger } from 'pino';
import { type CompanyProfile, CompanyProfileSchema } from '#shared/schemas/companyProfile';
import { formatIssues, issuesToMessage } from '#shared/validation/formatIssues';
import { factsFromHomepage, isDecoyAddress, isRealPhone } from '../contacts.ts';
import { groundContacts } from '../grounding.ts';
import { isPlaceholderPage } from '../local/placeholderPage.ts';
import type { ProfileOutcome, ProfileRequest, Profiler } from '../profiler.ts';
import { SYSTEM_PROMPT, userMessage } from './prompt.ts';
import { DEFAULT_RETRY, type RetryPolicy, retryAfterMs, withRetries } from './retry.ts';
import { profileResponseFormat } from './wireSchema.ts';

export interface OpenAiProfilerOptions {
  apiKey: string | undefined;
  /** Any OpenAI-compatible server (`OPENAI_BASE_URL`); undefined is api.openai.com. */
  baseUrl: string | undefined;
  model: string;
  /** Per request. */
  timeoutMs?: number;
  retry?: RetryPolicy;
  logger?: Logger;
}

/**
 * Errors that will fail every company the same way (a rejected key, an unknown model, a
 * request the server does not accept): stop the run instead of counting them one by one.
 */
const FATAL_STATUSES = new Set([400, 401, 403, 404]);

/**
 * The `openai` provider: one chat completion per company with a strict JSON-schema response
 * format, validated against the catalogue by `CompanyProfileSchema`, contact data grounded in
 * the homepage facts. Any bad answer is a failure with a reason, never a partial profile.
 */
export function createOpenAiProfiler(options: OpenAiProfilerOptions): Profiler {
  const client = new OpenAI({
    // A local compatible server may need no key, but the SDK insists on one.
    apiKey: options.apiKey ?? 'no-key',
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: 0,
  });

  // Temperature 0 keeps categories stable between runs, but some models accept only their
  // default: the first refusal turns it off for the rest of this profiler's life.
  let sendTemperature = true;
  const complete = (request: ProfileRequest) =>
    client.chat.completions.create(
      {
        model: options.model,
        ...(sendTemperature ? { temperature: 0 } : {}),
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userMessage(request) },
        ],
        response_format: profileResponseFormat,
      },
      { signal: request.signal },
    );
  const completeOnce = async (request: ProfileRequest) => {
    try {
      return await complete(request);
    } catch (error) {
      const rejectsTemperature =
        error instanceof APIError && error.status === 400 && /temperature/i.test(error.message);
      if (!sendTemperature || !rejectsTemperature) throw error;
      sendTemperature = false;
      return complete(request);
    }
  };

  return {
    provider: 'openai',
    async profile(request: ProfileRequest): Promise<ProfileOutcome> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await withRetries(() => completeOnce(request), {
          policy: options.retry ?? DEFAULT_RETRY,
          signal: request.signal,
          onRetry: ({ retry, delayMs, error }) =>
            options.logger?.warn(
              { domain: request.domain, retry, delayMs, status: (error as APIError).status },
              'openai: retrying',
            ),
        });
      } catch (error) {
        const fatal =
          error instanceof APIError && !!error.status && FATAL_STATUSES.has(error.status);
        return { ok: false, reason: describeError(error), fatal };
      }
      return readCompletion(completion, request);
    },
  };
}

function readCompletion(
  completion: OpenAI.Chat.Completions.ChatCompletion,
  request: ProfileRequest,
): ProfileOutcome {
  const choice = completion.choices?.[0];
  if (!choice) return { ok: false, reason: 'openai: the answer had no choices' };
  if (choice.message.refusal) {
    return { ok: false, reason: `openai refused: ${choice.message.refusal}` };
  }
  if (choice.finish_reason === 'length') {
    return { ok: false, reason: 'openai: the answer was cut off (length limit)' };
  }
  let data: unknown;
  try {
    data = JSON.parse(choice.message.content ?? '');
  } catch {
    return { ok: false, reason: 'openai: the answer was not JSON' };
  }
  const parsed = CompanyProfileSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      reason: `openai: invalid profile (${issuesToMessage(formatIssues(parsed.error))})`,
    };
  }
  return { ok: true, profile: withReadContacts(parsed.data, request) };
}

/**
 * Contact facts are read, not generated: both providers take them from the page by the same
 * rules (the site's own JSON-LD entity, no agency, demo or emergency numbers, no partner
 * links; see `contacts.ts`). A model's value is kept only where it is that same value; what
 * the model left out but the page states is filled in. Grounding stays as a last check.
 */
function withReadContacts(profile: CompanyProfile, request: ProfileRequest): CompanyProfile {
  // A page that says nothing (parked, for sale, a server's default page) is not the company's:
  // no contact fact is taken from it, whatever the model answered.
  const facts = request.facts && !isPlaceholderPage(request.facts) ? request.facts : null;
  const read = factsFromHomepage(facts, request.domain);
  const vettedEmails = [read.email, ...(facts?.emails ?? [])];
  // The model's number only when the reader found it the company's too (not an agency's
  // credit line or another party's number in the same text).
  const vettedPhones = [read.phone, ...(facts?.phones ?? [])];
  const modelPhone =
    profile.phone &&
    isRealPhone(profile.phone) &&
    vettedPhones.some((phone) => sameDigits(phone ?? null, profile.phone))
      ? profile.phone
      : null;
  const modelAddress = profile.address && !isDecoyAddress(profile.address) ? profile.address : null;
  const merged: CompanyProfile = {
    ...profile,
    phone: read.phone && !sameDigits(modelPhone, read.phone) ? read.phone : modelPhone,
    email: profile.email && vettedEmails.includes(profile.email) ? profile.email : read.email,
    address: read.address ?? (facts ? modelAddress : null),
    social: read.social,
    founded: read.founded,
  };
  return groundContacts(merged, request.facts).profile;
}

function sameDigits(a: string | null, b: string | null): boolean {
  return !!a && !!b && a.replace(/\D/g, '') === b.replace(/\D/g, '');
}

function describeError(error: unknown): string {
  if (error instanceof APIError) {
    const wait = retryAfterMs(error);
    const status = error.status ? `${error.status} ` : '';
    const suffix = wait !== undefined ? ` (retry after ${Math.ceil(wait / 1000)} s)` : '';
    return `openai: ${status}${error.message}${suffix}`.slice(0, 500);
  }
  return `openai: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
}
