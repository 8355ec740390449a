import { isUtf8 } from 'node:buffer';
import type { CompactModel, PackedTable } from './compactModel.ts';
import type { NaiveBayesModel } from './naiveBayes.ts';

/**
 * The model file (`model.bin`, written by `npm run train:categorize`): the compact model's
 * numbers as little-endian binary tables, read into typed arrays with one copy each, and its
 * features as one UTF-8 block, newline-separated. Parsing the JSON form it replaced left
 * some 20 MB more resident memory behind, passing memory the process never gave back
 * (docs/categorisation-history.md, `modelbin`).
 *
 * Layout (every section starts on a multiple of 8 bytes, zero padded):
 *
 * - header, 64 bytes: magic `CATMODEL`; u32 version, classes, features, count entries,
 *   layer entries (0 without the layer), flags (1: the layer), class names' bytes, features'
 *   bytes; f64 alpha, vocabulary, the layer's weight (0 without it);
 * - f64 per class: log prior (-Infinity for a class without training pages), total, the
 *   layer's bias (with the layer only);
 * - per table (counts, then the layer's weights): entries per feature (u8 under 256
 *   classes, u16 otherwise), then each entry's class (u8 up to 256 classes, u16 otherwise,
 *   as `CompactModel` holds it), then each entry's value (i32);
 * - the class names, then the features, UTF-8, newline-separated.
 */
