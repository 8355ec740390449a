import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './buildState.js';
import { readFileCopies } from './copyReadFiles.ts';

const output = (inputs: string[]) => ({
  bytes: 1,
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
  imports: [],
  exports: [],
});

describe('readFileCopies', () => {
  it('puts the classifier model beside the chunk that reads it, and nowhere else', () => {
    const metafile = {
      inputs: {},
      outputs: {
        'api/dist/main.js': output(['api/src/main.ts']),
        'api/dist/chunks/createProfiler-X.js': output([
          'api/src/ai/createProfiler.ts',
          'api/src/ai/local/learned/classifyLearned.ts',
        ]),
      },
    };
    expect(readFileCopies(metafile, ROOT)).toEqual([
      {
        from: path.join(ROOT, 'api/src/ai/local/learned/model.bin'),
        to: path.join(ROOT, 'api/dist/chunks/model.bin'),
      },
    ]);
  });
});
