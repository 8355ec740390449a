/**
 * Per-feature entries of one table, packed: feature row `r` owns entries `offsets[r]` to
 * `offsets[r + 1]`, each a class index and a whole number (a count × 100, a weight ×
 * `LOGISTIC_SCALE`), in the order the model file lists them, so sums add up in the same order.
 */
export interface PackedTable {
  offsets: Uint32Array;
  labels: Uint8Array | Uint16Array;
  values: Int32Array;
}

/**
 * The model as scoring holds it (`modelFile.ts` builds it). Training's form, two objects of
 * ~90,000 keys whose values are small arrays, took 26 MB of heap once loaded; one `Map` from
 * feature to row and typed arrays for the entries hold the same numbers in ~8 MB
 * (docs/categorisation-history.md, `modelmemory`).
 */
export interface CompactModel {
  classes: readonly string[];
  logPrior: readonly number[];
  totals: readonly number[];
  alpha: number;
  vocabulary: number;
  /** Naive Bayes' features → their row in `counts` and in the layer's `weights`. */
  rows: ReadonlyMap<string, number>;
  /** Weighted counts × 100. */
  counts: PackedTable;
  logistic?: { weight: number; bias: readonly number[]; weights: PackedTable };
}
