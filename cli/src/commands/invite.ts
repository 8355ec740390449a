import type { Command } from 'commander';
import { presentInvitationCreated } from '#api/src/presenters/admin/adminUser';
import { createInvitation } from '#api/src/services/adminAccounts/createInvitation';
import { InviteSchema } from '#shared/schemas/admin';
import { type ActionState, action } from '../action.ts';
import { withDatabase } from '../database.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';
import { parseInput } from '../validate.ts';

export function registerInvite(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('invite')
    .description('Invite an admin and print the link to accept (valid 72 hours)')
    .argument('<email>', 'who to invite')
    .option('--role <role>', 'admin or super_admin', 'admin')
    .option('--json', "print the invitation as JSON (the admin API's answer)")
    .addHelpText(
      'after',
      '\nExamples:\n  $ review-admin invite jane@example.com\n  $ review-admin invite ops@example.com --role super_admin',
    )
    .action(
      action(state, async (email: string, options: { role: string; json?: boolean }) => {
        const input = parseInput(InviteSchema, { email, role: options.role });
        const created = await withDatabase(io, (ctx) => createInvitation(ctx, input));
        const answer = presentInvitationCreated(created);
        if (outputMode(io, options) === 'json') {
          writeJson(io, answer);
          return 0;
        }
        writeLine(
          io.stdout,
          `${answer.message} for ${input.email} (${input.role}), valid until ${answer.invitation.expiresAt}.`,
        );
        writeLine(io.stdout, 'Send them this link to accept:');
        writeLine(io.stdout, `  ${created.link}`);
        return 0;
      }),
    );
}
