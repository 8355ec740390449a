import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT6_SET } from './loadHeldout6Set.ts';

// Checks the set and its wiring, never the classifier: the seventh set's figures come from `--set heldout6` and `--cv`.
describeHandWrittenSet(HELDOUT6_SET, { minSubcategories: 173 });
