import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET17_SET } from './loadDevset17Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET17_SET, { minSubcategories: 124 });
