import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET19_SET } from './loadDevset19Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET19_SET, { minSubcategories: 108 });
