/** Helpers for the wording of format messages. */

/** The text quoted in a message, shortened so the message stays one readable sentence. */
export function quote(text: string, max = 40): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return `'${clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean}'`;
}

/** A size or distance in points, at most one decimal ('12', '10.5'). */
export const pt = (n: number): string => `${Math.round(n * 10) / 10}pt`;
