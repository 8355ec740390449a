import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET7_SET } from './loadDevset7Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET7_SET, { minSubcategories: 168 });
