import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'reviews-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      trustProxyHops: 1,
    });
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const file = path.join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('uses the given values', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app:secret@db:5432/reviews',
      SESSION_SECRET: 'a'.repeat(40),
      PUBLIC_URL: 'https://reviews.example.com/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DATA_DIR: tempDir(),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app:secret@db:5432/reviews',
      sessionSecret: 'a'.repeat(40),
      publicUrl: 'https://reviews.example.com',
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('chooses the AI provider from the key, with the spec pace for openai', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).ai).toMatchObject({ provider: 'local', rateMs: 0 });
    expect(loadConfig({ DATA_DIR: dataDir, OPENAI_API_KEY: 'sk-test' }).ai).toMatchObject({
      provider: 'openai',
      rateMs: 3000,
      openaiModel: 'gpt-4o-mini',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, OPENAI_API_KEY: 'sk-test', AI_PROVIDER: 'local' }).ai
        .provider,
    ).toBe('local');
    expect(() => loadConfig({ DATA_DIR: dataDir, AI_PROVIDER: 'openai' })).toThrow(
      'AI_PROVIDER: openai needs OPENAI_API_KEY',
    );
  });

  it('reads mail, admin and demo settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SMTP_URL: 'smtp://user:pw@mail.example.com:587',
      ADMIN_EMAIL: 'boss@example.com',
      DEMO_DATA: '0',
    });
    expect(config.mail.smtpUrl).toBe('smtp://user:pw@mail.example.com:587');
    expect(config.adminEmail).toBe('boss@example.com');
    expect(config.demoData).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SMTP_URL: 'http://x' })).toThrow(
      'SMTP_URL: must start with smtp:// or smtps://',
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), DEMO_DATA: 'maybe' })).toThrow('DEMO_DATA');
  });

  it('reports every bad value at once, in readable words', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://db/reviews',
        SESSION_SECRET: 'short',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'ftp://x',
        DATA_DIR: tempDir(),
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      [
        'Invalid configuration:',
        '  PORT: must be a whole number between 0 and 65535 (got "abc")',
        '  DATABASE_URL: must start with postgres:// or postgresql:// (got "mysql://db/reviews")',
        '  SESSION_SECRET: must be at least 32 characters long (got "short")',
        '  PUBLIC_URL: must be an http(s) URL (got "ftp://x")',
        '  LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      ].join('\n'),
    );
  });

  it('reads the number of trusted proxy hops', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY_HOPS: '0' })).toThrow(
      'TRUST_PROXY_HOPS: must be a whole number from 1 to 10 (got "0")',
    );
  });

  it('reads read replicas as a comma-separated list, only with DATABASE_URL', () => {
    const primary = 'postgres://app@db/reviews';
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      databaseReadUrls: [],
      databaseReadMaxLagMs: 5000,
    });
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: primary,
      DATABASE_READ_URL: ' postgres://app@r1/reviews, postgresql://app@r2/reviews ,',
      DATABASE_READ_MAX_LAG_MS: '2000',
    });
    expect(config.databaseReadUrls).toEqual([
      'postgres://app@r1/reviews',
      'postgresql://app@r2/reviews',
    ]);
    expect(config.databaseReadMaxLagMs).toBe(2000);
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), DATABASE_READ_URL: 'postgres://app@r1/reviews' }),
    ).toThrow('DATABASE_READ_URL: read replicas need DATABASE_URL');
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x/y' }),
    ).toThrow('DATABASE_READ_URL');
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: primary, DATABASE_READ_MAX_LAG_MS: '10' }),
    ).toThrow(
      'DATABASE_READ_MAX_LAG_MS: must be a whole number of milliseconds from 100 to 3600000',
    );
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: tempDir() })).toThrow(
      'PORT: must be a whole number between 0 and 65535 (got "70000")',
    );
  });

  it('says when DATA_DIR is a file', () => {
    const file = path.join(tempDir(), 'not-a-dir');
    // A file where the directory should be fails the same way as a read-only disk would.
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: file })).toThrow(
      /The data directory .*not-a-dir is not writable \(ENOTDIR\)/,
    );
  });
  it('Web Push: the VAPID pair given, generated once in development, off otherwise', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).webPush).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).webPush).toBeUndefined();
    const first = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'ops@example.com' }).webPush;
    expect(first?.subject).toBe('mailto:ops@example.com');
    expect(Buffer.from(first?.publicKey ?? '', 'base64url')).toHaveLength(65);
    expect(loadConfig({ DATA_DIR: dataDir }).webPush?.publicKey).toBe(first?.publicKey);
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    // Made with node:crypto: a pair the web-push package (which signs every push) accepts.
    expect(() =>
      webpush.setVapidDetails(
        'mailto:ops@example.com',
        first?.publicKey ?? '',
        first?.privateKey ?? '',
      ),
    ).not.toThrow();
    const given = {
      VAPID_PUBLIC_KEY: first?.publicKey ?? '',
      VAPID_PRIVATE_KEY: first?.privateKey ?? '',
      VAPID_SUBJECT: 'https://reviews.example.com/contact',
    };
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', ...given }).webPush).toEqual({
      publicKey: given.VAPID_PUBLIC_KEY,
      privateKey: given.VAPID_PRIVATE_KEY,
      subject: given.VAPID_SUBJECT,
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: given.VAPID_PUBLIC_KEY }),
    ).toThrow('set both (a pair) or neither');
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: 'short' })).toThrow(
      'VAPID_PUBLIC_KEY: must be 65 bytes',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...given, VAPID_SUBJECT: 'ops' })).toThrow(
      'VAPID_SUBJECT: must be a mailto: address or an https URL',
    );
  });
});
