import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import { type NaiveBayesModel, NONE, trainNaiveBayes } from '../learned/naiveBayes.ts';
import { type LogisticOptions, trainLogisticLayer } from './logisticRegression.ts';
import type { TrainingDocument } from './trainingPage.ts';

/**
 * The logistic layer's weight beside naive Bayes' scores (`--cv 5 --logistic W` measures
 * others; 0 turns it off). On with devset7 trained in: 5-fold cross-validation over the 1,003
 * development pages at fold seeds 35, 1 and 2 gave main 88.7 → 89.8, 88.2 → 89.4 and
 * 89.2 → 89.9 %, sub +1.1 to +2.1 points, non-English +0.9 to +1.7, misleading +1.2 to +2.7.
 * Its cost in model file and memory: docs/categorisation-history.md (`classifier9`, `devset7/`).
 */
const LOGISTIC_WEIGHT = 2;

/** The model over every subcategory of the catalogue and the say-nothing class. */
export function trainModel(
  documents: Iterable<TrainingDocument>,
  options: { logistic?: LogisticOptions } = {},
): NaiveBayesModel {
  const classes = [...ALL_SUBCATEGORIES.map((sub) => sub.name), NONE];
  const texts = [...documents];
  const model = trainNaiveBayes(texts, classes);
  const logistic = options.logistic ?? { weight: LOGISTIC_WEIGHT };
  if (logistic.weight === 0) return model;
  return { ...model, logistic: trainLogisticLayer(texts, model, logistic) };
}
