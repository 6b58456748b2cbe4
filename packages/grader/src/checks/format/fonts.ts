/**
 * Font families from PDF font names, so bold and italic cuts of one typeface compare equal:
 * 'Calibri-BoldItalic', 'Calibri' → 'calibri'; 'CMBX10', 'CMTI10', 'SFRM1200' → 'cm';
 * 'TimesNewRomanPS-BoldMT' → 'timesnewroman'.
 */

/**
 * Fonts whose use says nothing about typeface consistency: icon, symbol and math fonts,
 * unnamed Type3 fonts, and monospace, which resumes use on purpose for URLs and code.
 */
const ignoredFonts =
  /awesome|icon|symbol|dingbat|wingding|zapf|fontello|academicons|material|math|^Type3|mono|courier|consol|menlo|typewriter|^(cm|ec|sf)v?tt/i;

/**
 * TeX's Computer Modern / EC cuts (roman, bold, italic, small caps, ...) by their prefix; the
 * EC sans cuts are ss, sx (bold), si (italic) and so (bold oblique).
 */
const texFamilies: [RegExp, string][] = [
  [/^(cm|ec|sf)(ss|sx|si|so)/, 'cmss'],
  [/^(cm|ec|sf)(r|b|bx|bxsl|bxti|ti|it|sl|csc|cc|u|rm|dunh|fib)$/, 'cm'],
];

/**
 * Style words at the end of a name: weights, slopes, widths, vendor suffixes, and optical
 * sizes (a family's Display cut is drawn to look like its text cut, larger).
 */
const styleSuffix =
  /(bold|black|heavy|semibold|demibold|demi|extrabold|ultrabold|medium|light|extralight|ultralight|thin|hairline|book|regular|normal|roman|italic|oblique|slanted|condensed|narrow|mt|ps|std|pro|display|caption|subhead|headline)$/;

/** The family of a font name, lower-case; null for fonts that do not count (see above). */
export function fontFamily(font: string): string | null {
  if (font.length === 0 || ignoredFonts.test(font)) return null;
  // The family is what precedes the style: 'Arial-BoldMT', 'Arial,Bold'.
  let name = (font.split(/[-,]/)[0] ?? font).toLowerCase().replace(/[\s_]/g, '');
  // CJK TeX subfonts ('gbsnu4e', 'gbsnu80') split one font into numbered planes.
  name = name.replace(/^([a-z]{2,6}u)[0-9a-f]{2}$/, '$1').replace(/(?<!\d)\d+$/, '');
  for (const [pattern, family] of texFamilies) if (pattern.test(name)) return family;
  for (let previous = ''; previous !== name;) {
    previous = name;
    const stripped = name.replace(styleSuffix, '');
    if (stripped.length >= 3) name = stripped;
  }
  return name;
}