const MAGIC = 'CATMODEL';
const VERSION = 3;
const HEADER_BYTES = 64;
const HAS_LAYER = 1;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** A model as training makes it, held as scoring holds it (cross-validation's fold models). */
export function compactModel(model: NaiveBayesModel): CompactModel {
  // Own keys only: a feature named like an Object.prototype member ("constructor") is no
  // feature the model knows.
  const features = Object.keys(model.features);
  const classCount = model.classes.length;
  const compact: CompactModel = {
    classes: model.classes,
    // A class without training pages has a prior of -Infinity.
    logPrior: model.logPrior.map((value) => (Number.isFinite(value) ? value : -Infinity)),
    totals: model.totals,
    alpha: model.alpha,
    vocabulary: model.vocabulary,
    rows: new Map(features.map((feature, row) => [feature, row])),
    counts: packedTable(features, model.features, classCount),
  };
  const layer = model.logistic;
  if (!layer) return compact;
  const unknown = Object.keys(layer.features).find((feature) => !compact.rows.has(feature));
  // The layer is trained over naive Bayes' own features (training/logisticRegression.ts).
  if (unknown !== undefined) throw new Error(`Logistic feature unknown to the model: ${unknown}`);
  return {
    ...compact,
    logistic: {
      weight: layer.weight,
      bias: layer.bias,
      weights: packedTable(features, layer.features, classCount),
    },
  };
}

/** The model file's bytes for a model as training makes it (deterministic). */
export function modelFileBytes(model: NaiveBayesModel): Buffer {
  const compact = compactModel(model);
  const features = [...compact.rows.keys()];
  const classNames = textBlock(compact.classes, 'Class name');
  const featureText = textBlock(features, 'Feature');
  const classCount = compact.classes.length;
  if (classCount > 0xffff) throw new Error(`Model file: ${classCount} classes, at most 65535`);
  const layer = compact.logistic;
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(MAGIC, 0, 'latin1');
  [
    VERSION,
    classCount,
    features.length,
    compact.counts.values.length,
    layer?.weights.values.length ?? 0,
    layer ? HAS_LAYER : 0,
    classNames.length,
    featureText.length,
  ].forEach((value, index) => {
    header.writeUInt32LE(value, 8 + 4 * index);
  });
  header.writeDoubleLE(compact.alpha, 40);
  header.writeDoubleLE(compact.vocabulary, 48);
  header.writeDoubleLE(layer?.weight ?? 0, 56);
  const perClass = (values: readonly number[]) => {
    if (values.length !== classCount) throw new Error('Model file: one number per class expected');
    return numbers(values, 8, (bytes, value, at) => bytes.writeDoubleLE(value, at));
  };
  const sections = [
    header,
    perClass(compact.logPrior),
    perClass(compact.totals),
    ...(layer ? [perClass(layer.bias)] : []),
    ...tableSections(compact.counts, classCount),
    ...(layer ? tableSections(layer.weights, classCount) : []),
    classNames,
    featureText,
  ];
  return Buffer.concat(sections.map(padded));
}

/** The compact model a model file holds; throws on a file that is not one, or is cut short. */
export function readModelFile(bytes: Uint8Array): CompactModel {
  if (bytes.length < HEADER_BYTES || String.fromCharCode(...bytes.subarray(0, 8)) !== MAGIC) {
    throw new Error('Model file: not a categoriser model (run npm run train:categorize)');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (index: number) => view.getUint32(8 + 4 * index, true);
  const version = u32(0);
  if (version !== VERSION) {
    throw new Error(
      `Model file version ${version}, ${VERSION} expected: run npm run train:categorize`,
    );
  }
  const [classCount, featureCount, countEntries, layerEntries, flags, classBytes, featureBytes] = [
    1, 2, 3, 4, 5, 6, 7,
  ].map(u32) as [number, number, number, number, number, number, number];
  const hasLayer = (flags & HAS_LAYER) !== 0;
  const table = (entries: number) => [
    featureCount * sizeBytes(classCount),
    entries * labelBytes(classCount),
    entries * 4,
  ];
  const lengths = [
    HEADER_BYTES,
    classCount * 8,
    classCount * 8,
    ...(hasLayer ? [classCount * 8] : []),
    ...table(countEntries),
    ...(hasLayer ? table(layerEntries) : []),
    classBytes,
    featureBytes,
  ];
  const expected = lengths.reduce((sum, length) => sum + pad(length), 0);
  if (bytes.length !== expected) {
    throw new Error(
      `Model file: ${bytes.length} bytes where its header says ${expected} (truncated or corrupt; run npm run train:categorize)`,
    );
  }
  let at = HEADER_BYTES;
  const next = (length: number) => {
    const start = at;
    at += pad(length);
    return start;
  };
  const perClass = () => {
    const start = next(classCount * 8);
    return Array.from({ length: classCount }, (_, index) =>
      view.getFloat64(start + 8 * index, true),
    );
  };
  const readTable = (entries: number): PackedTable => {
    const sizeWidth = sizeBytes(classCount);
    const labelWidth = labelBytes(classCount);
    const sizes = unsigned(bytes, next(featureCount * sizeWidth), featureCount, sizeWidth);
    const labels = unsigned(bytes, next(entries * labelWidth), entries, labelWidth);
    const values = int32s(bytes, next(entries * 4), entries);
    return checkedTable(sizes, labels, values, classCount);
  };
  const logPrior = perClass();
  const totals = perClass();
  const bias = hasLayer ? perClass() : [];
  const counts = readTable(countEntries);
  const weights = hasLayer ? readTable(layerEntries) : undefined;
  const classes = lines(bytes, next(classBytes), classBytes, classCount, 'class names');
  const features = lines(bytes, at, featureBytes, featureCount, 'features');
  const rows = new Map<string, number>();
  for (let row = 0; row < featureCount; row++) rows.set(features[row] as string, row);
  if (rows.size !== featureCount) throw new Error('Model file: a feature is listed twice');
  const model: CompactModel = {
    classes,
    logPrior,
    totals,
    alpha: view.getFloat64(40, true),
    vocabulary: view.getFloat64(48, true),
    rows,
    counts,
  };
  if (!weights) return model;
  return { ...model, logistic: { weight: view.getFloat64(56, true), bias, weights } };
}

/** `table`'s entries in `features`' order; a feature it lacks has none. */
function packedTable(
  features: readonly string[],
  table: Record<string, number[]>,
  classCount: number,
): PackedTable {
  const sizes: number[] = [];
  const labels: number[] = [];
  const values: number[] = [];
  for (const feature of features) {
    const entry = Object.hasOwn(table, feature) ? (table[feature] ?? []) : [];
    sizes.push(entry.length / 2);
    for (let position = 0; position < entry.length; position += 2) {
      labels.push(entry[position] as number);
      values.push(entry[position + 1] as number);
    }
  }
  const offsets = new Uint32Array(features.length + 1);
  for (let row = 0; row < features.length; row++) {
    offsets[row + 1] = (offsets[row] as number) + (sizes[row] as number);
  }
  if (offsets[features.length] !== labels.length) {
    throw new Error('Model file: the sizes do not add up to the entries');
  }
  return {
    offsets,
    labels: checkedLabels(labels, classCount),
    values: checkedValues(values),
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

/** Read back: offsets from the sizes, which must add up, and every class in range. */
function checkedTable(
  sizes: Uint8Array | Uint16Array,
  labels: Uint8Array | Uint16Array,
  values: Int32Array,
  classCount: number,
): PackedTable {
  const offsets = new Uint32Array(sizes.length + 1);
  for (let row = 0; row < sizes.length; row++) {
    offsets[row + 1] = (offsets[row] as number) + (sizes[row] as number);
  }
  if (offsets[sizes.length] !== labels.length) {
    throw new Error('Model file: the sizes do not add up to the entries (corrupt)');
  }
  for (const label of labels) {
    if (label >= classCount) throw new Error(`Model file: class ${label} out of range (corrupt)`);
  }
  return { offsets, labels, values };
}

/** Bytes per class index: as `checkedLabels` holds them. */
function labelBytes(classCount: number): 1 | 2 {
  return classCount <= 256 ? 1 : 2;
}

/** Bytes per feature's number of entries, at most one per class. */
function sizeBytes(classCount: number): 1 | 2 {
  return classCount < 256 ? 1 : 2;
}

/** A table's three sections: entries per feature, their classes, their values. */
function tableSections(table: PackedTable, classCount: number): Buffer[] {
  const rows = table.offsets.length - 1;
  const sizes = Array.from(
    { length: rows },
    (_, row) => (table.offsets[row + 1] as number) - (table.offsets[row] as number),
  );
  const most = Math.max(0, ...sizes);
  if (most > classCount) throw new Error(`Model file: ${most} entries for one feature`);
  return [
    unsignedBytes(sizes, sizeBytes(classCount)),
    unsignedBytes([...table.labels], labelBytes(classCount)),
    numbers([...table.values], 4, (bytes, value, at) => bytes.writeInt32LE(value, at)),
  ];
}

function unsignedBytes(values: readonly number[], width: 1 | 2): Buffer {
  return width === 1
    ? Buffer.from(values)
    : numbers(values, 2, (bytes, value, at) => bytes.writeUInt16LE(value, at));
}

function numbers(
  values: readonly number[],
  width: number,
  write: (bytes: Buffer, value: number, at: number) => void,
): Buffer {
  const bytes = Buffer.alloc(values.length * width);
  values.forEach((value, index) => {
    write(bytes, value, index * width);
  });
  return bytes;
}

/** Newline-separated UTF-8; a name holding a newline could not be read back. */
function textBlock(names: readonly string[], what: string): Buffer {
  const bad = names.find((name) => name.includes('\n'));
  if (bad !== undefined) throw new Error(`${what} holds a newline: ${JSON.stringify(bad)}`);
  return Buffer.from(names.join('\n'), 'utf8');
}

function pad(length: number): number {
  return Math.ceil(length / 8) * 8;
}

function padded(bytes: Buffer): Buffer {
  const length = pad(bytes.length);
  return length === bytes.length
    ? bytes
    : Buffer.concat([bytes, Buffer.alloc(length - bytes.length)]);
}

/** One copy of `count` unsigned integers of `width` bytes at `at`. */
function unsigned(
  bytes: Uint8Array,
  at: number,
  count: number,
  width: 1 | 2,
): Uint8Array | Uint16Array {
  if (width === 1) return new Uint8Array(copyOf(bytes, at, count));
  if (LITTLE_ENDIAN) return new Uint16Array(copyOf(bytes, at, count * 2));
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, count * 2);
  return Uint16Array.from({ length: count }, (_, index) => view.getUint16(index * 2, true));
}

function int32s(bytes: Uint8Array, at: number, count: number): Int32Array {
  if (LITTLE_ENDIAN) return new Int32Array(copyOf(bytes, at, count * 4));
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, count * 4);
  return Int32Array.from({ length: count }, (_, index) => view.getInt32(index * 4, true));
}

function copyOf(bytes: Uint8Array, at: number, length: number): ArrayBuffer {
  const start = bytes.byteOffset + at;
  return (bytes.buffer as ArrayBuffer).slice(start, start + length);
}

/**
 * The block's names, each decoded on its own: decoding the block whole and splitting it would
 * make every name a two-byte string once one name is outside Latin-1 (16 of the features
 * are), some 3 MB more heap.
 */
function lines(bytes: Uint8Array, at: number, length: number, count: number, what: string) {
  const block = Buffer.from(bytes.buffer, bytes.byteOffset + at, length);
  if (!isUtf8(block)) throw new Error(`Model file: its ${what} are not UTF-8 (corrupt)`);
  const names: string[] = [];
  if (count === 0 && length === 0) return names;
  let start = 0;
  for (let end = block.indexOf(NEWLINE); end >= 0; end = block.indexOf(NEWLINE, start)) {
    names.push(block.toString('utf8', start, end));
    start = end + 1;
  }
  names.push(block.toString('utf8', start));
  if (names.length !== count) {
    throw new Error(`Model file: ${names.length} ${what} where its header says ${count} (corrupt)`);
  }
  return names;
}

const NEWLINE = 0x0a;
