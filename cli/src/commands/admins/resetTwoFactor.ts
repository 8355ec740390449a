import type { Command } from 'commander';
import { presentAdminUser } from '#api/src/presenters/admin/adminUser';
import { resetTwoFactor } from '#api/src/services/adminAccounts/twoFactor/resetTwoFactor';
import { type ActionState, action } from '../../action.ts';
import { withDatabase } from '../../database.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../../io.ts';

/**
 * `admins reset-2fa <email>`: the way back in for an admin who lost their authenticator and
 * their recovery codes. Recorded in the admin activity like any change to an account.
 */
export function registerResetTwoFactor(admins: Command, io: CliIO, state: ActionState): void {
  admins
    .command('reset-2fa')
    .description(
      "Remove an admin's two-factor sign-in (lost phone): they sign in with their password, and enrol again if two-factor is required",
    )
    .argument('<email>', "the admin's email")
    .option('--json', 'print the result as JSON')
    .addHelpText('after', '\nExample:\n  $ review-admin admins reset-2fa jane@example.com')
    .action(
      action(state, async (email: string, options: { json?: boolean }) => {
        const { admin, wasEnrolled } = await withDatabase(io, (ctx) =>
          resetTwoFactor(ctx, { email }),
        );
        const message = wasEnrolled
          ? 'Two-factor sign-in reset'
          : 'This admin had no two-factor sign-in';
        if (outputMode(io, options) === 'json') {
          writeJson(io, { message, wasEnrolled, admin: presentAdminUser(admin) });
        } else if (wasEnrolled) {
          writeLine(
            io.stdout,
            `Two-factor sign-in reset for ${admin.email}: they sign in with their password (and set up two-factor again if it is required).`,
          );
        } else {
          writeLine(io.stdout, `${admin.email} had no two-factor sign-in; nothing changed.`);
        }
        return 0;
      }),
    );
}
