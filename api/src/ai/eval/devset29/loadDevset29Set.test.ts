import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET29_SET } from './loadDevset29Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET29_SET, { minSubcategories: 110 });
