import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT8_SET } from './loadHeldout8Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(HELDOUT8_SET, { minSubcategories: 160 });
