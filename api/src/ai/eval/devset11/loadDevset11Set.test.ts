import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET11_SET } from './loadDevset11Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET11_SET, { minSubcategories: 107 });
