import { describe, expect, it } from 'vitest';
import { desktopFrame, fitPage, mobileFrame, scaleBox } from './page-geometry';

describe('fitPage', () => {
  it('fits an A4 page (990x1400) to the frame height', () => {
    expect(fitPage({ width: 990, height: 1400 }, desktopFrame)).toEqual({
      width: 495,
      height: 700,
      scale: 0.5,
    });
  });

  it('fits a Letter page (1082x1400) to the frame width', () => {
    const fitted = fitPage({ width: 1082, height: 1400 }, desktopFrame);
    expect(fitted.width).toBeCloseTo(504);
    expect(fitted.height).toBeLessThan(700);
    expect(fitted.scale).toBeCloseTo(504 / 1082);
  });

  it('uses the mobile frame of 316x440', () => {
    const fitted = fitPage({ width: 990, height: 1400 }, mobileFrame);
    expect(fitted.scale).toBeCloseTo(316 / 990);
    expect(fitted.height).toBeLessThanOrEqual(440);
  });
});

describe('scaleBox', () => {
  it('turns image pixels into frame pixels', () => {
    expect(scaleBox([100, 200, 300, 240], 0.5)).toEqual({
      left: 50,
      top: 100,
      width: 100,
      height: 20,
    });
  });

  it('grows the box by the padding on every side', () => {
    expect(scaleBox([100, 200, 300, 240], 0.5, 2)).toEqual({
      left: 48,
      top: 98,
      width: 104,
      height: 24,
    });
  });
});
