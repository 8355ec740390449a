import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET8_SET } from './loadDevset8Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET8_SET, { minSubcategories: 65 });
