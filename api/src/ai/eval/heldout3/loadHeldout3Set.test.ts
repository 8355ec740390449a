import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT3_SET } from './loadHeldout3Set.ts';

// Checks the set and its wiring, never the classifier: the fourth set is only ever scored.
describeHandWrittenSet(HELDOUT3_SET, { minSubcategories: 187 });
