import type { Complaint } from '#shared/types/admin';

/** §4: the stored `pending` reads "Pending Review". */
export const STATUS_LABEL: Record<Complaint['status'], string> = {
  pending: 'Pending Review',
  investigating: 'Investigating',
  resolved: 'Resolved',
  escalated: 'Escalated',
};

export const STATUS_TONE = {
  pending: 'amber',
  investigating: 'brand',
  resolved: 'green',
  escalated: 'red',
} as const;

export const PRIORITY_TONE = { high: 'red', medium: 'amber', low: 'slate' } as const;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
