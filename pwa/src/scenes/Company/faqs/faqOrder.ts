/**
 * Moving one FAQ up or down: the list is renumbered 0, 1, 2… in its new order, and only the
 * FAQs whose position changes are written (positions may have gaps or ties before).
 */
export function moveFaq(
  faqs: ReadonlyArray<{ id: number; order: number }>,
  index: number,
  delta: -1 | 1,
): Array<{ faqId: number; order: number }> {
  const target = index + delta;
  if (index < 0 || index >= faqs.length || target < 0 || target >= faqs.length) return [];
  const moved = [...faqs];
  const [faq] = moved.splice(index, 1);
  if (!faq) return [];
  moved.splice(target, 0, faq);
  return moved.flatMap((item, order) => (item.order === order ? [] : [{ faqId: item.id, order }]));
}
