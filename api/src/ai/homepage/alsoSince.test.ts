import { describe, expect, it } from 'vitest';
import { foundingYearsInText } from './foundingYears.ts';

describe('something added since a year', () => {
  it('is not the founding, in the seven languages', () => {
    for (const text of [
      'Since 2017 we also hire out mini diggers with an operator.',
      'Seit 2016 übernehmen wir auch die Lohnabrechnung.',
      'Sinds 2015 leveren en plaatsen we ook inbouwapparatuur.',
      'Depuis 2015 nous avons aussi un rayon BD.',
      'Desde 2019 también organizamos catas.',
      'Dal 2013 ripariamo anche smartphone e tablet.',
      'Desde 2016 também realizamos cerimônias na capela.',
    ]) {
      expect(foundingYearsInText(text, 'example-firm.com'), text).toEqual([]);
    }
  });

  it("keeps the company's own clause that goes on with 'and also'", () => {
    expect(
      foundingYearsInText('Since 1987 we have roasted coffee and also run a small café.', 'x.com'),
    ).toEqual([1987]);
    expect(
      foundingYearsInText(
        'Tool hire in Te Awamutu since 2002. Since 2017 we also hire out mini diggers.',
        'old-dairy-hire.co.nz',
      ),
    ).toEqual([2002]);
  });
});
