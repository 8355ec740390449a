import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET14_SET } from './loadDevset14Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET14_SET, { minSubcategories: 81 });
