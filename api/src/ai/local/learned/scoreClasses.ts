import type { CompactModel } from './compactModel.ts';
import { LOGISTIC_SCALE, logisticInput } from './naiveBayes.ts';

/** Log-likelihood score per class for one document's features (unknown features ignored). */
export function scoreClasses(model: CompactModel, features: Map<string, number>): number[] {
  const vocabulary = model.vocabulary;
  const logAlpha = Math.log(model.alpha);
  const { offsets, labels, values } = model.counts;
  let known = 0;
  const scores = model.totals.map(() => 0);
  for (const [feature, weight] of features) {
    const row = model.rows.get(feature);
    if (row === undefined) continue;
    known += weight;
    const end = offsets[row + 1] as number;
    for (let at = offsets[row] as number; at < end; at++) {
      const count = (values[at] as number) / 100;
      scores[labels[at] as number]! += weight * (Math.log(count + model.alpha) - logAlpha);
    }
  }
  const combined = scores.map(
    (score, label) =>
      score +
      (model.logPrior[label] ?? -Infinity) +
      known * (logAlpha - Math.log((model.totals[label] ?? 0) + model.alpha * vocabulary)),
  );
  const layer = model.logistic;
  if (!layer || layer.weight === 0) return combined;
  const logits = layer.bias.map((value) => value / LOGISTIC_SCALE);
  const weights = layer.weights;
  // Scaled over every feature the model knows, as in training; features whose weights were
  // all pruned to 0 still count in the page's length.
  for (const [feature, value] of logisticInput(features, (name) => model.rows.has(name)).inputs) {
    const row = model.rows.get(feature) as number;
    const end = weights.offsets[row + 1] as number;
    for (let at = weights.offsets[row] as number; at < end; at++) {
      logits[weights.labels[at] as number]! +=
        (value * (weights.values[at] as number)) / LOGISTIC_SCALE;
    }
  }
  return combined.map((score, label) => score + layer.weight * (logits[label] ?? 0));
}
