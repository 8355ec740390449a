import { z } from 'zod';
import { ContactMessageSchema } from '#shared/schemas/contact';

export const ContactCreateSchema = z.object({ body: ContactMessageSchema });
