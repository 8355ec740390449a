import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT7_SET } from './loadHeldout7Set.ts';

// Checks the set and its wiring, never the classifier: the eighth set is only ever scored.
describeHandWrittenSet(HELDOUT7_SET, { minSubcategories: 176 });
