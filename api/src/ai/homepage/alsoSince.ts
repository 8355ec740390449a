/**
 * Something the company added since a year: "Since 2017 we also hire out mini diggers", "Seit
 * 2016 übernehmen wir auch die Lohnabrechnung", "Sinds 2015 leveren en plaatsen we ook
 * inbouwapparatuur", "Dal 2013 ripariamo anche smartphone", "Depuis 2015 nous avons aussi un
 * rayon BD", "Desde 2016 também realizamos cerimônias". Not "… and also" after the company's own
 * clause ("Since 1987 we have roasted coffee and also …").
 */
export const ALSO_AFTER =
  /^[^.;!?]{0,50}?(?<!(?<![\p{L}])(?:and|und|et|en|y|e|ed|i)\s)(?<![\p{L}])(?:also|additionally|auch|außerdem|ausserdem|zudem|ebenfalls|zusätzlich|ook|eveneens|tevens|bovendien|daarnaast|aussi|également|en outre|también|además|anche|inoltre|também|ainda|além disso)(?![\p{L}])/iu;
