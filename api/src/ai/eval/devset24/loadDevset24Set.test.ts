import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET24_SET } from './loadDevset24Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET24_SET, { minSubcategories: 117 });
