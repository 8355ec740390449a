import { DEVSET6_SET } from './devset6/loadDevset6Set.ts';
import { DEVSET7_SET } from './devset7/loadDevset7Set.ts';
import { DEVSET8_SET } from './devset8/loadDevset8Set.ts';
import { DEVSET9_SET } from './devset9/loadDevset9Set.ts';
import { DEVSET10_SET } from './devset10/loadDevset10Set.ts';
import { DEVSET11_SET } from './devset11/loadDevset11Set.ts';
import { DEVSET12_SET } from './devset12/loadDevset12Set.ts';
import { DEVSET13_SET } from './devset13/loadDevset13Set.ts';
import { DEVSET14_SET } from './devset14/loadDevset14Set.ts';
import { DEVSET15_SET } from './devset15/loadDevset15Set.ts';
import { DEVSET16_SET } from './devset16/loadDevset16Set.ts';
import { DEVSET17_SET } from './devset17/loadDevset17Set.ts';
import { DEVSET18_SET } from './devset18/loadDevset18Set.ts';
import { DEVSET19_SET } from './devset19/loadDevset19Set.ts';
import { DEVSET20_SET } from './devset20/loadDevset20Set.ts';
import { DEVSET21_SET } from './devset21/loadDevset21Set.ts';
import { DEVSET22_SET } from './devset22/loadDevset22Set.ts';
import { DEVSET23_SET } from './devset23/loadDevset23Set.ts';
import { DEVSET24_SET } from './devset24/loadDevset24Set.ts';
import { DEVSET25_SET } from './devset25/loadDevset25Set.ts';
import { DEVSET26_SET } from './devset26/loadDevset26Set.ts';
import { DEVSET27_SET } from './devset27/loadDevset27Set.ts';
import { DEVSET28_SET } from './devset28/loadDevset28Set.ts';
import { DEVSET29_SET } from './devset29/loadDevset29Set.ts';
import { DEVSET30_SET } from './devset30/loadDevset30Set.ts';
import { DEVSET31_SET } from './devset31/loadDevset31Set.ts';
import { DEVSET32_SET } from './devset32/loadDevset32Set.ts';
import { DEVSET33_SET } from './devset33/loadDevset33Set.ts';
import { DEVSET34_SET } from './devset34/loadDevset34Set.ts';
import { DEVSET35_SET } from './devset35/loadDevset35Set.ts';
import { DEVSET36_SET } from './devset36/loadDevset36Set.ts';
import { DEVSET37_SET } from './devset37/loadDevset37Set.ts';
import { DEVSET38_SET } from './devset38/loadDevset38Set.ts';
import { DEVSET39_SET } from './devset39/loadDevset39Set.ts';
import { DEVSET40_SET } from './devset40/loadDevset40Set.ts';
import { DEVSET41_SET } from './devset41/loadDevset41Set.ts';
import type { HandWrittenSet } from './handWrittenSet.ts';
import { HELDOUT_SET } from './heldout/loadHeldoutSet.ts';
import { HELDOUT2_SET } from './heldout2/loadHeldout2Set.ts';
import { HELDOUT3_SET } from './heldout3/loadHeldout3Set.ts';
import { HELDOUT6_SET } from './heldout6/loadHeldout6Set.ts';
import { INDEPENDENT_SET } from './independent/loadIndependentSet.ts';

/**
 * The hand-written sets that may be read, tuned on and trained on: those demoted from held out
 * (the `heldout…` folders here, the last `heldout6/` on 29 November) and those written as
 * development sets from the start (`devset6/` onwards). This list is the only door through which
 * the trainer reaches hand-written pages (it learns from those without `learnsCategories: false`,
 * and `--cv` measures it by cross-validation). A held-out set is never listed here, and the
 * trainer refuses it even if it were (`developmentPages.ts`).
 */
export const DEVELOPMENT_SETS: readonly HandWrittenSet[] = [
  INDEPENDENT_SET,
  HELDOUT_SET,
  HELDOUT2_SET,
  HELDOUT3_SET,
  HELDOUT6_SET,
  DEVSET6_SET,
  DEVSET7_SET,
  DEVSET8_SET,
  DEVSET9_SET,
  DEVSET10_SET,
  DEVSET11_SET,
  DEVSET12_SET,
  DEVSET13_SET,
  DEVSET14_SET,
  DEVSET15_SET,
  DEVSET16_SET,
  DEVSET17_SET,
  DEVSET18_SET,
  DEVSET19_SET,
  DEVSET20_SET,
  DEVSET21_SET,
  DEVSET22_SET,
  DEVSET23_SET,
  DEVSET24_SET,
  DEVSET25_SET,
  DEVSET26_SET,
  DEVSET27_SET,
  DEVSET28_SET,
  DEVSET29_SET,
  DEVSET30_SET,
  DEVSET31_SET,
  DEVSET32_SET,
  DEVSET33_SET,
  DEVSET34_SET,
  DEVSET35_SET,
  DEVSET36_SET,
  DEVSET37_SET,
  DEVSET38_SET,
  DEVSET39_SET,
  DEVSET40_SET,
  DEVSET41_SET,
];
