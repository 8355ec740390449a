import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { countMailFailure } from '../metrics/processMetrics.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (the author mails' `List-Unsubscribe`). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
}

/** What sending mail needs: a service `Context` has both. */
export interface MailContext {
  config: Pick<Config, 'dataDir' | 'mail'>;
  logger: Logger;
}

const transports = new Map<string, Transporter>();

/**
 * Sends one message. With `SMTP_URL` it goes to that server; without, it is written to
 * `$DATA_DIR/mail/*.eml` and its links are logged, so a fresh install can still follow a
 * verification link (docs/ARCHITECTURE.md "Mail").
 */
export async function sendMail(ctx: MailContext, message: MailMessage): Promise<SentMail> {
  try {
    return await deliver(ctx, message);
  } catch (error) {
    countMailFailure();
    throw error;
  }
}

async function deliver(ctx: MailContext, message: MailMessage): Promise<SentMail> {
  const { smtpUrl, from } = ctx.config.mail;
  const mail = { from, ...message };
  if (smtpUrl) {
    const info = await (await smtpTransport(smtpUrl)).sendMail(mail);
    ctx.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    return { messageId: info.messageId };
  }

  const info = await (await fileTransport()).sendMail(mail);
  const dir = mailDirectory(ctx.config.dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
  );
  await writeFile(file, info.message as Buffer);
  ctx.logger.info(
    { to: message.to, subject: message.subject, file, links: linksIn(message.text) },
    `mail written to ${file} (no SMTP_URL set)`,
  );
  return { messageId: info.messageId, file };
}

/** Where messages go when no SMTP server is configured. */
function mailDirectory(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

// nodemailer is loaded with the first mail, not with the server (a restart's time).
const loadNodemailer = async () => (await import('nodemailer')).default;

async function smtpTransport(url: string): Promise<Transporter> {
  let transport = transports.get(url);
  if (!transport) {
    transport = (await loadNodemailer()).createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

async function fileTransport(): Promise<Transporter> {
  let transport = transports.get('stream:');
  if (!transport) {
    transport = (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true });
    transports.set('stream:', transport);
  }
  return transport;
}
