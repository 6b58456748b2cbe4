import { expect, type Locator, type Page, test } from '@playwright/test';
import { cleanResume, edit } from '../packages/grader/test/clean-resume.ts';
import { makePdf } from '../packages/grader/test/pdf-builder.ts';
import { expectAccessible } from './support/a11y';
import { newVerifiedUser } from './support/accounts';
import { gradeResume, uploadResumeBytes } from './support/resumes';

/**
 * Issue 35, item 4: the marks on a page image do not hide what they mark. The grader's
 * clean resume with three defects at known places: a bullet shifted 6 pt right of its list,
 * two misspelled words inside a bullet, and its sample phone number in the contact line.
 */
const marked = edit(
  edit(cleanResume(), '• Cut deploy time', (line) => ({ ...line, x: line.x + 6 })),
  '• Built a search service',
  (line) => ({
    ...line,
    text: '• Built a serch servise answering 5k queries per second at 40 ms p99',
  }),
);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

const tabPanel = (page: Page) => page.getByRole('tabpanel');

/** A new user's graded copy of the marked resume, its results open (`query`: a tab). */
async function openMarkedResults(page: Page, origin: string, query: string) {
  await newVerifiedUser(page.request, origin);
  const resumeId = await uploadResumeBytes(page.request, await makePdf([marked]), 'cv.pdf');
  await gradeResume(page.request, resumeId);
  await page.goto(`/results?id=${resumeId}${query}`);
}

/** No number sits on a box: each is in the page margin, beside the words it points at. */
async function expectLabelsBesideBoxes(page: Page) {
  const panel = tabPanel(page);
  const image = await panel.getByRole('img').first().boundingBox();
  const labels = await boxesOf(panel.getByTestId('mark-label'));
  const boxes = await boxesOf(panel.locator('[data-mark]'));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    for (const box of boxes) expect(overlap(label, box)).toBe(false);
    // In the margin: at the page's left or right edge.
    const fromEdge = Math.min(
      label.x - (image?.x ?? 0),
      (image?.x ?? 0) + (image?.width ?? 0) - (label.x + label.width),
    );
    expect(fromEdge).toBeLessThanOrEqual(4);
  }
}

test.describe('page marks', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('numbers sit in the margin, boxes on the exact words, the edge only as tall as its section', async ({
    page,
    baseURL,
  }, info) => {
    test.slow();
    await openMarkedResults(page, baseURL ?? '', '');
    const image = tabPanel(page).getByRole('img').first();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    // Content: the sample phone is boxed alone, not its whole contact line.
    const phone = tabPanel(page).getByRole('button', { name: /Placeholder contact detail/ });
    await phone.click();
    const pageBox = await image.boundingBox();
    const [phoneBox] = await boxesOf(tabPanel(page).locator('[data-mark][data-selected]'));
    expect(phoneBox?.width).toBeLessThan((pageBox?.width ?? 0) * 0.25);
    await expectLabelsBesideBoxes(page);
    await page.screenshot({ path: info.outputPath('marks-content-desktop.png') });

    // Writing: the misspelled words keep their letters in sight.
    await page.getByRole('tab', { name: /Writing/ }).click();
    await expectLabelsBesideBoxes(page);
    await page.screenshot({ path: info.outputPath('marks-writing-desktop.png') });

    // Formatting: the edge the shifted bullet should meet, left of it, the list's height.
    await page.getByRole('tab', { name: /Formatting/ }).click();
    const edges = await boxesOf(tabPanel(page).getByTestId('alignment-edge'));
    expect(edges).toHaveLength(1);
    const [edge] = edges;
    const bullet = tabPanel(page).getByRole('button', { name: /Misaligned line/ });
    await bullet.click();
    const [bulletBox] = await boxesOf(tabPanel(page).locator('[data-mark][data-selected]'));
    expect((edge?.x ?? 0) + (edge?.width ?? 0)).toBeLessThanOrEqual(bulletBox?.x ?? 0);
    expect(edge?.height).toBeLessThan((pageBox?.height ?? 0) * 0.25);
    expect(edge?.height).toBeGreaterThan(bulletBox?.height ?? 0);
    await expectLabelsBesideBoxes(page);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('marks-format-desktop.png') });

    // On a phone, in the popup: the same, on the smaller page.
    await page.setViewportSize({ width: 390, height: 844 });
    await bullet.click();
    const popup = page.getByRole('dialog', { name: 'Graded resume' });
    await expect(popup).toBeVisible();
    const popupLabels = await boxesOf(popup.getByTestId('mark-label'));
    const popupBoxes = await boxesOf(popup.locator('[data-mark]'));
    for (const label of popupLabels) {
      for (const box of popupBoxes) expect(overlap(label, box)).toBe(false);
    }
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('marks-format-phone.png') });
  });
});

test.describe('page zoom on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the page zooms with a pinch and a double tap, the boxes following', async ({
    page,
    baseURL,
  }, info) => {
    test.slow();
    await openMarkedResults(page, baseURL ?? '', '&tab=writing');
    await tabPanel(page)
      .getByRole('button', { name: /Spelling/ })
      .first()
      .click();
    const popup = page.getByRole('dialog', { name: 'Graded resume' });
    const image = popup.getByRole('img', { name: /Page 1 of 1/ });
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const mark = popup.locator('[data-mark][data-selected]').first();
    await expect(mark).toBeVisible();

    /** The selected box as a share of the page image: the same at every zoom. */
    const placement = async () => {
      const [img, box] = await Promise.all([image.boundingBox(), mark.boundingBox()]);
      if (!img || !box) throw new Error('the page and its box are drawn');
      return {
        width: img.width,
        left: (box.x - img.x) / img.width,
        top: (box.y - img.y) / img.height,
        share: box.width / img.width,
      };
    };
    const before = await placement();
    const pageBox = await image.boundingBox();
    if (!pageBox) throw new Error('the page is drawn');
    const centre = { x: pageBox.x + pageBox.width / 2, y: pageBox.y + pageBox.height / 2 };

    // Pinch out, two fingers moving apart across the page.
    const cdp = await page.context().newCDPSession(page);
    const fingers = (apart: number) => [
      { x: centre.x - apart / 2, y: centre.y, id: 0 },
      { x: centre.x + apart / 2, y: centre.y, id: 1 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(60) });
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: fingers(60 + step * 12),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const pinched = await placement();
    expect(pinched.width).toBeGreaterThan(before.width * 2);
    expect(pinched.left).toBeCloseTo(before.left, 2);
    expect(pinched.top).toBeCloseTo(before.top, 2);
    expect(pinched.share).toBeCloseTo(before.share, 2);
    await page.screenshot({ path: info.outputPath('zoom-pinched-phone.png') });

    // A double tap goes back to the whole page; another zooms in where it lands.
    const doubleTap = async () => {
      await page.touchscreen.tap(centre.x, centre.y);
      await page.touchscreen.tap(centre.x, centre.y);
    };
    await doubleTap();
    await expect.poll(async () => (await placement()).width).toBeCloseTo(before.width, 0);
    await doubleTap();
    await expect.poll(async () => (await placement()).width).toBeGreaterThan(before.width * 2);
    const tapped = await placement();
    expect(tapped.left).toBeCloseTo(before.left, 2);
    await doubleTap();

    // The buttons do the same for a keyboard.
    await popup.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await placement()).width).toBeGreaterThan(before.width * 1.4);
    await popup.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await placement()).width).toBeCloseTo(before.width, 0);
    await expect(popup.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await expectAccessible(page);
  });
});
