import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import { type NaiveBayesModel, NONE, trainNaiveBayes } from '../learned/naiveBayes.ts';
import type { TrainingDocument } from './trainingPage.ts';

/** The model over every subcategory of the catalogue and the say-nothing class. */
export function trainModel(documents: Iterable<TrainingDocument>): NaiveBayesModel {
  const classes = [...ALL_SUBCATEGORIES.map((sub) => sub.name), NONE];
  return trainNaiveBayes(documents, classes);
}
