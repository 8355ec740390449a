import type { Command } from 'commander';
import type { ActionState } from '../../action.ts';
import type { CliIO } from '../../io.ts';
import { registerAdminsList } from './list.tsx';
import { registerResetPassword } from './resetPassword.ts';
import { registerResetTwoFactor } from './resetTwoFactor.ts';
import { registerSetActive } from './setActive.ts';

/** `review-admin admins …`: the staff accounts (Manage Admin Users). */
export function registerAdmins(program: Command, io: CliIO, state: ActionState): void {
  const admins = program
    .command('admins')
    .description(
      'List admins, reset a password or two-factor sign-in, deactivate or activate an admin',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ review-admin admins list\n  $ review-admin admins reset-password jane@example.com',
    );
  registerAdminsList(admins, io, state);
  registerResetPassword(admins, io, state);
  registerResetTwoFactor(admins, io, state);
  registerSetActive(admins, io, state, 'deactivate');
  registerSetActive(admins, io, state, 'activate');
}
