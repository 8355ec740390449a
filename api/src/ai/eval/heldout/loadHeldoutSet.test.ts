import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT_SET } from './loadHeldoutSet.ts';

// Checks the set and its wiring, never the classifier: the held-out set is only ever scored.
describeHandWrittenSet(HELDOUT_SET, { minSubcategories: 130 });
