import { describe, expect, it } from 'vitest';
import { compactModel } from '../learned/modelFile.ts';
import { type NaiveBayesModel, NONE, trainNaiveBayes } from '../learned/naiveBayes.ts';
import { scoreClasses as scoreCompact } from '../learned/scoreClasses.ts';
import { trainLogisticLayer } from './logisticRegression.ts';

const page = (label: string, words: Record<string, number>) => ({
  label,
  features: new Map(Object.entries(words)),
});

/**
 * Software sellers name their customers' trade far more often than their own: naive Bayes,
 * counting every word as independent evidence, reads such a page as the customer; the layer
 * learns that "booking" beside "restaurant" means the seller.
 */
const texts = [
  ...Array.from({ length: 20 }, () => page('Restaurants', { restaurant: 3, menu: 2, dinner: 1 })),
  ...Array.from({ length: 20 }, () => page('Software', { software: 2, booking: 2, cloud: 1 })),
  ...Array.from({ length: 6 }, () => page('Software', { restaurant: 4, booking: 1 })),
  ...Array.from({ length: 4 }, () => page(NONE, { cookies: 2, privacy: 2 })),
];
const classes = ['Restaurants', 'Software', NONE];
const scoreClasses = (model: NaiveBayesModel, features: Map<string, number>) =>
  scoreCompact(compactModel(model), features);

describe('trainLogisticLayer', () => {
  it('is deterministic: the same texts give the same weights', () => {
    const model = trainNaiveBayes(texts, classes, { maxClassShare: 1 });
    const options = { weight: 1, epochs: 5, rate: 1 };
    expect(trainLogisticLayer(texts, model, options)).toEqual(
      trainLogisticLayer(texts, model, options),
    );
  });

  it("moves a seller's page that names its customers towards the seller", () => {
    const model = trainNaiveBayes(texts, classes, { maxClassShare: 1 });
    const seller = new Map([
      ['restaurant', 4],
      ['booking', 1],
    ]);
    const margin = (scores: number[]) => (scores[1] ?? 0) - (scores[0] ?? 0);
    const before = margin(scoreClasses(model, seller));
    const layer = trainLogisticLayer(texts, model, { weight: 1, epochs: 10, rate: 2 });
    const after = margin(scoreClasses({ ...model, logistic: layer }, seller));
    expect(after).toBeGreaterThan(before + 1);
  });

  it('adds nothing at weight 0', () => {
    const model = trainNaiveBayes(texts, classes, { maxClassShare: 1 });
    const layer = trainLogisticLayer(texts, model, { weight: 0 });
    const features = new Map([['menu', 2]]);
    expect(scoreClasses({ ...model, logistic: layer }, features)).toEqual(
      scoreClasses(model, features),
    );
  });
});
