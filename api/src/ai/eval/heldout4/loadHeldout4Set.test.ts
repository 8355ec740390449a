import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT4_SET } from './loadHeldout4Set.ts';

// Checks the set and its wiring, never the classifier: the fifth set is only ever scored.
describeHandWrittenSet(HELDOUT4_SET, { minSubcategories: 180 });
