import type { Modifiers, RelationMappings } from 'objection';
import { Award } from './Award.ts';
import { TimestampedModel } from './BaseModel.ts';
import { ClaimRequest } from './ClaimRequest.ts';
import { Faq } from './Faq.ts';
import { Question } from './Question.ts';
import { Report } from './Report.ts';
import { Review } from './Review.ts';
import { Subscription } from './Subscription.ts';
import { User } from './User.ts';

export class Company extends TimestampedModel {
  static override tableName = 'companies';

  id!: number;
  domain!: string;
  name!: string;
  description!: string | null;
  address!: string | null;
  phone!: string | null;
  website!: string | null;
  category!: string | null;
  subcategory!: string | null;
  logoUrl!: string | null;
  screenshotUrl!: string | null;
  isClaimed!: boolean;
  claimedBy!: string | null;
  /** The account bound by the verified or approved claim: it may respond to reviews. */
  ownerUserId!: string | null;
  claimedAt!: Date | null;
  founded!: number | null;
  employeeCount!: string | null;
  email!: string | null;
  socialTwitter!: string | null;
  socialLinkedin!: string | null;
  socialFacebook!: string | null;
  socialInstagram!: string | null;
  socialYoutube!: string | null;
  socialGithub!: string | null;
  industry!: string | null;
  profileViews!: number;
  reviewCount!: number;
  ratingCount!: number;
  ratingSum!: number;
  complaintCount!: number;
  upvoteCount!: number;
  clapCount!: number;
  trustWeightSum!: number;
  trustRatingSum!: number;
  /**
   * trust_weight_sum/trust_rating_sum as a score, as of its last refresh (see trustScore.ts);
   * 0 without a star rating, so unrated companies sort last (the API says null).
   */
  trustScore!: number;
  // Per-star counts of rated items (issue 14): the company page's distribution.
  oneStarCount!: number;
  twoStarCount!: number;
  threeStarCount!: number;
  fourStarCount!: number;
  fiveStarCount!: number;
  enrichedAt!: Date | null;

  reviews?: Review[];
  claimRequests?: ClaimRequest[];
  reports?: Report[];
  awards?: Award[];
  faqs?: Faq[];
  questions?: Question[];
  subscriptions?: Subscription[];
  owner?: User | null;

  static override modifiers: Modifiers = {
    inSubcategory(query, name: string) {
      query.where('companies.subcategory', name);
    },
    uncategorized(query) {
      query.whereNull('companies.subcategory');
    },
  };

  static override relationMappings = (): RelationMappings => ({
    reviews: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Review,
      join: { from: 'companies.id', to: 'reviews.companyId' },
    },
    claimRequests: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: ClaimRequest,
      join: { from: 'companies.id', to: 'claim_requests.companyId' },
    },
    reports: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Report,
      join: { from: 'companies.id', to: 'reports.companyId' },
    },
    awards: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Award,
      join: { from: 'companies.id', to: 'awards.companyId' },
    },
    faqs: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Faq,
      join: { from: 'companies.id', to: 'faqs.companyId' },
    },
    questions: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Question,
      join: { from: 'companies.id', to: 'questions.companyId' },
    },
    subscriptions: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: Subscription,
      join: { from: 'companies.id', to: 'subscriptions.companyId' },
    },
    owner: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'companies.ownerUserId', to: 'users.id' },
    },
  });
}
