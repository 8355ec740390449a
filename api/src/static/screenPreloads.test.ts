import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '#shared/build/viteManifest';
import { screenPreloads } from './screenPreloads.ts';

function distWith(manifest: Manifest): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pwa-dist-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_stars.js': { file: 'assets/stars-3.js', imports: ['_react.js'] },
  'src/scenes/Company/Company.tsx': {
    file: 'assets/Company-4.js',
    imports: ['index.html', '_react.js', '_stars.js'],
  },
  'src/scenes/Category/Category.tsx': { file: 'assets/Category-5.js', imports: ['_stars.js'] },
};

describe('screenPreloads', () => {
  it("announces a rendered page's screen chunk and what it imports, not what the entry has", () => {
    const preloads = screenPreloads(distWith(MANIFEST));
    expect(preloads('/company/acme.com')).toBe(
      [
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Company-4.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/stars-3.js">',
      ].join('\n'),
    );
    expect(preloads('/category/software')).toContain('/assets/Category-5.js');
  });

  it('announces nothing for the home page (in the entry), other pages, or without a build', () => {
    const preloads = screenPreloads(distWith(MANIFEST));
    expect(preloads('/')).toBe('');
    expect(preloads('/login')).toBe('');
    expect(preloads('/company/acme.com/reviews')).toBe('');
    // A screen the build does not have, and no manifest at all.
    expect(preloads('/awards')).toBe('');
    expect(screenPreloads(path.join(tmpdir(), 'no-such-dist'))('/company/acme.com')).toBe('');
  });
});
