import { z } from 'zod';
import { emailSchema, optionalText } from './common.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** The contact page's form (public-site.md §2 Static pages). */
export const ContactMessageSchema = z.object({
  firstName: required('First Name', 100),
  lastName: required('Last Name', 100),
  email: emailSchema(),
  companyName: optionalText(255, 'Company Name'),
  subject: required('Subject', 255),
  message: required('Message', 5000),
});
export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;
