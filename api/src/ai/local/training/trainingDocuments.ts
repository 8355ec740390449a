import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITES_DIR } from '../../eval/fixtureServer.ts';
import { FIXTURES } from '../../eval/fixtures/labels.ts';
import { generatePages, type LabelledPage } from '../../eval/realistic/generate.ts';
import { Random } from '../../eval/realistic/random.ts';
import { type Document, featuresOf } from '../learned/features.ts';
import { NONE } from '../learned/naiveBayes.ts';
import { SUBCATEGORY_TERMS } from '../vocabulary/subcategoryTerms.ts';
import { developmentPages } from './developmentPages.ts';
import { withoutFurniture } from './developmentVocabulary.ts';
import { sayNothingDocuments } from './sayNothingDocuments.ts';
import { sectorDocuments } from './sectorDocuments.ts';
import { type TrainingDocument, trainingPage } from './trainingPage.ts';

/**
 * Seeds of the trainer's own generated pages. The evaluation set uses seed 35; its test split
 * is never read here, and these pages are all `train` pages (no held-out phrase in them).
 */
const TRAINING_SEEDS = [1001, 1002, 1003, 1004];
const PAGES_PER_SEED = 1_800;

/**
 * Every labelled text the model learns from: the generated and written text below, and the
 * hand-written development sets' pages (`developmentPages.ts`), all read by the real reader.
 */
export function trainingDocuments(): TrainingDocument[] {
  const generated = [...generatedDocuments()];
  const written = [...developmentPages()].map((page) => page.document);
  return [...generated, ...withoutFurniture(generated, written)];
}

/**
 * Everything but the hand-written development pages (which cross-validation splits into folds):
 * generated `train` pages read by the real reader, the curated vocabulary, the tuning fixtures,
 * and short pages written from each trade's sector words (`sectorTerms/`) and from text that
 * says nothing (`sayNothingDocuments.ts`).
 */
export function* generatedDocuments(): Generator<TrainingDocument> {
  for (const seed of TRAINING_SEEDS) {
    for (const page of generatePages({ seed, count: PAGES_PER_SEED, onlySplit: 'train' })) {
      yield fromPage(page);
    }
  }
  yield* curatedVocabulary();
  yield* tuningFixtures();
  for (const { label, document } of sectorDocuments()) {
    yield { label, features: featuresOf(document) };
  }
  for (const document of sayNothingDocuments())
    yield { label: NONE, features: featuresOf(document) };
}

/** Refuses anything but a training page: the test split must stay unseen. */
export function fromPage(page: LabelledPage): TrainingDocument {
  if (page.split !== 'train') {
    throw new Error(`${page.domain} is a test page: the trainer never reads the test split`);
  }
  return trainingPage(page);
}

/** The keyword classifier's English vocabulary, as short texts per subcategory. */
function* curatedVocabulary(): Generator<TrainingDocument> {
  const random = new Random(77);
  for (const [subcategory, list] of Object.entries(SUBCATEGORY_TERMS)) {
    const terms = list
      .split(',')
      .map((term) => term.replace(/^\s*!/, '').trim())
      .filter(Boolean);
    for (let copy = 0; copy < 4; copy++) {
      const chosen = random.shuffle(terms).slice(0, 8);
      const document: Document = {
        name: '',
        title: chosen.slice(0, 2).join(' | '),
        descriptions: chosen.slice(2, 5).join(', '),
        headings: '',
        lead: chosen.slice(5).join(', '),
        body: '',
        script: '',
        schemaTypes: [],
      };
      yield { label: subcategory, features: featuresOf(document) };
    }
  }
}

/** The hand-written fixtures of the `tuning` split; their `heldout` rows are never read. */
function* tuningFixtures(): Generator<TrainingDocument> {
  for (const [domain, name, subcategory, split] of FIXTURES) {
    if (split !== 'tuning') continue;
    const html = readFileSync(path.join(SITES_DIR, `${domain}.html`), 'utf8');
    yield trainingPage({ html, domain, name, subcategory });
  }
}
