/**
 * Whether two ways of writing a phone number name the same line. A page may write the
 * company's number in international form (`+44 1947 600213`, `0044 …`, `+44 (0)1947 …`) and
 * the label in national form with its trunk prefix (`01947 600213`), or the other way round;
 * comparing raw digits by suffix misses that (`441947600213` does not end with
 * `01947600213`). Both sides are reduced to their possible national significant numbers:
 * an international prefix (`+`, `(+351)` or `00`) drops a one- to three-digit country code (and a
 * bracketed trunk `(0)` after it); a national number drops its trunk `0`. The numbers are
 * the same when one reading of each agrees and is long enough to be a real line.
 */
export function samePhone(a: string, b: string): boolean {
  const left = nationalReadings(a);
  for (const reading of nationalReadings(b)) if (left.has(reading)) return true;
  return false;
}

/** Shortest national significant number of a business line we accept as a match. */
const MIN_NATIONAL_DIGITS = 6;

function nationalReadings(phone: string): Set<string> {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  const readings = new Set<string>();
  const add = (reading: string) => {
    if (reading.length >= MIN_NATIONAL_DIGITS) readings.add(reading);
  };
  // `(+351) 213 …`: the country code in brackets.
  const international = /^\(?\+/.test(trimmed)
    ? digits
    : /^00[1-9]/.test(digits)
      ? digits.slice(2)
      : null;
  if (international !== null) {
    for (let codeLength = 1; codeLength <= 3; codeLength += 1) {
      const rest = international.slice(codeLength);
      add(rest);
      // `+44 (0)1947 …`: the trunk 0 written in brackets after the country code.
      if (rest.startsWith('0')) add(rest.slice(1));
    }
    return readings;
  }
  add(digits.startsWith('0') ? digits.slice(1) : digits);
  // North American numbers are written with or without their leading 1.
  if (digits.length === 11 && digits.startsWith('1')) add(digits.slice(1));
  return readings;
}
