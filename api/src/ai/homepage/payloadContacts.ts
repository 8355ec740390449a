import { ownDomainEmailsInText } from './plainEmails.ts';
import { postalAddressInBlock } from './textAddress.ts';

/**
 * Contact facts a JS app ships in its data (`"phone": "024 7610 0455"` in `__NEXT_DATA__`,
 * `email: "…"` in a Nuxt state): the page shows them once scripts run, and the reader keeps only
 * the payload's prose. An email is taken when it is at the site's own domain. A phone or an
 * address is taken by its key only when the payload holds exactly one of them: an app that
 * lists several (branches, partners, a venue and an agency) does not say which is the company's.
 */
const PHONE_KEYS =
  'phone|telephone|tel|telefon|telefono|teléfono|telefoon|telefone|phoneNumber|phone_number';
const ADDRESS_KEYS =
  'address|streetAddress|adresse|anschrift|direccion|dirección|indirizzo|morada|endereco|endereço|adres';

function keyedValues(scripts: readonly string[], keys: string): string[] {
  const pattern = new RegExp(
    String.raw`["']?\b(?:${keys})["']?\s*:\s*"((?:[^"\\]|\\.){3,200})"`,
    'gi',
  );
  return scripts.flatMap((script) =>
    [...script.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/\\u002F/gi, '/')),
  );
}

function onlyOne(values: readonly string[], key: (value: string) => string): string[] {
  const distinct = new Map(values.map((value) => [key(value), value]));
  return distinct.size === 1 ? [...distinct.values()] : [];
}

export function payloadContacts(
  scripts: readonly string[],
  siteHost: string,
): { emails: string[]; phones: string[]; addresses: string[] } {
  const phones = keyedValues(scripts, PHONE_KEYS).filter((value) => {
    const digits = value.replace(/\D/g, '').length;
    return /^[+(\d][\d\s().\-/]+$/.test(value.trim()) && digits >= 7 && digits <= 15;
  });
  const addresses = keyedValues(scripts, ADDRESS_KEYS)
    .map((value) => postalAddressInBlock(value))
    .filter((value): value is string => !!value);
  return {
    emails: scripts.flatMap((script) => ownDomainEmailsInText(script, siteHost)),
    phones: onlyOne(phones, (value) => value.replace(/\D/g, '')),
    addresses: onlyOne(addresses, (value) => value.toLowerCase()),
  };
}
