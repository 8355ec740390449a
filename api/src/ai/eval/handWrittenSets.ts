import { DEVELOPMENT_SETS } from './developmentSets.ts';
import type { HandWrittenSet } from './handWrittenSet.ts';
import { HELDOUT4_SET } from './heldout4/loadHeldout4Set.ts';
import { HELDOUT5_SET } from './heldout5/loadHeldout5Set.ts';
import { HELDOUT6_SET } from './heldout6/loadHeldout6Set.ts';
import { HELDOUT7_SET } from './heldout7/loadHeldout7Set.ts';
import { HELDOUT8_SET } from './heldout8/loadHeldout8Set.ts';
import { HELDOUT9_SET } from './heldout9/loadHeldout9Set.ts';

/**
 * Every hand-written set, each named by its folder under `eval/`: the name `--set` takes, and a
 * folder nothing on the classifier's side may import. A new set is added here only (and to
 * `developmentSets.ts` once it is demoted and marked `development`).
 */
export const HAND_WRITTEN_SETS: readonly HandWrittenSet[] = [
  ...DEVELOPMENT_SETS,
  HELDOUT4_SET,
  HELDOUT5_SET,
  HELDOUT6_SET,
  HELDOUT7_SET,
  HELDOUT8_SET,
  HELDOUT9_SET,
];
