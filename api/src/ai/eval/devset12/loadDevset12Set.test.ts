import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET12_SET } from './loadDevset12Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET12_SET, { minSubcategories: 100 });
