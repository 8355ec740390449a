import type { Command } from 'commander';
import { presentAdminUser } from '#api/src/presenters/admin/adminUser';
import { resetAdminPassword } from '#api/src/services/adminAccounts/manageAdmins';
import { ResetPasswordSchema } from '#shared/schemas/admin';
import { type ActionState, action } from '../../action.ts';
import { promptPassword, readPasswordFromStdin } from '../../core/readPassword.ts';
import { withDatabase } from '../../database.ts';
import { usageError } from '../../errors.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../../io.ts';
import { parseInput } from '../../validate.ts';

export function registerResetPassword(admins: Command, io: CliIO, state: ActionState): void {
  admins
    .command('reset-password')
    .description("Set an admin's password (asked for without echo) and sign them out")
    .argument('<email>', "the admin's email")
    .option('--password-stdin', 'read the new password from stdin (for scripts)')
    .option('--json', "print the result as JSON (the admin API's answer)")
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ review-admin admins reset-password jane@example.com',
        '  $ printf %s "$NEW_PASSWORD" | review-admin admins reset-password jane@example.com --password-stdin',
      ].join('\n'),
    )
    .action(
      action(state, async (email: string, options: { passwordStdin?: boolean; json?: boolean }) => {
        const password = options.passwordStdin
          ? await readPasswordFromStdin(io.stdin)
          : await askTwice(io);
        const { password: checked } = parseInput(ResetPasswordSchema, { password });
        const admin = await withDatabase(io, (ctx) => resetAdminPassword(ctx, { email }, checked));
        if (outputMode(io, options) === 'json') {
          writeJson(io, { message: 'Password reset', admin: presentAdminUser(admin) });
        } else {
          writeLine(io.stdout, `Password reset for ${admin.email}; their sessions were ended.`);
        }
        return 0;
      }),
    );
}

/** A typo in a hidden password would lock the admin out: ask twice. */
async function askTwice(io: CliIO): Promise<string> {
  const first = await promptPassword(io.stdin, io.stderr, 'New password: ');
  const second = await promptPassword(io.stdin, io.stderr, 'Repeat it: ');
  if (first !== second) throw usageError('The two passwords differ; nothing was changed');
  return first;
}
