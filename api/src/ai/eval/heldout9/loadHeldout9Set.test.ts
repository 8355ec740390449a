import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { HELDOUT9_SET } from './loadHeldout9Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(HELDOUT9_SET, { minSubcategories: 159 });
