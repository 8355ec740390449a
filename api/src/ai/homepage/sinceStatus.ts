/**
 * Since-years that date something the company holds or runs, told after the year: a quality mark
 * or a certificate ("Onze wellness draagt sinds 2024 het keurmerk Sauna Kwaliteit Plus", "Sinds
 * 2015 in het bezit van het OSB-keurmerk", "seit 2019 mit dem Gütesiegel", "depuis 2012 la
 * certification Qualibat"), within the year's clause. The same words before the year are read by
 * `NOT_FOUNDING_BEFORE` in foundingYears.ts. Not past "and": "Stapsteen bestaat sinds 2009 en
 * is aangesloten bij Blik op Werk (keurmerk)" is the company's year.
 */
export const QUALITY_MARK_AFTER =
  /^(?:(?!\s(?:en|und|and|et|y|e|ed|i)\s)[^.;!?,–—()]){0,50}?(?<![\p{L}])[\p{L}-]*(?:keurmerk|kwaliteitslabel|siegel|gütezeichen|zertifikat|zertifizierung|certificaat|certificering|certificate|certification|certificat|certificado|certificación|certificação|certificazione|quality mark|kitemark|label de qualité|sello de calidad|selo de qualidade|marchio di qualità|iso[ -]?\d{4,5})(?![\p{L}])/iu;

/**
 * A shop's website dated by its year, not the shop: "Onze nieuwe webshop staat sinds 2023
 * online", "seit 2010 online", "en ligne depuis 2015", "Unser Onlineshop ist seit 2012 für Sie
 * da", "o nosso site desde 2018". The year after the website's name in its clause, or "online"
 * right before or after the year.
 */
export const WEBSITE_BEFORE =
  /(?<![\p{L}])(?:webshop|webwinkel|website|webseite|web ?site|online-?shop|site web|site internet|sitio web|página web|tienda (?:online|en línea|virtual)|negozio online|sito (?:web|internet)|e-?commerce|loja (?:online|virtual)|o nosso site|notre site)(?![\p{L}])[^.;!?,]{0,40}$|(?<![\p{L}])(?:online|on-line|en ligne|en línea|in rete|em linha)\s+$/iu;
export const ONLINE_AFTER =
  /^\s*(?:(?:ist|is|sind|zijn|est|es|è|é)\s+)?(?:online|on-line|en ligne|en línea|in rete|em linha|no ar)(?![\p{L}])/iu;

/**
 * A delivery platform the company sells through since a year, not its founding: "Desde 2019
 * entregamos via Uber Eats e Glovo", "since 2020 on Deliveroo", "seit 2021 auch über Lieferando".
 */
export const DELIVERY_PLATFORM_AFTER =
  /^[^.;!?]{0,60}?(?<![\p{L}])(?:uber ?eats|glovo|deliveroo|just ?eat|lieferando|thuisbezorgd|takeaway\.com|rappi|ifood|pedidos ?ya|wolt|foodora|doordash|menulog|grubhub|foodpanda)(?![\p{L}])/iu;

/**
 * A since-year whose subject is everything of a kind the company holds, not the company: "Desde
 * 2023 toda la flota cuenta con botón de pánico", "since 2019 all our vans run on electricity",
 * "seit 2021 alle unsere Fahrzeuge", "depuis 2018 tous nos pains". Right after the year; not "every day" ("Desde 1998 todos los días
 * horneamos", the company's own year).
 */
export const EVERY_ONE_AFTER =
  /^\s*,?\s*(?:toda la|todas las|todos los|todo el|all (?:of )?(?:our|the)|alle (?:unsere[nr]?|ihre)|tous (?:nos|les)|toutes (?:nos|les)|tutta la|tutti i|tutte le|tutti gli|toda a|todas as|todos os|al onze|alle onze|al de|al het)(?![\p{L}])(?!\s+(?:d[ií]as|days|tage[n]?|jours|giorni|dagen|semanas|weeks|wochen|semaines|settimane|weken|años|anos|years|jahre[n]?|ans|anni|jaren|mañanas|mornings|morgen|matins|mattine|ochtenden|manhãs)(?![\p{L}]))/iu;

/**
 * A licence held since a year, told after it: "verfügen wir seit 2021 über eine Bewilligung der
 * FINMA", "since 2016 with a licence from …", "depuis 2012 d'un agrément". The licence's year.
 */
export const LICENCE_HELD_AFTER =
  /^[^.;!?]{0,25}?(?<![\p{L}])(?:über|over|with|d['’]une?|de una?|di una?|de uma?)\s+(?:(?:eine?[nr]?|an?|een)\s+)?(?:[\p{L}-]+\s+)?(?:bewilligung|erlaubnis|zulassung|lizenz|licen[cs]e|vergunning|autorisation|agrément|licencia|autorización|licenza|autorizzazione|licença|autorização|permit)(?![\p{L}])/iu;

/**
 * Premises held since a year: "Dal 2019 occupa il piano nobile di Palazzo Varchi", "seit 1987 im
 * ehemaligen Sparkassengebäude untergebracht", "since 2004 housed in the old mill", "dal 1998 ha sede
 * nell'ex convento dei Teatini". Not "nos
 * ocupamos de" (we take care of) nor a founding's year ("Fundado em 1987, o museu ocupa …").
 */
export const HOUSED_AFTER =
  /^[^.;!?]{0,70}?(?<![\p{L}])(?:occupa|occupe|occupies|ocupa|untergebracht|housed|ospitat[oa]|(?:ha|hanno) sede|a son siège|tiene su sede|tem (?:a sua )?sede|hat (?:seinen|ihren) sitz)(?![\p{L}])/iu;
