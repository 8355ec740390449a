/**
 * The platform's name and tagline until an admin changes them in Settings (the spec's words).
 * The public site shows these before its first `GET /api/site` answer.
 */
export const DEFAULT_SITE_NAME = 'B2B Reviews';
export const DEFAULT_TAGLINE = 'Find and Review B2B Companies';
