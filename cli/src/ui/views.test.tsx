import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { doctorLine } from '../text/doctor.ts';
import { categorizeLine } from '../text/progressLines.ts';
import { plainTable } from '../text/table.ts';
import { CategorizeProgressView } from './CategorizeProgressView.tsx';
import { DoctorView } from './DoctorView.tsx';
import { ImportProgressView } from './ImportProgressView.tsx';
import { ImportSummaryView } from './ImportSummaryView.tsx';
import { Table } from './Table.tsx';

const progress = {
  isRunning: true,
  current: 3,
  total: 10,
  currentCompany: 'Acme Ltd',
  updated: 2,
  failed: 1,
  uncategorized: 0,
  unchanged: { alreadyCategorized: 0, noMatch: 0, removed: 0 },
  failures: [],
  status: 'running' as const,
};

describe('Ink views', () => {
  it('Table aligns columns and cuts long values', () => {
    const columns = [
      { header: 'ID', value: (row: { id: number; name: string }) => String(row.id) },
      { header: 'Name', value: (row: { id: number; name: string }) => row.name, max: 6 },
    ];
    const rows = [
      { id: 1, name: 'Short' },
      { id: 120, name: 'A very long name' },
    ];
    const { lastFrame } = render(<Table columns={columns} rows={rows} />);
    expect(lastFrame()).toBe('ID   Name\n1    Short\n120  A ver…');
    expect(plainTable(columns, rows)).toBe('ID   Name\n1    Short\n120  A ver…');
  });

  it('ImportProgressView shows a bar for a file and the counts', () => {
    const { lastFrame } = render(
      <ImportProgressView
        progress={{
          rowsRead: 2500,
          imported: 2400,
          failed: 60,
          duplicates: 40,
          rowsPerSecond: 1250,
          bytesRead: 50,
          totalBytes: 100,
        }}
      />,
    );
    expect(lastFrame()).toContain('50% Importing');
    expect(lastFrame()).toContain(
      '2,500 rows read (1,250 rows/s), 2,400 imported, 60 failed, 40 duplicates',
    );
  });

  it('ImportSummaryView shows the counts, the pace and the row errors', () => {
    const { lastFrame } = render(
      <ImportSummaryView
        result={{
          success: true,
          imported: 2400,
          failed: 1,
          duplicates: 0,
          errors: ['Row 7: rating: must be 1 to 5'],
          companiesCreated: 3,
          dryRun: false,
          rowsRead: 2401,
          rowsPerSecond: 1200.4,
          bytesRead: 100,
          totalBytes: 100,
          seconds: 2,
        }}
      />,
    );
    const frame = lastFrame() ?? '';
    expect(frame).toContain('Imported 2,400 reviews (1 failed, 0 duplicates) from 2,401 rows');
    expect(frame).toMatch(/Rows\/s\s+1,200/);
    expect(frame).toContain('Row 7: rating: must be 1 to 5');
    expect(frame).not.toContain('Dry run');
  });

  it('CategorizeProgressView shows current/total, the company, counts and ETA', () => {
    const update = { mode: 'run' as const, progress, etaSeconds: 95 };
    const { lastFrame } = render(<CategorizeProgressView update={update} />);
    expect(lastFrame()).toContain('30% 3/10, updated 2, failed 1, ETA 1 min 35 s');
    expect(lastFrame()).toContain('Acme Ltd');
    expect(categorizeLine({ ...update, mode: 'follow' })).toBe(
      'Categorize (server job): 3/10, updated 2, failed 1, ETA 1 min 35 s — Acme Ltd',
    );
  });

  it('DoctorView and the plain doctor lines mark each verdict alike', () => {
    const checks = [
      { name: 'Database', verdict: 'ok' as const, detail: 'embedded' },
      { name: 'Mail', verdict: 'warn' as const, detail: 'no SMTP_URL: written to files' },
      { name: 'AI provider', verdict: 'fail' as const, detail: 'openai unreachable' },
    ];
    const { lastFrame } = render(<DoctorView checks={checks} />);
    expect(lastFrame()).toBe(
      '✓ Database embedded\n! Mail no SMTP_URL: written to files\n✗ AI provider openai unreachable',
    );
    expect(checks.map(doctorLine)).toEqual([
      '✓ Database: embedded',
      '! Mail: no SMTP_URL: written to files',
      '✗ AI provider: openai unreachable',
    ]);
  });
});
