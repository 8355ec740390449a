import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET22_SET } from './loadDevset22Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET22_SET, { minSubcategories: 117 });
