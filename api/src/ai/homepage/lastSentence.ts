/** The last sentence of a text: a title's abbreviation ("Dr. Frauke Kallweit") ends none. */
export function lastSentence(text: string): string {
  return (
    text.split(/(?<!\b(?:dr|mr|mrs|ms|sr|sra|st|no|nr|dott|sig|mevr|mme|prof))[.;!?]\s/iu).at(-1) ??
    ''
  );
}
