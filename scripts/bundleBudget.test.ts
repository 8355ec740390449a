import { describe, expect, it } from 'vitest';
import { firstLoadChunks, type Manifest } from './bundleBudget.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/scenes/Company/Company.tsx', 'src/admin/AdminApp.tsx'],
  },
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
