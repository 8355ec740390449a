import { describe, expect, it } from 'vitest';
import { firstLoadChunks, firstLoadProblems, type Manifest } from './bundleBudget.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/scenes/Company/Company.tsx',
      'src/admin/AdminApp.tsx',
      'src/components/layout/PageBars.tsx',
    ],
  },
  'src/components/layout/PageBars.tsx': { file: 'assets/PageBars.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_dialog.js': { file: 'assets/dialog.js', imports: ['_react.js'] },
  'src/scenes/Company/Company.tsx': {
    file: 'assets/Company.js',
    imports: ['_react.js', '_stars.js'],
    dynamicImports: ['_dialog.js'],
  },
  '_stars.js': { file: 'assets/stars.js' },
  'src/admin/AdminApp.tsx': { file: 'assets/AdminApp.js', imports: ['_react.js'] },
};

describe('firstLoadChunks', () => {
  it('is the entry and its static imports for a route in the entry', () => {
    expect([...firstLoadChunks(manifest, undefined)]).toEqual(['index.html', '_react.js']);
  });

  it("adds a lazy screen's chunk and static imports, but none of its lazy imports", () => {
    expect([...firstLoadChunks(manifest, 'src/scenes/Company/Company.tsx')].sort()).toEqual(
      ['_react.js', '_stars.js', 'index.html', 'src/scenes/Company/Company.tsx'].sort(),
    );
  });

  it('fails loudly when the manifest does not know a screen', () => {
    expect(() => firstLoadChunks(manifest, 'src/scenes/Gone/Gone.tsx')).toThrow(
      'The build manifest has no chunk for src/scenes/Gone/Gone.tsx',
    );
  });
});

describe('firstLoadProblems', () => {
  it('finds none when the page bars are a lazy chunk and no admin code loads', () => {
    const keys = firstLoadChunks(manifest, 'src/scenes/Company/Company.tsx');
    expect(firstLoadProblems(manifest, keys)).toEqual([]);
  });

  it('names admin code and page bars loaded first', () => {
    const keys = new Set(['index.html', 'src/admin/AdminApp.tsx']);
    keys.add('src/components/layout/PageBars.tsx');
    expect(firstLoadProblems(manifest, keys)).toEqual([
      'admin code (src/admin/AdminApp.tsx)',
      'src/components/layout/PageBars.tsx, meant to load apart',
    ]);
  });

  it('names page bars that are no chunk of their own (imported statically)', () => {
    const { 'src/components/layout/PageBars.tsx': _bars, ...withoutBars } = manifest;
    expect(firstLoadProblems(withoutBars, firstLoadChunks(withoutBars, undefined))).toEqual([
      'src/components/layout/PageBars.tsx is not a lazy chunk of its own',
    ]);
  });
});
