/**
 * `1 review`, `2 reviews`, `1,203 companies`: a count with its noun in the right number, for
 * every counted text (the PWA, the API's messages and mails, the CLI), so none says "1 reviews".
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${COUNT.format(count)} ${count === 1 ? singular : pluralForm}`;
}

/** `a` or `an` before a word, by how it sounds: vowels, and a silent h in the usual words. */
export function withArticle(phrase: string): string {
  return `${startsWithVowelSound(phrase) ? 'an' : 'a'} ${phrase}`;
}

function startsWithVowelSound(phrase: string): boolean {
  const text = phrase.trim();
  // "an SEO agency", "an HR platform", "a B2B marketplace": initialisms read letter by letter.
  const initialism = /^[A-Z][A-Z0-9]+\b/.exec(text);
  if (initialism) return 'AEFHILMNORSX'.includes(text.charAt(0));
  const word = text.toLowerCase();
  // "a user", "a utility", "a one-off", "a European": a vowel letter sounding like a consonant.
  if (/^(uni|use|usu|uti|ura|ure|uro|eu|one\b|once\b)/.test(word)) return false;
  // "an hour", "an honest", "an heir": a silent h.
  if (/^(hour|honest|honou?r|heir)/.test(word)) return true;
  return /^[aeiou]/.test(word);
}

// One formatter, made once: `toLocaleString` builds a new one on every call.
const COUNT = new Intl.NumberFormat('en-US');
