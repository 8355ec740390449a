/** "is", "are", "sind" … in the seven languages: a status held since a year is said with them. */
export const COPULA = 'bin|ist|sind|is|are|am|est|sont|sommes|es|son|somos|è|sono|siamo|zijn|é|são';

/** The company speaking of itself, in the seven languages. */
export const FIRST_PERSON_WORDS = String.raw`we|our|wir|unser\p{L}*|nous|notre|nos|nosotros|nuestr\p{L}*|noi|nostr\p{L}*|wij|onze|nós|noss\p{L}*`;

export const FIRST_PERSON = new RegExp(`^(?:${FIRST_PERSON_WORDS})$`, 'iu');
