import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET41_SET } from './loadDevset41Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET41_SET, { minSubcategories: 117 });
