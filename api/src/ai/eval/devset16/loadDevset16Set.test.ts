import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET16_SET } from './loadDevset16Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET16_SET, { minSubcategories: 114 });
