import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET15_SET } from './loadDevset15Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET15_SET, { minSubcategories: 115 });
