import type { Command } from 'commander';
import { presentAdminCompany } from '#api/src/presenters/admin/company';
import { listCompanies } from '#api/src/services/adminPanel/companies/listCompanies';
import { AdminListQuerySchema } from '#shared/schemas/admin';
import { plural } from '#shared/text/plural';
import type { AdminCompanyItem } from '#shared/types/admin';
import { type ActionState, action, positiveInt } from '../../action.ts';
import { withDatabase } from '../../database.ts';
import { formatCount } from '../../format.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../../io.ts';
import { renderOnce, viewsFor } from '../../lazyViews.ts';
import { type Column, plainTable } from '../../text/table.ts';
import { parseInput } from '../../validate.ts';

const COLUMNS: Column<AdminCompanyItem>[] = [
  { header: 'ID', value: (c) => String(c.id) },
  { header: 'Name', value: (c) => c.name, max: 32 },
  { header: 'Domain', value: (c) => c.domain, max: 32 },
  { header: 'Category', value: (c) => c.subcategory ?? c.category ?? '—', max: 28 },
  { header: 'Reviews', value: (c) => formatCount(c.reviewCount) },
];

export function registerCompaniesSearch(companies: Command, io: CliIO, state: ActionState): void {
  companies
    .command('search')
    .description('Find companies by name, domain or category')
    .argument('<text>', 'what to look for')
    .option('--limit <n>', 'how many to show (at most 100)', positiveInt('--limit'), 25)
    .option('--json', "print the companies as JSON (the admin API's answer)")
    .addHelpText('after', '\nExample:\n  $ review-admin companies search acme --limit 10')
    .action(
      action(state, async (text: string, options: { limit: number; json?: boolean }) => {
        // The same query schema as GET /api/admin/companies (trimmed, limits capped).
        const query = parseInput(AdminListQuerySchema, { q: text, limit: String(options.limit) });
        const page = await withDatabase(io, (ctx) => listCompanies(ctx, query));
        const found = page.items.map(presentAdminCompany);
        const mode = outputMode(io, options);
        if (mode === 'json') {
          writeJson(io, found);
          return 0;
        }
        if (found.length === 0) {
          writeLine(io.stdout, `No company matches "${query.q}".`);
          return 0;
        }
        const more = `${formatCount(found.length)} of ${plural(page.total, 'match', 'matches')}`;
        const ui = await viewsFor(mode);
        if (ui) await renderOnce(io, <ui.Table columns={COLUMNS} rows={found} />);
        else writeLine(io.stdout, plainTable(COLUMNS, found));
        writeLine(io.stdout, more);
        return 0;
      }),
    );
}
