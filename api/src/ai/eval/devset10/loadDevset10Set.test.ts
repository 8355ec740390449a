import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET10_SET } from './loadDevset10Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET10_SET, { minSubcategories: 120 });
