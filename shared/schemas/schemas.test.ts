import { describe, expect, it } from 'vitest';
import { AccountPasswordSchema } from './account.ts';
import {
  AcceptInvitationFormSchema,
  CompanyCreateSchema,
  CompanyUpdateSchema,
  PayingClientSchema,
  PayingClientUpdateSchema,
  ResetPasswordSchema,
} from './admin.ts';
import { LoginSchema, PasswordResetSchema, RegisterSchema } from './auth.ts';
import { paginationQuery } from './common.ts';
import { ReviewCreateSchema, VoteSchema } from './reviews.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('auth schemas', () => {
  it('uses the spec messages for sign-in', () => {
    expect(messages(LoginSchema.safeParse({ email: 'nope', password: '123' }))).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]);
    expect(LoginSchema.parse({ email: ' Ann@X.com ', password: 'secret' }).email).toBe('ann@x.com');
  });

  it("says Passwords don't match on confirmPassword", () => {
    const result = RegisterSchema.safeParse({
      email: 'a@b.co',
      password: 'secret12',
      confirmPassword: 'secret13',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    ]);
  });

  it('asks 8 characters of every new password, in the spec message style (issue 34)', () => {
    const short = { password: 'seven77', confirmPassword: 'seven77' };
    const eight = 'Password must be at least 8 characters';
    expect(messages(RegisterSchema.safeParse({ email: 'a@b.co', ...short }))).toEqual([eight]);
    expect(messages(PasswordResetSchema.safeParse({ token: 't', ...short }))).toEqual([eight]);
    expect(
      messages(AccountPasswordSchema.safeParse({ currentPassword: 'old-one', ...short })),
    ).toEqual([eight]);
    // Signing in still takes the 6 characters older accounts chose.
    expect(LoginSchema.safeParse({ email: 'a@b.co', password: 'secret' }).success).toBe(true);
    expect(
      messages(PasswordResetSchema.safeParse({ password: 'long-enough', confirmPassword: 'x' })),
    ).toEqual(['token is required']);
  });

  it('treats empty optional fields as absent', () => {
    const value = RegisterSchema.parse({
      email: 'a@b.co',
      password: 'secret12',
      confirmPassword: 'secret12',
      firstName: '  ',
      profileImageUrl: '',
    });
    expect(value).toMatchObject({ firstName: null, profileImageUrl: null });
  });
});

describe('ReviewCreateSchema', () => {
  const base = { title: ' Great ', content: ' Fast delivery ' };

  it('requires a rating 1–5 for a review', () => {
    expect(ReviewCreateSchema.parse({ ...base, rating: 4 })).toEqual({
      title: 'Great',
      content: 'Fast delivery',
      type: 'review',
      isComplaint: false,
      rating: 4,
    });
    expect(messages(ReviewCreateSchema.safeParse({ ...base, rating: 0 }))).toEqual([
      'Please select a rating',
    ]);
    expect(messages(ReviewCreateSchema.safeParse({ ...base }))).toEqual(['Please select a rating']);
    expect(messages(ReviewCreateSchema.safeParse({ ...base, rating: 6 }))).toEqual([
      'Rating must be between 1 and 5',
    ]);
  });

  it('makes a complaint rating 1, from isComplaint alone or from the type', () => {
    expect(ReviewCreateSchema.parse({ ...base, rating: 4, isComplaint: true })).toMatchObject({
      type: 'complaint',
      isComplaint: true,
      rating: 1,
    });
    expect(ReviewCreateSchema.parse({ ...base, type: 'complaint', rating: null })).toMatchObject({
      isComplaint: true,
      rating: 1,
    });
  });

  it('gives a comment no rating, and refuses one', () => {
    expect(ReviewCreateSchema.parse({ ...base, type: 'comment', rating: null })).toMatchObject({
      type: 'comment',
      rating: null,
    });
    expect(messages(ReviewCreateSchema.safeParse({ ...base, type: 'comment', rating: 3 }))).toEqual(
      ['A comment has no rating'],
    );
    expect(
      messages(
        ReviewCreateSchema.safeParse({ ...base, type: 'review', rating: 3, isComplaint: true }),
      ),
    ).toEqual(['A review cannot be marked as a complaint']);
  });

  it('needs both texts, trimmed, within their limits', () => {
    expect(messages(ReviewCreateSchema.safeParse({ title: ' ', content: '', rating: 5 }))).toEqual([
      'Please fill in both title and review content',
      'Please fill in both title and review content',
    ]);
    expect(
      messages(ReviewCreateSchema.safeParse({ ...base, content: 'x'.repeat(2001), rating: 5 })),
    ).toEqual(['Review content must be at most 2000 characters']);
    expect(
      ReviewCreateSchema.safeParse({ ...base, content: 'x'.repeat(2000), rating: 5 }).success,
    ).toBe(true);
  });

  it('refuses unknown vote types', () => {
    expect(VoteSchema.safeParse({ voteType: 'like' }).success).toBe(false);
  });
});

describe('admin schemas', () => {
  it('uses the accept-invitation messages', () => {
    expect(
      messages(
        AcceptInvitationFormSchema.safeParse({
          token: 't',
          firstName: '',
          lastName: 'B',
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
      ),
    ).toEqual(['All fields are required']);
    expect(
      messages(
        AcceptInvitationFormSchema.safeParse({
          token: 't',
          firstName: 'A',
          lastName: 'B',
          password: 'abc',
          confirmPassword: 'abd',
        }),
      ),
    ).toEqual(['Password must be at least 6 characters long', 'Passwords do not match']);
    expect(messages(ResetPasswordSchema.safeParse({ password: '12345' }))).toEqual([
      'Password must be at least 6 characters long',
    ]);
  });

  it('accepts only catalogue categories, with a matching subcategory', () => {
    expect(
      CompanyCreateSchema.parse({
        domain: 'https://www.Acme.com/',
        name: 'Acme',
        category: 'Electronics & Technology',
        subcategory: 'Internet & Software',
      }),
    ).toMatchObject({ domain: 'acme.com', name: 'Acme' });
    expect(
      messages(
        CompanyUpdateSchema.safeParse({ category: 'Sports', subcategory: 'Internet & Software' }),
      ),
    ).toEqual(['Subcategory does not belong to the category']);
    expect(messages(CompanyUpdateSchema.safeParse({ category: 'Widgets' }))).toEqual([
      'Category must be one of the catalogue categories',
    ]);
    expect(messages(CompanyUpdateSchema.safeParse({}))).toEqual(['Nothing to update']);
  });
});

describe('paginationQuery', () => {
  it('defaults, coerces and caps', () => {
    const schema = paginationQuery(50, 100);
    expect(schema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(schema.parse({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
    expect(schema.safeParse({ limit: '101' }).success).toBe(false);
    expect(schema.safeParse({ limit: 'abc' }).success).toBe(false);
  });
});

describe('paying client schemas', () => {
  it('defaults status and features on create only', () => {
    expect(
      PayingClientSchema.parse({
        companyName: 'Acme',
        domain: 'acme.com',
        plan: 'Pro',
        startDate: '2026-01-01',
      }),
    ).toMatchObject({ status: 'pending', features: [] });
    expect(PayingClientUpdateSchema.parse({ plan: 'Pro' })).toEqual({ plan: 'Pro' });
    expect(PayingClientUpdateSchema.safeParse({}).success).toBe(false);
  });
});
