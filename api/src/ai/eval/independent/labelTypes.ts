import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/** A label of the independent set: the same shape as every hand-written set's. */
export type IndependentLabel = HandWrittenLabel;
