import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITES_DIR } from '../../eval/fixtureServer.ts';
import { FIXTURES } from '../../eval/fixtures/labels.ts';
import { EVALUATION_SET, generatePages } from '../../eval/realistic/generate.ts';
import { fromPage } from '../training/trainingDocuments.ts';
import { trainingPage } from '../training/trainingPage.ts';
import { trainModel } from '../training/trainModel.ts';
import { compactModel, modelFileBytes, readModelFile } from './modelFile.ts';
import { LOGISTIC_SCALE, type NaiveBayesModel } from './naiveBayes.ts';
import { scoreClasses } from './scoreClasses.ts';

/**
 * Scoring as it was over the model file's own form (objects of arrays), kept as the reference
 * the compact form must match: same sums in the same order, so the same floating-point scores.
 */
function plainScores(model: NaiveBayesModel, features: Map<string, number>): number[] {
  const logAlpha = Math.log(model.alpha);
  const known = (feature: string) => Object.hasOwn(model.features, feature);
  let knownWeight = 0;
  const scores = model.totals.map(() => 0);
  for (const [feature, weight] of features) {
    if (!known(feature)) continue;
    const entry = model.features[feature] ?? [];
    knownWeight += weight;
    for (let position = 0; position < entry.length; position += 2) {
      const count = (entry[position + 1] ?? 0) / 100;
      scores[entry[position] ?? 0]! += weight * (Math.log(count + model.alpha) - logAlpha);
    }
  }
  const combined = scores.map(
    (score, label) =>
      score +
      (model.logPrior[label] ?? -Infinity) +
      knownWeight *
        (logAlpha - Math.log((model.totals[label] ?? 0) + model.alpha * model.vocabulary)),
  );
  const layer = model.logistic;
  if (!layer || layer.weight === 0) return combined;
  const logits = layer.bias.map((value) => value / LOGISTIC_SCALE);
  const inputs = [...features].filter(([feature, value]) => known(feature) && value > 0);
  const norm = Math.sqrt(inputs.reduce((sum, [, value]) => sum + value * value, 0)) || 1;
  for (const [feature, value] of inputs) {
    const entry = layer.features[feature] ?? [];
    for (let position = 0; position < entry.length; position += 2) {
      logits[entry[position] ?? 0]! +=
        ((value / norm) * (entry[position + 1] ?? 0)) / LOGISTIC_SCALE;
    }
  }
  return combined.map((score, label) => score + layer.weight * (logits[label] ?? 0));
}

const generated = generatePages(EVALUATION_SET).filter((page) => page.split === 'train');
/** Hand-written pages (the tuning fixtures) and generated ones the small model never saw. */
const pagesToScore = [
  ...FIXTURES.filter(([, , , split]) => split === 'tuning')
    .slice(0, 25)
    .map(([domain, name, subcategory]) => ({
      html: readFileSync(path.join(SITES_DIR, `${domain}.html`), 'utf8'),
      domain,
      name,
      subcategory,
    })),
  ...generated.slice(200, 225),
].map((page) => trainingPage(page).features);

describe('the compact model', () => {
  it("scores exactly as training's form does, naive Bayes and logistic layer", () => {
    const model = trainModel(generated.slice(0, 200).map(fromPage), {
      logistic: { weight: 2, epochs: 3 },
    });
    expect(model.logistic).toBeDefined();
    const compact = compactModel(model);
    for (const features of pagesToScore) {
      expect(scoreClasses(compact, features)).toEqual(plainScores(model, features));
    }
  });

  it('reads back from its binary file as the same compact model, with the same scores', () => {
    const model = trainModel(generated.slice(0, 100).map(fromPage), {
      logistic: { weight: 2, epochs: 2 },
    });
    const bytes = modelFileBytes(model);
    expect(modelFileBytes(model).equals(bytes)).toBe(true);
    // Read from an offset in a larger buffer, as a pooled Buffer may be.
    const shifted = Buffer.concat([Buffer.alloc(3), bytes]).subarray(3);
    const read = readModelFile(shifted);
    expect(read).toEqual(compactModel(model));
    for (const features of pagesToScore) {
      expect(scoreClasses(read, features)).toEqual(plainScores(model, features));
    }
  });

  it('reads back a model without the logistic layer', () => {
    const model = trainModel(generated.slice(0, 20).map(fromPage), { logistic: { weight: 0 } });
    expect(model.logistic).toBeUndefined();
    expect(readModelFile(modelFileBytes(model))).toEqual(compactModel(model));
  });

  it('throws a clear error on a truncated, corrupt or foreign file', () => {
    const model = trainModel(generated.slice(0, 20).map(fromPage), {
      logistic: { weight: 2, epochs: 1 },
    });
    const bytes = modelFileBytes(model);
    expect(() => readModelFile(bytes.subarray(0, bytes.length - 100))).toThrow(
      /Model file: \d+ bytes where its header says \d+/,
    );
    expect(() => readModelFile(bytes.subarray(0, 10))).toThrow(/not a categoriser model/);
    expect(() => readModelFile(Buffer.from('{"version":2}'))).toThrow(/not a categoriser model/);
    const newer = Buffer.from(bytes);
    newer.writeUInt32LE(4, 8);
    expect(() => readModelFile(newer)).toThrow(/version 4, 3 expected/);
    // More features in the header than the file holds.
    const counted = Buffer.from(bytes);
    counted.writeUInt32LE(counted.readUInt32LE(16) + 1, 16);
    expect(() => readModelFile(counted)).toThrow(/Model file: /);
    // After the 64-byte header and three numbers per class, the first table: a byte per
    // feature (its entries' count), padded to 8, then a byte per entry (its class).
    const sizesAt = 64 + 3 * 8 * model.classes.length;
    const labelsAt = sizesAt + Math.ceil(Object.keys(model.features).length / 8) * 8;
    const badClass = Buffer.from(bytes);
    badClass[labelsAt] = 255;
    expect(() => readModelFile(badClass)).toThrow(/class 255 out of range/);
    // Sizes that no longer add up to the entries.
    const badSize = Buffer.from(bytes);
    badSize[sizesAt] = (badSize[sizesAt] ?? 0) + 1;
    expect(() => readModelFile(badSize)).toThrow(/sizes do not add up/);
  });

  it('refuses to write a feature holding a newline', () => {
    const model = trainModel(generated.slice(0, 20).map(fromPage), { logistic: { weight: 0 } });
    model.features['two\nlines'] = [0, 100];
    expect(() => modelFileBytes(model)).toThrow(/Feature holds a newline/);
  });

  it('knows no feature named like an object member', () => {
    const model = trainModel(generated.slice(0, 20).map(fromPage), { logistic: { weight: 0 } });
    const page = new Map([['constructor', 3]]);
    expect(compactModel(model).rows.has('constructor')).toBe(false);
    expect(scoreClasses(compactModel(model), page)).toEqual(
      scoreClasses(compactModel(model), new Map()),
    );
  });
});
