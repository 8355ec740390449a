/**
 * What a company needs in a quarter to win an award, as the settings come (issue 34): at least
 * this many published star ratings, averaging at least this much. Admin Settings can change
 * both (`awardMinReviews`, `awardMinAverage`); each computed quarter records what it used.
 */
export const AWARD_THRESHOLD_DEFAULTS = { minReviews: 5, minAverage: 4 } as const;
