import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET39_SET } from './loadDevset39Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET39_SET, { minSubcategories: 117 });
