import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { INDEPENDENT_SET } from './loadIndependentSet.ts';

// Checks the set and its wiring, never the classifier: the set is only ever scored.
describeHandWrittenSet(INDEPENDENT_SET, { minSubcategories: 100 });
