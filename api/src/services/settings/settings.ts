import { DEFAULT_SETTINGS, type Settings, SettingsSchema } from '#shared/schemas/admin';
import type { SiteInfo } from '#shared/types/api';
import { type Context, withTransaction } from '../../context.ts';
import { Setting } from '../../models/Setting.ts';
import { actingAdminId, authorizeAdmin } from '../../policies/adminPolicy.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { parseInput } from '../adminPanel/parseInput.ts';
import { forgetMemoized, memoize } from '../discovery/memo.ts';
import { upsertSettings } from './settingsQueries.ts';

type SettingKey = keyof Settings;
const KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/**
 * The platform settings (admin Settings screen): the stored values over the spec's defaults.
 * One row per key, so adding a setting later needs no migration; a stored value that no longer
 * fits its field falls back to the default rather than breaking every reader.
 */
export function getSettings(ctx: Context): Promise<Settings> {
  return readSettings(ctx, KEYS);
}

/**
 * The spec's defaults, except the two addresses: until the Settings screen stores one, the
 * support address is SUPPORT_EMAIL and the admin address ADMIN_EMAIL, so a deployment that set
 * them is right from the first start.
 */
function defaultSettings(ctx: Pick<Context, 'config'>): Settings {
  return {
    ...DEFAULT_SETTINGS,
    supportEmail: ctx.config.mail.supportEmail,
    adminEmail: ctx.config.adminEmail,
  };
}

/** What the public site shows of the settings (`GET /api/site`). */
export async function getSiteInfo(ctx: Context): Promise<SiteInfo> {
  const { platformName, tagline, supportEmail } = await getSettings(ctx);
  return { platformName, tagline, supportEmail };
}

/**
 * `getSiteInfo` from this instance's memory, read at most once a minute: every served page and
 * every rating widget shows the platform name, which changes rarely. A change saved here drops
 * it at once; other instances see it within `PUBLIC_LIST_TTL_MS` (docs/ARCHITECTURE.md, "Caches").
 */
export function cachedSiteInfo(ctx: Context): Promise<SiteInfo> {
  return memoize(ctx.db, 'site-info', () => getSiteInfo(ctx));
}

/**
 * Some settings, read in one query: what a service acts on (the publication rules, the staff
 * notifications, the award threshold) without loading the whole screen.
 */
export async function readSettings<K extends SettingKey>(
  ctx: Context,
  keys: readonly K[],
): Promise<Pick<Settings, K>> {
  const rows = await Setting.query(ctx.knex).whereIn('key', keys as readonly string[]);
  const defaults = defaultSettings(ctx);
  const settings = {} as Pick<Settings, K>;
  for (const key of keys) {
    const field = SettingsSchema.shape[key].safeParse(rows.find((row) => row.key === key)?.value);
    Object.assign(settings, { [key]: field.success ? field.data : defaults[key] });
  }
  return settings;
}

/**
 * The two switches that decide whether a new review is published at once: "Auto-approve
 * reviews" (off: staff approve each one) and "Require email verification" (on: an unverified
 * account's reviews wait until it verifies). Both on by default (admin-and-data-model.md §2).
 */
export function getPublicationRules(
  ctx: Context,
): Promise<Pick<Settings, 'autoApproveReviews' | 'requireEmailVerification'>> {
  return readSettings(ctx, ['autoApproveReviews', 'requireEmailVerification']);
}

/**
 * Saves the fields given (`PUT /api/admin/settings`; the screen sends the whole form, a script
 * may send one field) in one transaction, and answers the complete settings.
 */
export async function updateSettings(ctx: Context, input: Partial<Settings>): Promise<Settings> {
  authorizeAdmin(ctx.actor, 'moderate');
  const change = parseInput(SettingsSchema.partial(), input);
  const saved = await withTransaction(ctx, async (trx) => {
    const before = await getSettings(trx);
    const changed = KEYS.filter((key) => key in change && change[key] !== before[key]);
    if (changed.length === 0) return before;
    const values = Object.fromEntries(changed.map((key) => [key, change[key]]));
    await upsertSettings(trx.knex, values, actingAdminId(trx.actor));
    await recordActivity(trx, {
      type: 'settings_updated',
      message: `Settings updated: ${changed.join(', ')}`,
      entityType: 'settings',
      metadata: { changed },
    });
    return getSettings(trx);
  });
  // This instance's pages show the new platform name at once; other instances' within
  // `PUBLIC_LIST_TTL_MS` (docs/ARCHITECTURE.md, "Caches").
  forgetMemoized(ctx.db);
  return saved;
}

/**
 * What a company needs in a quarter to win an award: at least `awardMinReviews` published star
 * ratings (default 5) averaging at least `awardMinAverage` (default 4.0).
 */
export function awardThresholds(
  ctx: Context,
): Promise<Pick<Settings, 'awardMinReviews' | 'awardMinAverage'>> {
  return readSettings(ctx, ['awardMinReviews', 'awardMinAverage']);
}
