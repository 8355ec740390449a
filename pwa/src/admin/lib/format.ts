import { formatCount } from '../../lib/text.ts';

/** The placeholder the enrichment writes where it found nothing (§2: hidden in the table). */
export function contactValue(value: string | null | undefined): string | null {
  if (!value || value.trim() === '' || value === 'Information not available') return null;
  return value;
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** §2 Platform Activity: 'Just now', 'Nh ago' under 24 hours, then 'Nd ago'. */
export function activityAge(iso: string, now: Date = new Date()): string {
  const hours = Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000);
  if (!(hours >= 1)) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Month-over-month growth as shown on Paying Clients: '+12.5%', '-3%', or '—' with no base. */
export function formatGrowth(growth: number | null): string {
  if (growth === null || !Number.isFinite(growth)) return '—';
  // Half away from zero, so a fall rounds like a rise of the same size.
  const rounded = (Math.sign(growth) * Math.round(Math.abs(growth) * 10)) / 10;
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

export function formatMoney(amount: number): string {
  return `$${formatCount(amount)}`;
}

interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** An account's full name, else its email, else `fallback` (§2 Reviews and Users). */
function personName(person: Person, fallback: string): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || fallback;
}

/** §2: a review's author is the account's full name, else its email, else 'Anonymous'. */
export function reviewAuthor(review: {
  user: Person | null;
  reviewerName: string | null;
  reviewerEmail: string | null;
}): string {
  if (review.user) return personName(review.user, 'Anonymous');
  return review.reviewerName || review.reviewerEmail || 'Anonymous';
}

/** §2 Users: the name, else the email, else 'Unknown User'. */
export function userName(user: Person): string {
  return personName(user, 'Unknown User');
}

/** §2: rating colour, green at 4 or more, yellow at 3 or more, else red. */
export function ratingTone(rating: number): 'green' | 'amber' | 'red' {
  if (rating >= 4) return 'green';
  if (rating >= 3) return 'amber';
  return 'red';
}

export function fileSizeKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}
