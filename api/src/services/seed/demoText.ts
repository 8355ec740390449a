/**
 * Sentences for demo reviews, by tone, so a demo site reads like real feedback rather than
 * lorem ipsum. Combined at random, a few per item.
 */
export const TITLES = {
  positive: [
    'Excellent partner for our team',
    'Reliable and easy to work with',
    'Great value for money',
    'Outstanding support',
    'Would recommend without hesitation',
    'Smooth onboarding, solid product',
    'Exceeded our expectations',
    'Fast, professional and friendly',
    'A vendor we can count on',
  ],
  mixed: [
    'Good product, average support',
    'Does the job, with a few rough edges',
    'Decent, but not cheap',
    'Solid overall, slow invoicing',
    'Fine for our needs',
    'Room for improvement',
    'Mixed experience so far',
  ],
  negative: [
    'Disappointing experience',
    'Support was hard to reach',
    'Not worth the price',
    'Missed every deadline',
    'Would not use again',
    'Billing problems from day one',
  ],
  complaint: [
    'Charged twice and no refund yet',
    'Contract cancelled without notice',
    'Data export still not delivered',
    'Repeated outages, no explanation',
    'Service never started after payment',
    'Account locked for three weeks',
  ],
  comment: [
    'Question about their enterprise plan',
    'Anyone using their API at scale?',
    'Heads-up about their new pricing',
    'Useful tip for new customers',
    'Their office moved',
  ],
} as const;

/** Titles that name the top score: only ever on a 5-star review. */
export const FIVE_STAR_TITLES = [
  'Five stars from our procurement team',
  'Flawless from start to finish',
] as const;

export const SENTENCES = {
  positive: [
    'The onboarding was smooth and the account manager answered every question within a day.',
    'They delivered ahead of schedule and the quality was consistently high.',
    'Pricing was transparent, with no surprises on the invoice.',
    'Their support team actually solved our problem instead of closing the ticket.',
    'We have worked with them for two years and renewed without a second thought.',
    'Documentation is clear and the integration took our developers an afternoon.',
    'They proactively flagged a risk in our plan and saved us a costly mistake.',
    'Communication was excellent from the first call to the final handover.',
  ],
  mixed: [
    'The product itself is good, but getting a reply from support can take a few days.',
    'Setup took longer than promised, although the result works well.',
    'Some features feel unfinished, yet the core service is dependable.',
    'Invoices often need corrections, which costs our finance team time.',
    'Good people, but processes change too often.',
    'It is not the cheapest option, though the quality mostly justifies it.',
  ],
  negative: [
    'We waited weeks for answers that never really addressed the issue.',
    'The delivery was late and the quality below what was agreed.',
    'Every change request turned into an extra invoice.',
    'Account managers changed three times in six months.',
    'The promised features were still missing at go-live.',
    'We ended the contract early and moved to a competitor.',
  ],
  complaint: [
    'We were billed twice for the same month and have been chasing a refund ever since.',
    'Our service was suspended without warning, halting operations for two days.',
    'Despite several emails, nobody has explained what happened to our data.',
    'The cancellation was confirmed in writing, yet charges continued.',
    'Support keeps promising a fix by the end of the week, for over a month now.',
  ],
  comment: [
    'Has anyone integrated their platform with an ERP? Curious how long it took.',
    'Note that their support hours changed to European time this quarter.',
    'They now offer a discount on annual contracts if you ask for it.',
    'Their status page is the fastest way to see ongoing incidents.',
    'Worth asking for a sandbox account before signing.',
  ],
} as const;

export const REPLIES = [
  'Thanks for sharing, we had a very similar experience.',
  'Did they ever follow up on this?',
  'Same here, the support team sorted it out after a call.',
  'Good to know, we are evaluating them right now.',
  'Which plan are you on? The enterprise tier behaves differently.',
  'Appreciate the detail, this helps a lot.',
  'We saw the opposite, but our contract is smaller.',
] as const;

export type Tone = keyof typeof TITLES;
