import { Random } from '../../eval/realistic/random.ts';
import type { LogisticLayer, NaiveBayesModel } from '../learned/naiveBayes.ts';
import { LOGISTIC_SCALE, logisticInput } from '../learned/naiveBayes.ts';
import type { TrainingDocument } from './trainingPage.ts';

/**
 * Weights below 0.03 are left out: on a page's unit-length input (each value at most 1, most
 * under 0.2) at the layer's weight of 2 they move a class's score by at most 0.05. Dropping
 * them keeps the model file within its few MB (18,000 of 177,000 weights; the cross-validated
 * figures at two fold seeds did not change by a page).
 */
const MIN_KEPT = 3;

export interface LogisticOptions {
  /** How much the layer's scores count beside naive Bayes' (0: naive Bayes alone). */
  weight: number;
  epochs?: number;
  rate?: number;
  l2?: number;
  seed?: number;
}

/**
 * A multinomial logistic regression (softmax, L2, plain SGD) over the naive Bayes model's own
 * features, learned on the same training texts: naive Bayes counts every feature as independent
 * evidence, so a page full of its customers' trade words outvotes the few that say what it
 * does; a discriminative layer learns how much each feature tells apart. Each feature weighs
 * only the classes it was counted for (naive Bayes' support), which keeps the layer as large as
 * the model. Deterministic: a fixed seed shuffles the texts.
 */
export function trainLogisticLayer(
  documents: readonly TrainingDocument[],
  model: NaiveBayesModel,
  options: LogisticOptions,
): LogisticLayer {
  const epochs = options.epochs ?? 12;
  const rate = options.rate ?? 4;
  const l2 = options.l2 ?? 1e-6;
  const random = new Random(options.seed ?? 35);
  const index = new Map(model.classes.map((name, position) => [name, position]));
  const classCount = model.classes.length;
  const support = new Map<string, Int32Array>();
  const weights = new Map<string, Float64Array>();
  for (const [feature, entry] of Object.entries(model.features)) {
    const labels = new Int32Array(entry.length / 2);
    for (let position = 0; position < entry.length; position += 2) {
      labels[position / 2] = entry[position] as number;
    }
    support.set(feature, labels);
    weights.set(feature, new Float64Array(labels.length));
  }
  const bias = new Float64Array(classCount);
  const scores = new Float64Array(classCount);
  let step = 0;
  const total = epochs * documents.length;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const document of random.shuffle(documents)) {
      const label = index.get(document.label);
      if (label === undefined) continue;
      const { inputs, importance } = logisticInput(document.features, (feature) =>
        support.has(feature),
      );
      if (inputs.length === 0) continue;
      scores.set(bias);
      for (const [feature, value] of inputs) {
        const labels = support.get(feature)!;
        const featureWeights = weights.get(feature)!;
        for (let k = 0; k < labels.length; k++) scores[labels[k]!]! += value * featureWeights[k]!;
      }
      let top = Number.NEGATIVE_INFINITY;
      for (let c = 0; c < classCount; c++) if (scores[c]! > top) top = scores[c]!;
      let sum = 0;
      for (let c = 0; c < classCount; c++) {
        scores[c] = Math.exp(scores[c]! - top);
        sum += scores[c]!;
      }
      // Linearly decaying rate: the last passes settle instead of chasing the last texts seen.
      const eta = (rate * (1 - step / total) + rate * 0.01) * importance;
      step++;
      for (let c = 0; c < classCount; c++) {
        const gradient = scores[c]! / sum - (c === label ? 1 : 0);
        bias[c]! -= eta * gradient * 0.1;
        scores[c] = gradient;
      }
      for (const [feature, value] of inputs) {
        const labels = support.get(feature)!;
        const featureWeights = weights.get(feature)!;
        for (let k = 0; k < labels.length; k++) {
          const w = featureWeights[k]!;
          featureWeights[k] = w - eta * (scores[labels[k]!]! * value + l2 * w);
        }
      }
    }
  }
  const features: Record<string, number[]> = {};
  for (const [feature, labels] of support) {
    const featureWeights = weights.get(feature)!;
    const entry: number[] = [];
    labels.forEach((label, k) => {
      const rounded = Math.round(featureWeights[k]! * LOGISTIC_SCALE);
      if (Math.abs(rounded) >= MIN_KEPT) entry.push(label, rounded);
    });
    if (entry.length > 0) features[feature] = entry;
  }
  return {
    weight: options.weight,
    bias: [...bias].map((value) => Math.round(value * LOGISTIC_SCALE)),
    features,
  };
}
