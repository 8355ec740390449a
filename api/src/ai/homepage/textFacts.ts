/**
 * Contact facts written as plain text rather than links: "Tel. +49 30 1234567",
 * "info [at] firm [dot] de". Only labelled phone numbers are taken: a bare digit run could be
 * anything (a VAT number, an order line, an emergency number).
 */
const PHONE_LABEL =
  /(?:\b(?:tel|telefon|telephone|téléphone|teléfono|telefone|telefoon|telefono|phone|fon|call us|ring us|bel ons|appelez-nous|llámanos|ligue|chiamaci)\b\.?|☎|📞)\s*:?\s*(\+?\(?\d[\d\s()./-]{6,20}\d)/giu;

export function phonesInText(text: string): string[] {
  return [...text.matchAll(PHONE_LABEL)].map((match) => (match[1] ?? '').trim());
}

/** `info [at] firm [dot] de`, `info(at)firm.de`: a bracketed "at", any "dot". */
const BRACKETED_EMAIL =
  /([a-z0-9._%+-]+)\s*(?:\[at\]|\(at\)|\{at\}|\[@\]|\(@\))\s*([a-z0-9-]+(?:\s*(?:\[dot\]|\(dot\)|\{dot\}|\.|\s+dot\s+)\s*[a-z0-9-]+)+)/gi;
/** `info at firm dot de`: spelled-out words only count when both are there. */
const SPELLED_EMAIL = /([a-z0-9._%+-]+)\s+at\s+([a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)+)/gi;

export function obfuscatedEmailsInText(text: string): string[] {
  return [...text.matchAll(BRACKETED_EMAIL), ...text.matchAll(SPELLED_EMAIL)]
    .map((match) => {
      const host = (match[2] ?? '').replace(/\s*(?:\[dot\]|\(dot\)|\{dot\}|\s+dot\s+)\s*/gi, '.');
      return `${match[1]}@${host.replace(/\s+/g, '')}`.toLowerCase();
    })
    .filter((email) => /^[^@]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(email));
}

/**
 * "Founded in 1987", "Seit 1987", "depuis 1987", "Desde 1987", "Sinds 1987", "Dal 1987",
 * "serving … since 1987", "founded by Jane Morris in 1994". A year next to a building, a
 * membership or a partnership ("member since") is not the company's founding.
 */
const FOUNDING = new RegExp(
  [
    String.raw`\b(?:founded|established|incorporated)(?:\s+by\s+[^.;\d]{2,60}?)?\s+(?:in\s+)?(\d{4})\b`,
    String.raw`\best\.?\s*(\d{4})\b`,
    String.raw`(?<!member |partner |customer |client |members |partners )\bsince\s+(\d{4})\b`,
    String.raw`\b(?:seit|gegründet(?:\s+im\s+jahr)?|gegr\.)\s+(\d{4})\b`,
    String.raw`\b(?:depuis|fondée?\s+en|créée?\s+en)\s+(\d{4})\b`,
    String.raw`\b(?:desde|fundad[ao]\s+en|fundad[ao]\s+em)\s+(\d{4})\b`,
    String.raw`\b(?:sinds|opgericht\s+in)\s+(\d{4})\b`,
    String.raw`\b(?:dal|fondat[ao]\s+nel)\s+(\d{4})\b`,
  ].join('|'),
  'giu',
);

export function foundingYearsInText(text: string): number[] {
  return [...text.matchAll(FOUNDING)]
    .map((match) => Number(match.slice(1).find((group) => group !== undefined)))
    .filter((year) => Number.isInteger(year));
}
