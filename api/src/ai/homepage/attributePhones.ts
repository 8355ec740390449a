import { phonesInText } from './textFacts.ts';

/**
 * Numbers a theme or a site builder keeps in attributes rather than text: a call button's
 * `data-phone="02 47 52 90 36"` or `data-tel`, an image of the number with `alt="Telefon 04261
 * 8 33 20"`, a button's `aria-label="Appeler le garage au 02 41 87 63 20"` or a `title`. A crawler
 * reads them as a screen reader does. An attribute named for a phone holds a number and nothing
 * else; a label text gives only a number its words call a phone ("Tel.", "Telefon", "appeler
 * … au"), never a bare one ("Kostenlose Lieferung ab 50 km").
 */
const PHONE_DATA_ATTRIBUTE = new RegExp(`^data-(?:[a-z]+-)*(?:${phoneWords()})(?:-[a-z]+)*$`);
const LABEL_ATTRIBUTES = ['alt', 'title', 'aria-label'] as const;

export function phonesInAttributes(attributes: Record<string, string>): string[] {
  const phones: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (!PHONE_DATA_ATTRIBUTE.test(name)) continue;
    if (isPhoneNumberOnly(value)) phones.push(value.trim());
  }
  for (const name of LABEL_ATTRIBUTES) {
    const value = attributes[name];
    if (value && /\d/.test(value)) phones.push(...phonesInText(value));
  }
  return phones;
}

/** `https://wa.me/447700900318`, `api.whatsapp.com/send?phone=…`: a WhatsApp chat's number. */
export function whatsAppNumber(href: string): string | null {
  const match =
    /^https?:\/\/(?:wa\.me\/|(?:api|web)\.whatsapp\.com\/send\/?\?(?:[^#]*&)?phone=)\+?(\d{8,15})\b/i.exec(
      href,
    );
  return match ? `+${match[1]}` : null;
}

/**
 * The words for a phone in the seven languages that name an attribute, a theme's element or an
 * app's key ("data-telefono", "et-info-phone", "venuePhone"), as a regular expression's
 * alternation; `capitalised` for the part after a camel-case break.
 */
export function phoneWords(options: { capitalised?: boolean } = {}): string {
  const words = [
    'phone',
    'tel',
    'telephone',
    'telefon',
    'telefono',
    'teléfono',
    'telefoon',
    'telefone',
  ];
  return (
    options.capitalised ? words.map((word) => word[0]?.toUpperCase() + word.slice(1)) : words
  ).join('|');
}

/** A text that is one phone number and nothing else: "0513 640 720", "+31 (0)77 354 12 80". */
export function isPhoneNumberOnly(text: string, minDigits = 7): boolean {
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s()./-]+$/.test(text.trim()) && digits >= minDigits && digits <= 15;
}
