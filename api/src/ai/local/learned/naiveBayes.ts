/**
 * A multinomial naive Bayes model over weighted features, stored sparsely: per feature, the
 * classes it was seen with and its weighted count there. Classes are subcategory names, and
 * `NONE` for pages that say nothing about a company. This is training's form; the model file
 * and scoring hold it compact (`modelFile.ts`, `compactModel.ts`).
 */
export const NONE = '';

export interface NaiveBayesModel {
  version: 1;
  classes: string[];
  logPrior: number[];
  /** Weighted feature total per class. */
  totals: number[];
  alpha: number;
  /** How many features the model knows (for smoothing). */
  vocabulary: number;
  /** feature → [classIndex, count × 100, classIndex, count × 100, …] */
  features: Record<string, number[]>;
  /** A discriminative layer added to the scores (`training/logisticRegression.ts`), if any. */
  logistic?: LogisticLayer;
}

/**
 * Logistic regression weights over the model's features, × `LOGISTIC_SCALE`: feature → [class,
 * w, …]. Two decimals: the layer's weights are mostly 0.05–2, and a third decimal made the model
 * file 0.6 MB larger without changing a cross-validated page.
 */
export const LOGISTIC_SCALE = 100;

export interface LogisticLayer {
  weight: number;
  bias: number[];
  features: Record<string, number[]>;
}

/**
 * The layer's input for a page: its known features scaled to unit length (a long page is not
 * more certain than a short one), and how much the page weighs (development pages carry their
 * five-fold weight in their feature values; a generated page's total is at most ~60).
 */
export function logisticInput(
  features: Map<string, number>,
  isKnown: (feature: string) => boolean,
): { inputs: Array<[string, number]>; importance: number } {
  const inputs: Array<[string, number]> = [];
  let squares = 0;
  let sum = 0;
  for (const [feature, value] of features) {
    if (!isKnown(feature) || value <= 0) continue;
    inputs.push([feature, value]);
    squares += value * value;
    sum += value;
  }
  const norm = Math.sqrt(squares) || 1;
  for (const input of inputs) input[1] /= norm;
  return { inputs, importance: Math.min(5, Math.max(1, sum / 80)) };
}

/**
 * Total weight below which a feature is dropped. 1.0 rather than 0.5 since the sector words
 * were added: the same accuracy on the evaluation set's train split with a third fewer
 * features, which keeps the loaded model within the server's memory budget.
 */
const MIN_FEATURE_WEIGHT = 1;

export function trainNaiveBayes(
  documents: Iterable<{ label: string; features: Map<string, number> }>,
  classes: string[],
  options: { alpha?: number; maxClassShare?: number; minWeight?: number } = {},
): NaiveBayesModel {
  const alpha = options.alpha ?? 0.2;
  const minWeight = options.minWeight ?? MIN_FEATURE_WEIGHT;
  const maxClasses = Math.ceil((options.maxClassShare ?? 0.12) * classes.length);
  const index = new Map(classes.map((name, position) => [name, position]));
  const docCounts = new Array<number>(classes.length).fill(0);
  const totals = new Array<number>(classes.length).fill(0);
  const counts = new Map<string, Map<number, number>>();
  for (const document of documents) {
    const label = index.get(document.label);
    if (label === undefined) throw new Error(`Unknown class: ${document.label}`);
    docCounts[label]!++;
    for (const [feature, weight] of document.features) {
      const perClass = counts.get(feature) ?? new Map<number, number>();
      perClass.set(label, (perClass.get(label) ?? 0) + weight);
      counts.set(feature, perClass);
    }
  }
  const documentsTotal = docCounts.reduce((a, b) => a + b, 0);
  const kept: Array<[string, Map<number, number>]> = [];
  for (const [feature, perClass] of counts) {
    const sum = [...perClass.values()].reduce((a, b) => a + b, 0);
    // A feature seen once or twice, faintly, is noise that would only make the model larger; one
    // seen with many classes (a city, "welcome", "our team") tells none of them apart, and
    // its uneven spread over few training pages would only add chance.
    // Claims (`claim:hours`) are kept however many classes share them: "opening hours" is said
    // by every shop and restaurant, and its absence from software pages is what it tells.
    const shared = perClass.size > maxClasses && !feature.startsWith('claim:');
    if (sum < minWeight || shared) continue;
    kept.push([feature, perClass]);
    for (const [label, count] of perClass) totals[label]! += count;
  }
  // Every class is scaled to the same total weight: a class with more training text (the
  // sellers to other trades, pages that say nothing) would otherwise lose every word it shares
  // with a smaller class, and small classes would win on common words alone.
  const target = median(totals.filter((total) => total > 0));
  const scale = totals.map((total) => (total > 0 ? target / total : 0));
  const features: Record<string, number[]> = {};
  for (const [feature, perClass] of kept) {
    features[feature] = [...perClass].flatMap(([label, count]) => [
      label,
      Math.round(count * (scale[label] ?? 0) * 100),
    ]);
  }
  return {
    version: 1,
    classes,
    // Flat priors: the catalogue's trades are not as evenly common as the training pages are,
    // but no one measured how common each is, so none is favoured.
    logPrior: docCounts.map((count) => (count > 0 ? Math.log(1 / classes.length) : -Infinity)),
    totals: totals.map((total) => (total > 0 ? Math.round(target * 100) / 100 : 0)),
    alpha,
    vocabulary: documentsTotal > 0 ? Object.keys(features).length : 0,
    features,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
