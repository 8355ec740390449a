import { describe, expect, it } from 'vitest';
import { fragmentText, isHtmlFragment } from './htmlFragment.ts';

describe('HTML kept as a string in a payload', () => {
  it('tells markup from prose that merely has an angle bracket', () => {
    expect(isHtmlFragment('<p>Bäckerei seit 1987</p>')).toBe(true);
    expect(isHtmlFragment('Zeile eins<br/>Zeile zwei')).toBe(true);
    expect(isHtmlFragment('Prices < 10 € for kids > 3 years')).toBe(false);
  });

  it('gives headings and blocks apart, entities decoded, scripts and styles left out', () => {
    expect(
      fragmentText(
        '<h2>Über <em>uns</em></h2><p>Familienbetrieb&nbsp;seit 1964.<br>Werkstatt</p><style>p{}</style><ul><li>Reifen</li><li>Öl</li></ul>',
      ),
    ).toEqual({
      headings: ['Über uns'],
      paragraphs: ['Familienbetrieb seit 1964.', 'Werkstatt', 'Reifen', 'Öl'],
    });
  });
});
