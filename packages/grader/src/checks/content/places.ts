/**
 * One to five capitalised words, starting at a word's start: a search then reads each word
 * a bounded number of times, not once for every word before it (issue 32).
 */
const name = "(?<![\\p{L}\\p{N}.'’-])\\p{Lu}[\\p{L}.'’-]+(?:\\s+\\p{Lu}[\\p{L}.'’-]+){0,4}";

/**
 * 'San Francisco, CA', 'Mapo-gu, Seoul', 'Istanbul, Türkiye': a name, a comma, a region.
 * Loose (it also takes 'Python, Django'): only for telling whether a contact block gives a
 * place, where a wrong yes costs nothing.
 */
export const cityRegion = new RegExp(`${name},\\s*(?:\\p{Lu}{2}\\b|\\p{Lu}[\\p{L}.'’-]+)`, 'u');

/** US states, Canadian provinces and countries a resume names after its city. */
const regions = [
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ',
  'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS ON PE QC SK',
].join(' ');
const countries =
  'USA|U\\.S\\.A?\\.?|US|United States|UK|U\\.K\\.|United Kingdom|England|Canada|India|Germany|Deutschland|France|Spain|España|Portugal|Brazil|Brasil|Mexico|México|Ireland|Netherlands|Italy|Switzerland|Austria|Poland|Sweden|Australia|Singapore|China|Japan|Korea|S\\.Korea|South Korea|Republic of Korea|Türkiye|Turkey|Israel';

/** A city with its state or country ('Seattle, WA', 'Berlin, Germany'): strict, for headings. */
const strict = `${name},\\s*(?:${regions.split(' ').join('|')}|${countries})(?![\\p{L}])`;

export const place = new RegExp(strict, 'u');

const alone = `(?<![\\p{L}\\p{N}])(?:${countries}|Remote|Hybrid)(?![\\p{L}])`;

/** A country or 'Remote' on its own ('USA', 'Berlin · Germany'). */
export const countryOrRemote = new RegExp(alone, 'u');

/** The text with its places ('Seattle, WA') and lone countries ('USA', 'Remote') blanked. */
export const withoutPlaces = (text: string) =>
  text.replace(new RegExp(strict, 'gu'), ' ').replace(new RegExp(alone, 'gu'), ' ');
