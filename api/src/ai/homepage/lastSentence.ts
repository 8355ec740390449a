/**
 * The last sentence of a text: a title's abbreviation ("Dr. Frauke Kallweit") ends none, nor
 * does a firm's "Co." before a word in lower case ("Fundy Bread Co. has been baking … since").
 * An Irish county's "Co. Cork" is followed by its name in capitals, and stays a sentence's end
 * where a line ends there.
 */
export function lastSentence(text: string): string {
  const parts = text.split(
    /(?<!\b(?:dr|mr|mrs|ms|sr|sra|st|no|nr|dott|sig|mevr|mme|prof))[.;!?]\s/iu,
  );
  let start = parts.length - 1;
  while (
    start > 0 &&
    /\bco$/i.test(parts[start - 1] ?? '') &&
    /^\p{Ll}/u.test(parts[start] ?? '')
  ) {
    start--;
  }
  return parts.slice(start).join('. ');
}
