import { describe, expect, it } from 'vitest';
import { featuresOf } from '../learned/features.ts';
import { sectorDocuments } from './sectorDocuments.ts';

describe('sector training pages', () => {
  it('has schools teaching other trades, whose topic words are audience features', () => {
    const schools = [...sectorDocuments()].filter(
      ({ label, document }) =>
        label === 'Courses & Classes' &&
        [...featuresOf(document).keys()].some((feature) => feature.startsWith('a:')),
    );
    // Beyond its own trade pages (6 per language), 10 per language teach another trade.
    expect(schools.length).toBeGreaterThan(7 * 6);
  });
});
