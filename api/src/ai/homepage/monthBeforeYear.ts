/** Month names in the seven languages, as written before a year ("en septembre 2009"). */
const MONTHS = [
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember',
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
  'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december',
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre',
  'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro',
  // Seasons: "opened our doors in spring 2018", "im Frühjahr 2004", "en primavera de 2010".
  'spring|summer|autumn|fall|winter|frühjahr|frühling|sommer|herbst|été|automne|hiver',
  'primavera|verano|otoño|invierno|autunno|inverno|verão|outono|voorjaar|zomer|najaar|herfst',
].join('|');

/**
 * A month between a preposition and its year ("a ouvert ses portes en septembre 2009", "opened
 * in March 1998", "abrimos en mayo de 2015"), left out so that the year reads as the founding
 * phrases write it ("en 2009"). Not after "since": a month there dates a recent change ("Desde
 * marzo de 2024 … ya no está en", "cats since June 2024"). A date with its day is read elsewhere.
 */
const MONTH_BEFORE_YEAR = new RegExp(
  String.raw`(?<=(?<![\p{L}])(?:in|en|em|im|nel|el|op)\s+)(?:(?:the|el|o|la|le|il|l['’])\s*)?(?:${MONTHS})\s+(?:(?:de|del|of)\s+)?(?=\d{4}(?!\d))`,
  'giu',
);

/** "au printemps 1986", "à l'automne 2010": French seasons take "au" or "à l'", read as "en". */
const FRENCH_SEASON_BEFORE_YEAR =
  /(?<![\p{L}])(?:au\s+printemps|à\s+l['’](?:automne|été|hiver))\s+(?:de\s+)?(?=\d{4}(?!\d))/giu;

/**
 * A season told with its article ("un invierno de 2011", "un verano de 1972", "l'estate del 1961",
 * "à la rentrée 1999"): read as "en 2011".
 */
const SEASON_WITH_ARTICLE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:un|una|um|uma)\s+(?:${MONTHS})\s+(?:de|del)|l['’](?:estate|autunno|inverno)\s+del|à\s+la\s+rentrée(?:\s+de)?)\s+(?=\d{4}(?!\d))`,
  'giu',
);

export function withoutMonthBeforeYear(text: string): string {
  return text
    .replace(MONTH_BEFORE_YEAR, '')
    .replace(FRENCH_SEASON_BEFORE_YEAR, 'en ')
    .replace(SEASON_WITH_ARTICLE, 'en ');
}
