import { describe, expect, it } from 'vitest';
import {
  type CompanyProfile,
  CompanyProfileSchema,
  countSentences,
  emptyProfile,
} from './companyProfile.ts';
import { normalizeSocialUrl, socialNetworkOf } from './socialLinks.ts';

const valid: CompanyProfile = {
  ...emptyProfile(),
  category: 'Health & Medical',
  subcategory: 'Dental Services',
  description:
    'Smile Studio is a family dental practice in Leeds. It offers check-ups, hygiene visits and implants.',
  industry: 'Dentistry',
  founded: 1998,
  employeeCount: '11-50',
  phone: '+44 113 496 0000',
  email: 'hello@smilestudio.test',
  address: '12 Park Row, Leeds LS1 5HD',
  social: { ...emptyProfile().social, linkedin: 'https://www.linkedin.com/company/smile-studio' },
  confidence: 0.8,
};

const issuesOf = (profile: unknown) =>
  CompanyProfileSchema.safeParse(profile).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  ) ?? [];

/** The fields that failed (a field may fail more than one rule). */
const failedFields = (profile: unknown) => [
  ...new Set(
    CompanyProfileSchema.safeParse(profile).error?.issues.map((issue) => issue.path.join('.')),
  ),
];

describe('CompanyProfileSchema', () => {
  it('accepts a complete profile and an empty one', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(issuesOf(emptyProfile())).toEqual([]);
  });

  it('rejects names that are not in the catalogue', () => {
    expect(issuesOf({ ...valid, category: 'Dentistry' })[0]).toMatch(
      /^category: must be a catalogue category/,
    );
    expect(issuesOf({ ...valid, subcategory: 'Teeth' })[0]).toMatch(
      /^subcategory: must be a catalogue subcategory/,
    );
  });

  it('rejects a subcategory of another category, or only one of the two', () => {
    expect(issuesOf({ ...valid, subcategory: 'Bakery & Pastry' })).toEqual([
      'subcategory: Bakery & Pastry is not a subcategory of Health & Medical',
    ]);
    expect(issuesOf({ ...valid, subcategory: null })).toEqual([
      'subcategory: category and subcategory must both be set or both be null',
    ]);
  });

  it('wants 2 to 4 plain sentences of description', () => {
    expect(failedFields({ ...valid, description: 'One sentence only.' })).toEqual(['description']);
    expect(
      failedFields({
        ...valid,
        description: 'One. Two is here. Three is here. Four is here. Five is too many.',
      }),
    ).toEqual(['description']);
    expect(
      failedFields({ ...valid, description: '**Bold** claims. And more of them here.' }),
    ).toEqual(['description']);
    expect(
      failedFields({ ...valid, description: '<p>We fix teeth.</p> <p>Call today.</p>' }),
    ).toEqual(['description']);
    expect(failedFields({ ...valid, description: 'We fix teeth. We whiten them too' })).toEqual([
      'description',
    ]);
  });

  it('wants a plausible founding year and an employee range', () => {
    expect(failedFields({ ...valid, founded: new Date().getFullYear() + 1 })).toEqual(['founded']);
    expect(failedFields({ ...valid, founded: 1200 })).toEqual(['founded']);
    expect(failedFields({ ...valid, employeeCount: 'about 40' })).toEqual(['employeeCount']);
    expect(failedFields({ ...valid, employeeCount: '50-11' })).toEqual(['employeeCount']);
    expect(issuesOf({ ...valid, employeeCount: '10001+' })).toEqual([]);
  });

  it('wants real contact values and each social link on its own network', () => {
    expect(failedFields({ ...valid, phone: 'call us' })).toEqual(['phone']);
    expect(failedFields({ ...valid, email: 'not-an-email' })).toEqual(['email']);
    expect(
      issuesOf({
        ...valid,
        social: { ...valid.social, twitter: 'https://www.facebook.com/smile' },
      }),
    ).toEqual(['social.twitter: must be a twitter profile link']);
  });
});

describe('countSentences', () => {
  it.each([
    ['We bake bread. We also make cakes!', 2],
    ['Acme Inc. makes anvils.', 1],
    ['Is it good? Yes. It is "great." Really.', 4],
  ])('%s → %i', (text, count) => {
    expect(countSentences(text)).toBe(count);
  });
});

describe('social links', () => {
  it.each([
    ['https://www.linkedin.com/company/acme/', 'linkedin'],
    ['https://linkedin.com/in/jane-doe', 'linkedin'],
    ['https://www.linkedin.com/shareArticle?url=x', undefined],
    ['https://x.com/acme', 'twitter'],
    ['https://twitter.com/intent/tweet?text=hi', undefined],
    ['https://m.facebook.com/acme', 'facebook'],
    ['https://www.facebook.com/sharer/sharer.php?u=x', undefined],
    ['https://www.instagram.com/acme/', 'instagram'],
    ['https://www.instagram.com/p/Cx123/', undefined],
    ['https://www.youtube.com/@acme', 'youtube'],
    ['https://www.youtube.com/watch?v=abc', undefined],
    ['https://github.com/acme', 'github'],
    ['https://github.com/features/actions', undefined],
    ['https://example.com/acme', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s → %s', (url, network) => {
    expect(socialNetworkOf(url)).toBe(network);
  });

  it('normalises links for storage', () => {
    expect(normalizeSocialUrl('http://m.facebook.com/acme/?ref=footer#top')).toBe(
      'https://www.facebook.com/acme',
    );
  });
});
