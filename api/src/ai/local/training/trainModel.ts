import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import {
  type NaiveBayesModel,
  NONE,
  type Scoring,
  trainNaiveBayes,
} from '../learned/naiveBayes.ts';
import { type LogisticOptions, trainLogisticLayer } from './logisticRegression.ts';
import type { TrainingDocument } from './trainingPage.ts';

/** The model over every subcategory of the catalogue and the say-nothing class. */
export function trainModel(
  documents: Iterable<TrainingDocument>,
  options: { scoring?: Scoring; logistic?: LogisticOptions } = {},
): NaiveBayesModel {
  const classes = [...ALL_SUBCATEGORIES.map((sub) => sub.name), NONE];
  const texts = [...documents];
  const model = trainNaiveBayes(texts, classes, options);
  if (!options.logistic || options.logistic.weight === 0) return model;
  return { ...model, logistic: trainLogisticLayer(texts, model, options.logistic) };
}
