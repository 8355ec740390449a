import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET18_SET } from './loadDevset18Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET18_SET, { minSubcategories: 84 });
