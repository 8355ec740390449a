import { describeHandWrittenSet } from '../handWrittenSetChecks.ts';
import { DEVSET6_SET } from './loadDevset6Set.ts';

// Checks the set and its wiring, never the classifier. Its 200 pages cover 176 subcategories;
// the minimum is the set's own, so a lost page of a lone subcategory shows.
describeHandWrittenSet(DEVSET6_SET, { minSubcategories: 176 });
