import type { ContactMessageInput } from '#shared/schemas/contact';
import { type Context, withTransaction } from '../../context.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { ContactMessage } from '../../models/ContactMessage.ts';
import { getSettings } from '../settings/settings.ts';
import { afterCommit } from '../transactions/afterCommit.ts';

/**
 * Stores a contact-form message and mails it (after it is stored) to the support address of the
 * admin Settings, which the contact page shows.
 */
export async function sendContactMessage(
  ctx: Context,
  input: ContactMessageInput,
): Promise<ContactMessage> {
  const { supportEmail } = await getSettings(ctx);
  return withTransaction(ctx, async (trx) => {
    const message = await ContactMessage.query(trx.knex)
      .insert({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        companyName: input.companyName ?? null,
        subject: input.subject,
        message: input.message,
      })
      .returning('*');
    afterCommit(trx, 'contact message mail', () =>
      sendMail(trx, {
        to: supportEmail,
        replyTo: input.email,
        subject: `[Contact] ${input.subject}`,
        text: [
          `From: ${input.firstName} ${input.lastName} <${input.email}>`,
          input.companyName ? `Company: ${input.companyName}` : undefined,
          `Message #${message.id}`,
          '',
          input.message,
        ]
          .filter((line) => line !== undefined)
          .join('\n'),
      }),
    );
    return message;
  });
}
