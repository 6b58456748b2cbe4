/** mupdf's colour components (gray, RGB; 0..1) as '#rrggbb'; a gray level fills all three. */
export const hexColour = (colour: number[]): string =>
  '#' +
  [0, 1, 2]
    .map((i) =>
      Math.round(Math.min(1, Math.max(0, colour[i] ?? colour[0] ?? 0)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
