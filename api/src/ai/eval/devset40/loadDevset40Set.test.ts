import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET40_SET } from './loadDevset40Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET40_SET, { minSubcategories: 117 });
