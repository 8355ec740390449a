import { defineHandWrittenSet } from '../handWrittenSet.ts';
import { DEVSET14_LABELS } from './labels.ts';

/**
 * A hand-written development set for phones and addresses that must not be invented: homepages
 * that set the company's number beside numbers of the same shape that are something else (a
 * customer, order or tracking number, an IBAN, a tax, register or licence number, a product
 * code, a vehicle registration, a fax behind a printer icon, hours and dates written as digits),
 * an employee's mobile, lines only for the press, applicants or a regulator's complaints, and
 * its street beside the address of a venue, a pick-up point, a supplier's warehouse, a client's
 * site, a former shop, the tax adviser or the host. Pages that give no phone of the company's
 * own have none in their label. Its author read neither the classifier nor the held-out sets,
 * and ran no evaluation on it.
 *
 * The classifier does not learn its categories (`learnsCategories: false`), as for `devset10/`
 * and `devset11/`: its pages name many other parties' trades beside the company's, and no
 * cross-validation has yet shown that learning them helps. `--cv 5` still scores it.
 */
export const DEVSET14_SET = defineHandWrittenSet({
  directory: 'devset14',
  labels: DEVSET14_LABELS,
  development: true,
  learnsCategories: false,
  title: 'the hand-written training homepages of devset14 (a development set)',
  heading:
    'devset14 (a development set for phones and addresses not to invent: not learnt by the classifier)',
});
