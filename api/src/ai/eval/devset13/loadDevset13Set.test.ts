import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET13_SET } from './loadDevset13Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET13_SET, { minSubcategories: 129 });
