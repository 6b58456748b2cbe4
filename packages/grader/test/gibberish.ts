/**
 * Words no dictionary knows, eight letters each, the same for the same seed: harper spends
 * milliseconds on each it has not seen before, looking for suggestions, so a page of them
 * is a hostile resume.
 */
export function gibberish(count: number, seed = 7): string[] {
  const letter = () => String.fromCharCode(97 + ((seed = (seed * 16807) % 2147483647) % 26));
  return Array.from({ length: count }, () => Array.from({ length: 8 }, letter).join(''));
}
