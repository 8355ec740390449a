import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT6_SET } from './loadHeldout6Set.ts';

// Checks the set and its wiring, never the classifier: the seventh set is only ever scored.
describeHandWrittenSet(HELDOUT6_SET, { minSubcategories: 173 });
