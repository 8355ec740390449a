import type { CompactModel, PackedTable } from './compactModel.ts';
import type { NaiveBayesModel } from './naiveBayes.ts';

/**
 * The model file's form (`model.json`, written by `npm run train:categorize`): the compact
 * model's tables as plain arrays, each feature's number of entries in place of offsets. A few
 * long arrays parse in a third of the time, and with half the passing memory, of the ~90,000
 * small arrays the file held before (docs/categorisation-history.md, `modelmemory`).
 */
export interface ModelFile {
  version: 2;
  classes: string[];
  /** null where JSON wrote -Infinity (a class without training pages). */
  logPrior: Array<number | null>;
  totals: number[];
  alpha: number;
  vocabulary: number;
  /** The features, in the tables' row order. */
  features: string[];
  counts: TableFile;
  logistic?: { weight: number; bias: number[]; weights: TableFile };
}

interface TableFile {
  /** Entries per feature. */
  sizes: number[];
  labels: number[];
  values: number[];
}

/** The file form of a model as training makes it. */
export function modelFileOf(model: NaiveBayesModel): ModelFile {
  // Own keys only: a feature named like an Object.prototype member ("constructor") is no
  // feature the model knows.
  const features = Object.keys(model.features);
  const file: ModelFile = {
    version: 2,
    classes: model.classes,
    logPrior: model.logPrior.map((value) => (Number.isFinite(value) ? value : null)),
    totals: model.totals,
    alpha: model.alpha,
    vocabulary: model.vocabulary,
    features,
    counts: tableFile(features, model.features),
  };
  const layer = model.logistic;
  if (!layer) return file;
  const known = new Set(features);
  const unknown = Object.keys(layer.features).find((feature) => !known.has(feature));
  // The layer is trained over naive Bayes' own features (training/logisticRegression.ts).
  if (unknown !== undefined) throw new Error(`Logistic feature unknown to the model: ${unknown}`);
  return {
    ...file,
    logistic: {
      weight: layer.weight,
      bias: layer.bias,
      weights: tableFile(features, layer.features),
    },
  };
}

/** A model as training makes it, held as scoring holds it (cross-validation's fold models). */
export function compactModel(model: NaiveBayesModel): CompactModel {
  return fromModelFile(modelFileOf(model));
}

export function fromModelFile(file: ModelFile): CompactModel {
  if (file.version !== 2) {
    throw new Error(`Model file version ${file.version}: run npm run train:categorize`);
  }
  const classCount = file.classes.length;
  const model: CompactModel = {
    classes: file.classes,
    logPrior: file.logPrior.map((value) => value ?? Number.NEGATIVE_INFINITY),
    totals: file.totals,
    alpha: file.alpha,
    vocabulary: file.vocabulary,
    rows: new Map(file.features.map((feature, row) => [feature, row])),
    counts: packedTable(file.counts, file.features.length, classCount),
  };
  const layer = file.logistic;
  if (!layer) return model;
  return {
    ...model,
    logistic: {
      weight: layer.weight,
      bias: layer.bias,
      weights: packedTable(layer.weights, file.features.length, classCount),
    },
  };
}

/** `table`'s entries in `features`' order; a feature it lacks has none. */
function tableFile(features: readonly string[], table: Record<string, number[]>): TableFile {
  const file: TableFile = { sizes: [], labels: [], values: [] };
  for (const feature of features) {
    const entry = Object.hasOwn(table, feature) ? (table[feature] ?? []) : [];
    file.sizes.push(entry.length / 2);
    for (let position = 0; position < entry.length; position += 2) {
      file.labels.push(entry[position] as number);
      file.values.push(entry[position + 1] as number);
    }
  }
  return file;
}

function packedTable(table: TableFile, rows: number, classCount: number): PackedTable {
  if (table.sizes.length !== rows) throw new Error('Model file: one size per feature expected');
  const offsets = new Uint32Array(rows + 1);
  for (let row = 0; row < rows; row++) {
    offsets[row + 1] = (offsets[row] as number) + (table.sizes[row] as number);
  }
  const size = offsets[rows] as number;
  if (table.labels.length !== size || table.values.length !== size) {
    throw new Error('Model file: the sizes do not add up to the entries');
  }
  return {
    offsets,
    labels: checkedLabels(table.labels, classCount),
    values: checkedValues(table.values),
  };
}

// Typed arrays would wrap or truncate a bad number silently, and change a score.
function checkedLabels(labels: number[], classCount: number): Uint8Array | Uint16Array {
  const bad = labels.find((label) => !Number.isInteger(label) || label < 0 || label >= classCount);
  if (bad !== undefined) throw new Error(`Model file: class ${bad} out of range`);
  return classCount <= 256 ? Uint8Array.from(labels) : Uint16Array.from(labels);
}

function checkedValues(values: number[]): Int32Array {
  const bad = values.find((value) => !Number.isInteger(value) || value !== (value | 0));
  if (bad !== undefined) throw new Error(`Model file: ${bad} is not a 32-bit whole number`);
  return Int32Array.from(values);
}
