import { writeFileSync } from 'node:fs';
import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import { MODEL_PATH } from '../learned/classifyLearned.ts';
import { NONE, trainNaiveBayes } from '../learned/naiveBayes.ts';
import { trainingDocuments } from './trainingDocuments.ts';

/**
 * `npm run train:categorize`: learns the local classifier from the training texts (generated
 * `train` pages, the curated vocabulary, the tuning fixtures) and writes its weights to
 * `api/src/ai/local/learned/model.json`. Deterministic: the same sources give the same file.
 */
function main(): void {
  const started = Date.now();
  const classes = [...ALL_SUBCATEGORIES.map((sub) => sub.name), NONE];
  let count = 0;
  const documents = [...trainingDocuments()].map((document) => {
    count++;
    return document;
  });
  const model = trainNaiveBayes(documents, classes);
  const json = JSON.stringify(model);
  writeFileSync(MODEL_PATH, `${json}\n`);
  process.stdout.write(
    `Trained on ${count} texts: ${model.vocabulary} features, ${(json.length / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

main();
