import type { Command } from 'commander';
import { presentAdminUser } from '#api/src/presenters/admin/adminUser';
import { listAdminUsers } from '#api/src/services/adminAccounts/manageAdmins';
import type { AdminMe } from '#shared/types/admin';
import { type ActionState, action } from '../../action.ts';
import { withDatabase } from '../../database.ts';
import { formatTimestamp } from '../../format.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../../io.ts';
import { renderOnce, viewsFor } from '../../lazyViews.ts';
import { type Column, plainTable } from '../../text/table.ts';

const COLUMNS: Column<AdminMe>[] = [
  { header: 'Email', value: (a) => a.email },
  { header: 'Name', value: (a) => `${a.firstName} ${a.lastName}`, max: 30 },
  { header: 'Role', value: (a) => a.role },
  { header: 'Status', value: (a) => (a.isActive ? 'active' : 'inactive') },
  {
    header: 'Last login',
    value: (a) => (a.lastLoginAt ? formatTimestamp(a.lastLoginAt) : 'never'),
  },
];

export function registerAdminsList(admins: Command, io: CliIO, state: ActionState): void {
  admins
    .command('list')
    .description('List admin accounts')
    .option('--json', "print the accounts as JSON (the admin API's answer)")
    .addHelpText('after', '\nExample:\n  $ review-admin admins list --json | jq -r ".[].email"')
    .action(
      action(state, async (options: { json?: boolean }) => {
        const list = await withDatabase(io, async (ctx) =>
          (await listAdminUsers(ctx)).map(presentAdminUser),
        );
        const mode = outputMode(io, options);
        const ui = await viewsFor(mode);
        if (mode === 'json') writeJson(io, list);
        else if (list.length === 0)
          writeLine(io.stdout, 'No admin accounts yet: review-admin invite <email>');
        else if (ui) await renderOnce(io, <ui.Table columns={COLUMNS} rows={list} />);
        else writeLine(io.stdout, plainTable(COLUMNS, list));
        return 0;
      }),
    );
}
