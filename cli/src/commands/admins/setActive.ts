import type { Command } from 'commander';
import { presentAdminUser } from '#api/src/presenters/admin/adminUser';
import { setAdminActive } from '#api/src/services/adminAccounts/manageAdmins';
import { type ActionState, action } from '../../action.ts';
import { withDatabase } from '../../database.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../../io.ts';

/** `admins deactivate <email>` and `admins activate <email>`: one file, two verbs. */
export function registerSetActive(
  admins: Command,
  io: CliIO,
  state: ActionState,
  verb: 'activate' | 'deactivate',
): void {
  const isActive = verb === 'activate';
  admins
    .command(verb)
    .description(
      isActive
        ? 'Let a deactivated admin sign in again'
        : 'Stop an admin from signing in (and sign them out everywhere)',
    )
    .argument('<email>', "the admin's email")
    .option('--json', "print the account as JSON (the admin API's answer)")
    .addHelpText('after', `\nExample:\n  $ review-admin admins ${verb} jane@example.com`)
    .action(
      action(state, async (email: string, options: { json?: boolean }) => {
        const admin = await withDatabase(io, (ctx) => setAdminActive(ctx, { email }, isActive));
        if (outputMode(io, options) === 'json') writeJson(io, presentAdminUser(admin));
        else writeLine(io.stdout, `${admin.email} is ${isActive ? 'active' : 'deactivated'}.`);
        return 0;
      }),
    );
}
