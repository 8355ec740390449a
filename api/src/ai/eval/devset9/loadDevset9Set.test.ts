import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET9_SET } from './loadDevset9Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET9_SET, { minSubcategories: 103 });
