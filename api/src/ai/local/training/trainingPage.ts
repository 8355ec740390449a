import { extractFacts } from '../../homepage/extractFacts.ts';
import { documentOf } from '../learned/classifyLearned.ts';
import { featuresOf } from '../learned/features.ts';
import { NONE } from '../learned/naiveBayes.ts';

export interface TrainingDocument {
  label: string;
  features: Map<string, number>;
}

/**
 * A homepage as the model learns it: read by the same reader and turned into the same features
 * as a page the classifier meets at run time. `subcategory` null is the say-nothing class.
 */
export function trainingPage(
  page: { html: string; domain: string; name: string; subcategory: string | null },
  weight = 1,
): TrainingDocument {
  const facts = extractFacts(page.html, { url: `https://${page.domain}/`, truncated: false });
  const features = featuresOf(documentOf(page.name, facts));
  if (weight !== 1) for (const [feature, value] of features) features.set(feature, value * weight);
  return { label: page.subcategory ?? NONE, features };
}
