import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT2_SET } from './loadHeldout2Set.ts';

// Checks the set and its wiring, never the classifier: the third set is only ever scored.
describeHandWrittenSet(HELDOUT2_SET, { minSubcategories: 170 });
