import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a browser holds for one push subscription: its keys, private half included. */
interface TestBrowser {
  endpoint: string;
  /** The body the browser's `PushSubscription.toJSON()` gives, to post to the API. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** One push the service accepted, decrypted with the subscription's private key. */
interface ReceivedPush {
  endpoint: string;
  headers: IncomingMessage['headers'];
  /** The VAPID JWT's claims (signature checked against `k`). */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  payload: string;
}

export interface TestPushService {
  url: string;
  /** A new browser subscription on this service. */
  subscribe(): TestBrowser;
  /** Pushes decrypted so far, in arrival order. */
  received: ReceivedPush[];
  /** Answers every push to `endpoint` with `status` (410 for gone, 500 for a failure) until reset. */
  answerWith(endpoint: string, status: number | undefined): void;
  /** Holds the next push to `endpoint` until the returned function is called. */
  hold(endpoint: string): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

interface SubscriptionKeys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

/**
 * A push service on loopback speaking the Web Push protocol as the server sees it (RFC 8030:
 * a POST with `TTL`, answered 201), checking the VAPID `Authorization: vapid t=…, k=…`
 * (RFC 8292: an ES256 JWT signed by the key `k`) and decrypting the `aes128gcm` body
 * (RFC 8188 and RFC 8291) with the subscription's own ECDH private key, as a browser does.
 * A request it cannot verify or decrypt is answered 400 and recorded nowhere.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const keys = new Map<string, SubscriptionKeys>();
  const answers = new Map<string, number>();
  const holds = new Map<string, { arrive(): void; released: Promise<void> }>();
  const received: ReceivedPush[] = [];
  let url = '';

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${url}${req.url ?? ''}`;
      const hold = holds.get(endpoint);
      holds.delete(endpoint);
      hold?.arrive();
      void (hold?.released ?? Promise.resolve()).then(() => {
        const subscription = keys.get(endpoint);
        if (req.method !== 'POST' || !subscription) {
          res.writeHead(404).end();
          return;
        }
        const status = answers.get(endpoint);
        if (status) {
          res.writeHead(status).end();
          return;
        }
        try {
          received.push(readPush(endpoint, req.headers, Buffer.concat(chunks), subscription));
          res.writeHead(201, { Location: `${endpoint}/message/${received.length}` }).end();
        } catch (error) {
          res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error));
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomBytes(12).toString('base64url')}`;
      keys.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        subscription: {
          endpoint,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },
    answerWith(endpoint, status) {
      if (status === undefined) answers.delete(endpoint);
      else answers.set(endpoint, status);
    },
    hold(endpoint) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(endpoint, { arrive, released });
      return { arrived, release };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function readPush(
  endpoint: string,
  headers: IncomingMessage['headers'],
  body: Buffer,
  subscription: SubscriptionKeys,
): ReceivedPush {
  if (headers['content-encoding'] !== 'aes128gcm')
    throw new Error('Content-Encoding must be aes128gcm');
  if (!/^\d+$/.test(String(headers.ttl ?? ''))) throw new Error('TTL header missing');
  const vapid = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  if (!vapid?.[1] || !vapid[2]) throw new Error('Authorization must be vapid t=..., k=...');
  const claims = verifyJwt(vapid[1], vapid[2]);
  if (claims.aud !== new URL(endpoint).origin)
    throw new Error(`aud ${claims.aud} is not the push service`);
  if (claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600 * 1000) {
    throw new Error('exp must be within 24 hours (RFC 8292)');
  }
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub must be mailto: or https:');
  return {
    endpoint,
    headers,
    claims,
    vapidPublicKey: vapid[2],
    payload: decrypt(body, subscription).toString('utf8'),
  };
}

/** RFC 8292: an ES256 JWT, signed with the private half of `k` (raw P-256 point, base64url). */
function verifyJwt(token: string, k: string): { aud: string; exp: number; sub: string } {
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k must be an uncompressed P-256 key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify with k');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') {
    throw new Error('VAPID JWT must be ES256');
  }
  return JSON.parse(Buffer.from(claims, 'base64url').toString());
}

/**
 * RFC 8291 section 3.4 and RFC 8188: the header (salt, record size, the sender's public key as
 * key id), the input keying material from ECDH and the auth secret, then one AES-128-GCM
 * record whose padding ends at its last 0x02 delimiter.
 */
function decrypt(body: Buffer, subscription: SubscriptionKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('the key id must be the sender’s 65-byte public key');
  if (record.length > recordSize) throw new Error('one record expected');
  const receiverPublic = subscription.ecdh.getPublicKey();
  const shared = subscription.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record must end with the 0x02 delimiter');
  return padded.subarray(0, end);
}
