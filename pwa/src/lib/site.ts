/** The product's name, where the spec says "the product" (e.g. 'New to the product?'). */
export { SITE_NAME } from '#shared/seo/companyMeta';

/** Where people reach the team; one place to change for a real deployment. */
export const SUPPORT_EMAIL = 'support@b2b-reviews.dev';
export const PRIVACY_EMAIL = 'privacy@b2b-reviews.dev';
export const LEGAL_EMAIL = 'legal@b2b-reviews.dev';
export const SUPPORT_PHONE = '+1 (415) 555-0142';
export const POSTAL_ADDRESS = '548 Market Street, Suite 300, San Francisco, CA 94104, USA';
