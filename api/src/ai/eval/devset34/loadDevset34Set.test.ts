import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET34_SET } from './loadDevset34Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET34_SET, { minSubcategories: 110 });
