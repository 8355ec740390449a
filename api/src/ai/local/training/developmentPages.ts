import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEVELOPMENT_SETS } from '../../eval/developmentSets.ts';
import { type HandWrittenSet, pageFile, subcategoryName } from '../../eval/handWrittenSet.ts';
import { type TrainingDocument, trainingPage } from './trainingPage.ts';

/**
 * How much one hand-written development page counts against one generated page. They are few
 * (719 pages over ~200 classes, beside ~19,000 generated texts), but they are what real
 * homepages look like (CMS markup, cookie walls, shells, misleading themes). Chosen by 5-fold
 * cross-validation (`npm run eval:categorize -- --cv 5`, see docs/categorisation.md): main
 * category on all development pages 92.2 % at 3, 92.4 % at 5, 92.1 % at 8, 91.6 % at 12,
 * 90.5 % at 20; more weight learns one author's labels and furniture.
 */
export const DEVELOPMENT_PAGE_WEIGHT = 5;

/**
 * Held-out sets the trainer refuses by name, whatever they are marked: one that is being written
 * is refused before anyone remembers to list it anywhere. Demoting one means removing it here on
 * purpose.
 */
const NEVER_TRAINED = ['heldout4', 'heldout5', 'heldout7', 'heldout8', 'heldout9'];

export interface DevelopmentPage {
  /** The set's folder, which `--cv` reports the page under. */
  set: string;
  domain: string;
  document: TrainingDocument;
}

/**
 * Throws unless the set is a development set: a held-out set's pages would stop measuring
 * anything once learned from or read for its misses. Checked before any of its pages is read,
 * by the trainer and by `eval:categorize --misses`.
 */
export function assertTrainable(set: HandWrittenSet): void {
  const named = NEVER_TRAINED.find(
    (name) => set.directory === name || set.pagesDir.split(path.sep).includes(name),
  );
  if (named)
    throw new Error(`${named} is held out: its pages are never learnt from nor its misses read`);
  if (!set.development) {
    throw new Error(
      `${set.directory} is held out (not marked development): never trained on, misses never read`,
    );
  }
}

/** The development sets' labelled pages, read as the classifier reads a homepage. */
export function* developmentPages(
  sets: readonly HandWrittenSet[] = DEVELOPMENT_SETS,
  weight = DEVELOPMENT_PAGE_WEIGHT,
): Generator<DevelopmentPage> {
  for (const set of sets) {
    assertTrainable(set);
    if (set.learnsCategories === false) continue;
    for (const label of set.labels) {
      const html = readFileSync(pageFile(set, label), 'utf8');
      const page = { html, domain: label.domain, name: label.name };
      const document = trainingPage({ ...page, subcategory: subcategoryName(label) }, weight);
      yield { set: set.directory, domain: label.domain, document };
    }
  }
}
