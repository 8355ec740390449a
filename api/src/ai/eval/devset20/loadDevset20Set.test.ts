import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET20_SET } from './loadDevset20Set.ts';

// Checks the set and its wiring, never the classifier. The minimum is the set's own count of
// subcategories, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET20_SET, { minSubcategories: 117 });
