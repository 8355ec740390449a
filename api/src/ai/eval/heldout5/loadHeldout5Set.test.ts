import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT5_SET } from './loadHeldout5Set.ts';

// Checks the set and its wiring, never the classifier: the sixth set is only ever scored.
describeHandWrittenSet(HELDOUT5_SET, { minSubcategories: 176 });
