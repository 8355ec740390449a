import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/testServer.ts';
import { linksIn, sendMail } from './sendMail.ts';

/** Just enough SMTP to accept one message, so the SMTP path is tested on loopback. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let message = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk
        .toString()
        .split('\r\n')
        .filter((l, i, all) => l || i < all.length - 1)) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('sendMail', () => {
  const logger = pino({ level: 'silent' });

  it('writes an .eml file to DATA_DIR/mail when no SMTP server is set', async () => {
    const config = testConfig();
    const sent = await sendMail(
      { config, logger },
      { to: 'ann@example.com', subject: 'Verify', text: 'Open https://x.example/verify?token=abc' },
    );
    expect(sent.file).toBeDefined();
    expect(path.dirname(sent.file!)).toBe(path.join(config.dataDir, 'mail'));
    const files = await readdir(path.join(config.dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = await readFile(sent.file!, 'utf8');
    expect(eml).toContain('To: ann@example.com');
    expect(eml).toContain('Subject: Verify');
    expect(eml).toContain('From: B2B Reviews <no-reply@localhost>');
  });

  describe('with SMTP_URL', () => {
    const received: string[] = [];
    const server = fakeSmtpServer(received);
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends through the SMTP server and writes no file', async () => {
      const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      const sent = await sendMail(
        { config, logger },
        { to: 'bob@example.com', subject: 'Hello', text: 'Body text' },
      );
      expect(sent.file).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Hello');
      expect(received[0]).toContain('Body text');
      await expect(readdir(path.join(config.dataDir, 'mail'))).rejects.toThrow();
    });
  });

  it('finds the links to log', () => {
    expect(linksIn('a http://x.io/a?b=c and https://y.io/z.')).toEqual([
      'http://x.io/a?b=c',
      'https://y.io/z.',
    ]);
  });
});
