/**
 * Limits of the data model and the spec (public-site.md §9, admin-and-data-model.md §3). In a
 * file of its own, without zod: the PWA shows them (character counters, maxlength) on pages
 * that should not load the validation library up front. `common.ts` re-exports them.
 */
export const LIMITS = {
  titleMax: 255,
  contentMax: 2000,
  replyMax: 2000,
  reportMax: 2000,
  flagDetailsMax: 1000,
  nameMax: 100,
  emailMax: 255,
  // Sign-in forms (admin and public) accept what older accounts chose: 6 characters.
  passwordMin: 6,
  // A password a public user chooses now (sign-up, reset, change): NIST SP 800-63B's minimum.
  newPasswordMin: 8,
  // argon2 hashes whatever it is given; a cap keeps one request from costing seconds.
  passwordMax: 200,
  pageSizeMax: 100,
} as const;
