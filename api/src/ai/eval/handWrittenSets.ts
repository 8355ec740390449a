import type { HandWrittenSet } from './handWrittenSet.ts';
import { HELDOUT_SET } from './heldout/loadHeldoutSet.ts';
import { HELDOUT2_SET } from './heldout2/loadHeldout2Set.ts';
import { HELDOUT3_SET } from './heldout3/loadHeldout3Set.ts';
import { HELDOUT4_SET } from './heldout4/loadHeldout4Set.ts';
import { HELDOUT5_SET } from './heldout5/loadHeldout5Set.ts';
import { INDEPENDENT_SET } from './independent/loadIndependentSet.ts';

/**
 * Every hand-written set, each named by its folder under `eval/`: the name `--set` takes, and a
 * folder nothing on the classifier's side may import. A new set is added here only.
 */
export const HAND_WRITTEN_SETS: readonly HandWrittenSet[] = [
  INDEPENDENT_SET,
  HELDOUT_SET,
  HELDOUT2_SET,
  HELDOUT3_SET,
  HELDOUT4_SET,
  HELDOUT5_SET,
];
