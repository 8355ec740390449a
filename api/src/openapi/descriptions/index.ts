import type { OperationDescriptions } from '../describe.ts';
import { accountOperations } from './account.ts';
import { adminOperations } from './admin.ts';
import { businessOperations } from './business.ts';
import { discoveryOperations } from './discovery.ts';
import { mergedOperations } from './merged.ts';
import { publicOperations } from './public.ts';
import { questionOperations } from './questions.ts';
import { trustOperations } from './trust.ts';

/** Every description of the document, keyed `"METHOD /api/path/{param}"`. */
export const allOperations: OperationDescriptions = {
  ...publicOperations,
  ...adminOperations,
  ...discoveryOperations,
  ...questionOperations,
  ...mergedOperations,
  ...trustOperations,
  ...accountOperations,
  ...businessOperations,
};
