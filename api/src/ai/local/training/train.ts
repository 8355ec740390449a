import { writeFileSync } from 'node:fs';
import { MODEL_PATH } from '../learned/classifyLearned.ts';
import { modelFileBytes } from '../learned/modelFile.ts';
import { trainingDocuments } from './trainingDocuments.ts';
import { trainModel } from './trainModel.ts';

/**
 * `npm run train:categorize`: learns the local classifier from the training texts (generated
 * `train` pages, the curated vocabulary, the tuning fixtures, the hand-written development sets)
 * and writes its weights to `api/src/ai/local/learned/model.bin`. Deterministic: the same
 * sources give the same file.
 */
function main(): void {
  const started = Date.now();
  const documents = trainingDocuments();
  const model = trainModel(documents);
  const bytes = modelFileBytes(model);
  writeFileSync(MODEL_PATH, bytes);
  process.stdout.write(
    `Trained on ${documents.length} texts: ${model.vocabulary} features, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

main();
