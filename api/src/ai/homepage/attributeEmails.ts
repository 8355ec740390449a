import { mailtoAddress } from './linkHrefs.ts';

/** An attribute named for a mailbox: `data-email`, `data-mail`, `data-e-mail`, `data-mailto`. */
const EMAIL_DATA_ATTRIBUTE = /^data-(?:[a-z]+-)*(?:e-?mail|mail|mailto|courriel|correo)$/;

/** The pairs a mail-protection script joins: `data-user="namaste" data-domain="…"`. */
const USER_AND_DOMAIN = [
  ['data-user', 'data-domain'],
  ['data-name', 'data-domain'],
  ['data-local', 'data-domain'],
  ['data-mailbox', 'data-host'],
] as const;

/**
 * Mailboxes a theme keeps in attributes and writes into the page by script, so that harvesters
 * miss them: `<span data-email="hola@…">Escríbenos</span>`, `<span data-user="namaste"
 * data-domain="yogaschool.nl">`. A browser shows them as it would a `mailto:` link, so they
 * count as one.
 */
export function emailsInAttributes(attributes: Record<string, string>): string[] {
  const emails: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (!EMAIL_DATA_ATTRIBUTE.test(name)) continue;
    const address = mailtoAddress(`mailto:${value.replace(/^mailto:/i, '')}`);
    if (address) emails.push(address);
  }
  for (const [user, domain] of USER_AND_DOMAIN) {
    const local = attributes[user]?.trim();
    const host = attributes[domain]?.trim();
    if (!local || !host || /[@\s]/.test(local)) continue;
    const address = mailtoAddress(`mailto:${local}@${host}`);
    if (address) emails.push(address);
  }
  return emails;
}
