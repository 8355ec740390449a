import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
// A cycle with config.ts, harmless: both are used only when loadConfig runs.
import { ConfigError, unwritable } from './config.ts';

/** Web Push's VAPID identity (RFC 8292): the server signs every push with it. */
export interface WebPushConfig {
  /** The P-256 public key, base64url (65 bytes uncompressed): the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** How a push service reaches the operator: `mailto:` or an https URL. */
  subject: string;
}

const base64urlBytes = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be base64url' })
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, {
      error: `must be ${bytes} bytes, base64url (npx web-push generate-vapid-keys makes a pair)`,
    });

export const VapidPublicKey = base64urlBytes(65);
export const VapidPrivateKey = base64urlBytes(32);
export const VapidSubject = z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, {
  error: 'must be a mailto: address or an https URL',
});

const KEY_FILE = 'vapid-keys.json';
const StoredKeys = z.object({ publicKey: VapidPublicKey, privateKey: VapidPrivateKey });

/**
 * Which VAPID keys the server uses, or none (Web Push off, and the web app offers no switch).
 * Both keys set: those. Neither set: off in production and in tests; in development (`npm
 * start`'s default) a pair is generated once into DATA_DIR, like the session secret, so a demo
 * has the feature. A production server does not get one made up: every browser's subscription
 * is bound to the public key, so keys lost with a data directory would silently end every
 * subscription; the operator generates them once and keeps them with the other secrets.
 */
export function resolveWebPush(options: {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
}): WebPushConfig | undefined {
  const { publicKey, privateKey, subject } = options;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a pair) or neither',
    );
  }
  if (options.env !== 'development') return undefined;
  return { ...readOrCreateKeys(options.dataDir), subject };
}

function readOrCreateKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const stored = StoredKeys.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
  } catch (error) {
    // Missing or unreadable JSON: make a pair (an unwritable directory is reported below).
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) {
      throw error;
    }
  }
  const keys = generateVapidKeys();
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  } catch (error) {
    throw unwritable(dataDir, error);
  }
  return keys;
}

/**
 * A new VAPID pair (RFC 8292): a P-256 key, the public one uncompressed (65 bytes) and the
 * private one as its 32-byte scalar, both base64url, as `web-push generate-vapid-keys` makes
 * them (with node:crypto here, so reading the configuration does not load web-push).
 */
function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const privateKey = curve.getPrivateKey();
  // A scalar with leading zero bytes comes back shorter: padded to the 32 bytes VAPID expects.
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return {
    publicKey: curve.getPublicKey(null, 'uncompressed').toString('base64url'),
    privateKey: padded.toString('base64url'),
  };
}
