import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET33_SET } from './loadDevset33Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET33_SET, { minSubcategories: 110 });
