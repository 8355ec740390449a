import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_TEMPLATE_CSV } from '#api/src/services/import/importTemplate';
import { writeTemplate } from './writeTemplate.ts';

describe('writeTemplate', () => {
  it('writes review_import_template.csv into a directory, and keeps an existing file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'template-'));
    const written = writeTemplate(dir);
    expect(written.path).toBe(path.join(dir, 'review_import_template.csv'));
    expect(readFileSync(written.path, 'utf8')).toBe(IMPORT_TEMPLATE_CSV);
    expect(() => writeTemplate(dir)).toThrow(/already exists \(use --force to replace it\)/);
    expect(writeTemplate(dir, { force: true }).path).toBe(written.path);
    expect(writeTemplate(path.join(dir, 'march.csv')).path).toBe(path.join(dir, 'march.csv'));
  });
});
