import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDatabaseFreeTest } from './databaseFreeTests.ts';

const root = '/repo';

describe('isDatabaseFreeTest', () => {
  it('knows the folders whose tests never open a database', () => {
    expect(
      isDatabaseFreeTest(path.join(root, 'api/src/ai/homepage/readHomepage.test.ts'), root),
    ).toBe(true);
    expect(isDatabaseFreeTest(path.join(root, 'pwa/src/offline/outbox.test.ts'), root)).toBe(true);
    expect(isDatabaseFreeTest('shared/schemas.test.ts', root)).toBe(true);
  });

  it('keeps every other test on the database server passes', () => {
    expect(isDatabaseFreeTest(path.join(root, 'api/src/ai/categorizeJob.test.ts'), root)).toBe(
      false,
    );
    expect(isDatabaseFreeTest(path.join(root, 'api/src/http/exactlyOnce.test.ts'), root)).toBe(
      false,
    );
    expect(isDatabaseFreeTest(path.join(root, 'cli/src/commands/import.test.ts'), root)).toBe(
      false,
    );
  });
});
