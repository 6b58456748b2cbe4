import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import * as mupdf from 'mupdf';
import { cleanResume, edit } from '../packages/grader/test/clean-resume.ts';
import { makePdf } from '../packages/grader/test/pdf-builder.ts';
import { expectAccessible } from './support/a11y';
import { buyCredits, newVerifiedUser } from './support/accounts';
import { gradeResume, uploadResumeBytes } from './support/resumes';
import { expectNoHorizontalOverflow } from './support/layout';

/**
 * Issue 16: improve, upload again and compare. Two versions of the grader's clean one-page
 * resume, each with one defect: v1 has a bullet with two misspelled words ('serch
 * servise'), v2 has that bullet fixed and another opening with 'Responsible for'. The
 * replacement bullet has as many words as the one it replaces, so the grader's word count,
 * quoted by one of its findings, is the same in both.
 */
const misspelled = edit(cleanResume(), '• Built a search service', (line) => ({
  ...line,
  text: '• Built a serch servise answering 5k queries per second at 40 ms p99',
}));
const weakOpening = edit(cleanResume(), '• Cut deploy time', (line) => ({
  ...line,
  text: '• Responsible for a CI pipeline used by 30 engineers to cut deploy time 40%',
}));

interface ComparedFinding {
  tab: string;
  title: string;
  quote?: string;
  detail?: string;
  body: string;
}
/** The API's comparison (comparisonSchema), which the page must show as it is. */
interface ComparisonAnswer {
  version: number;
  previous: { resumeId: string; version: number; fileName: string } | null;
  grades: { area: string; before: string; after: string; direction: 'up' | 'down' | 'same' }[];
  findings: { fixed: ComparedFinding[]; still: ComparedFinding[]; new: ComparedFinding[] } | null;
}
interface AnalysisAnswer {
  fileName: string;
  grading: { finalGrade: Record<'Cumulative' | 'Content' | 'Format' | 'Writing', string> };
  pages: unknown[];
}

/** Both PDFs as files under the test's output folder, where a file input can pick them. */
async function versionFiles(info: TestInfo, names: { v1: string; v2: string }) {
  const v1 = info.outputPath(names.v1);
  const v2 = info.outputPath(names.v2);
  writeFileSync(v1, await makePdf([misspelled]));
  writeFileSync(v2, await makePdf([weakOpening]));
  return { v1, v2 };
}

const reports = (page: Page) => page.getByRole('region', { name: 'My Reports' });
/** A card by its file name (its heading); the earlier versions' rows have no heading. */
const card = (page: Page, name: string) =>
  reports(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const resultsUrl = (resumeId: string) => `/results?id=${resumeId}`;
const anyResultsUrl = /\/results\?id=([0-9a-f-]{36})$/;

async function comparisonOf(page: Page, resumeId: string): Promise<ComparisonAnswer> {
  const response = await page.request.get(`/api/resume/${resumeId}/comparison`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ComparisonAnswer;
}

async function analysisOf(page: Page, resumeId: string): Promise<AnalysisAnswer> {
  const response = await page.request.get(`/api/resume/analysis-result/${resumeId}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as AnalysisAnswer;
}

/** What the page shows beside a grade for the change the API reports. */
const changeText = ({ before, after, direction }: ComparisonAnswer['grades'][number]) =>
  direction === 'same' ? `= ${after}` : `${direction === 'up' ? '↑' : '↓'} ${before} → ${after}`;

const bucket = (page: Page, id: 'fixed' | 'still' | 'new') => page.getByTestId(`findings-${id}`);

/**
 * A screenshot kept with the test's results, to look at (issue 16 asks for them). A dialog
 * is shot as it is on screen; an element in the page's flow from a full-page shot, so the
 * sticky header does not cover it.
 */
async function snap(page: Page, target: Locator, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  const fixed = await target.evaluate((element) => getComputedStyle(element).position === 'fixed');
  if (fixed) {
    await target.screenshot({ path, animations: 'disabled' });
  } else {
    const clip = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
    });
    await page.screenshot({ path, clip, fullPage: true, animations: 'disabled' });
  }
  await info.attach(name, { path, contentType: 'image/png' });
}

/** Everything a person reads in the PDF, page by page. */
function pdfText(document: mupdf.Document): string[] {
  return Array.from({ length: document.countPages() }, (_, index) =>
    document.loadPage(index).toStructuredText('preserve-whitespace').asText(),
  );
}

test.describe('versions of a resume', () => {
  test('a new version is uploaded from its card, graded and compared with the one before', async ({
    page,
    baseURL,
  }, info) => {
    // Two gradings, a PDF made on the server, and axe-core on three screens.
    test.setTimeout(180_000);
    await newVerifiedUser(page.request, baseURL ?? '', 'Jane');
    // The free credit grades v1; v2 costs one more, like any grading.
    await buyCredits(page.request, 5);
    const files = await versionFiles(info, { v1: 'jane-cv.pdf', v2: 'jane-cv-improved.pdf' });
    const v1 = await uploadResumeBytes(page.request, readFileSync(files.v1), 'jane-cv.pdf');
    await gradeResume(page.request, v1);
    // Another resume, which the search below must leave out.
    await uploadResumeBytes(page.request, readFileSync(files.v1), 'cover-letter.pdf');

    // A first version's card has no version line; its 'New version' opens the upload.
    await page.goto('/dashboard');
    const first = card(page, 'jane-cv.pdf');
    await expect(first.getByText(/^Grade [A-F][+-]?$/)).toBeVisible();
    await expect(first.getByRole('button', { name: /earlier/ })).toHaveCount(0);
    await first.getByRole('button', { name: 'New version of jane-cv.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a new version' });
    await expect(dialog).toContainText('Improved jane-cv.pdf?');
    await expect(dialog).toContainText('since v1');
    await expectAccessible(page);
    await snap(page, dialog, info, 'new-version-dialog-desktop');

    const requested = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/resume/request-upload') && request.method() === 'POST',
    );
    await dialog.getByLabel('Drag and drop the new version here').setInputFiles(files.v2);
    expect((await requested).postDataJSON()).toMatchObject({
      fileName: 'jane-cv-improved.pdf',
      previousVersionId: v1,
    });
    // The same preview as any upload, then Start Grading.
    await expect(page.getByText('Resume uploaded successfully')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('heading', { name: 'jane-cv-improved.pdf' })).toBeVisible();
    await expect(dialog.getByText(/ · 1 page$/)).toBeVisible();
    await snap(page, dialog, info, 'new-version-preview-desktop');
    // Awaited from before the click: a grading that ends at once leaves /preprocessing
    // before an assertion made afterwards could see it.
    const preprocessing = page.waitForURL('/preprocessing');
    await dialog.getByRole('button', { name: 'Start Grading' }).click();
    await preprocessing;
    await expect(page).toHaveURL(anyResultsUrl, { timeout: 60_000 });
    const v2 = anyResultsUrl.exec(page.url())?.[1] ?? '';
    expect(v2).not.toBe(v1);

    // Beside each grade: the grade of v1 and which way it went, as the API compares them.
    const comparison = await comparisonOf(page, v2);
    expect(comparison).toMatchObject({ version: 2, previous: { resumeId: v1, version: 1 } });
    const writing = comparison.grades.find((g) => g.area === 'Writing');
    // Two misspelled words cost v1 its A+ in Writing; v2 has none.
    expect(writing?.direction).toBe('up');
    for (const change of comparison.grades) {
      const area = change.area.toLowerCase();
      const holder = page.getByTestId(area === 'cumulative' ? 'final-grade' : `grade-${area}`);
      const note = holder.getByTestId(`change-${area}`);
      await expect(note).toContainText(changeText(change));
      await expect(note).toContainText('since v1');
    }
    await expect(page.getByTestId('change-writing')).toContainText(
      `↑ ${writing?.before} → ${writing?.after}`,
    );

    // The findings in three buckets: the misspellings fixed, the weak opening new, the
    // findings both versions share still there.
    const changes = page.getByRole('region', { name: 'What changed since v1' });
    await expect(changes).toBeVisible();
    const findings = comparison.findings;
    expect(findings).not.toBeNull();
    await expect(bucket(page, 'fixed').getByRole('heading')).toHaveText(
      `Fixed since v1: ${findings?.fixed.length}`,
    );
    await expect(bucket(page, 'still').getByRole('heading')).toHaveText(
      `Still there: ${findings?.still.length}`,
    );
    await expect(bucket(page, 'new').getByRole('heading')).toHaveText(
      `New: ${findings?.new.length}`,
    );
    await expect(bucket(page, 'fixed')).toContainText('servise');
    await expect(bucket(page, 'fixed')).toContainText('serch');
    await expect(bucket(page, 'new')).toContainText('Weak opening verb');
    await expect(bucket(page, 'new')).toContainText('Responsible for');
    for (const id of ['still', 'new'] as const) {
      await expect(bucket(page, id)).not.toContainText('servise');
    }
    for (const id of ['fixed', 'still'] as const) {
      await expect(bucket(page, id)).not.toContainText('Responsible for');
    }
    // The rest is still there: every finding of v2 that is not new.
    expect(findings?.still.length).toBeGreaterThan(0);
    for (const finding of findings?.still ?? []) {
      await expect(bucket(page, 'still')).toContainText(finding.title);
    }
    await expectAccessible(page);
    await snap(
      page,
      page.getByRole('main').locator('header').first(),
      info,
      'results-header-desktop',
    );
    await snap(
      page,
      page.getByTestId('final-grade').locator('..'),
      info,
      'grades-compared-desktop',
    );
    await snap(page, changes, info, 'comparison-desktop');

    // 'Download report': the PDF, made while the link shows it is busy.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/report.pdf', async (route) => {
      await held;
      await route.continue();
    });
    const downloadLink = page.getByRole('link', { name: 'Download report' });
    const downloading = page.waitForEvent('download');
    await downloadLink.click();
    await expect(downloadLink).toHaveAttribute('aria-disabled', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'Preparing your report' }),
    ).toBeAttached();
    release();
    const download = await downloading;
    await page.unroute('**/report.pdf');
    await expect(downloadLink).not.toHaveAttribute('aria-disabled');
    expect(download.suggestedFilename()).toBe('Jane-Doe-resume-review.pdf');
    const reportPath = info.outputPath('report.pdf');
    await download.saveAs(reportPath);
    const bytes = readFileSync(reportPath);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const analysis = await analysisOf(page, v2);
    const document = mupdf.Document.openDocument(bytes, 'application/pdf');
    try {
      // A summary page at least, then the resume's own pages with their boxes.
      expect(document.countPages()).toBeGreaterThanOrEqual(1 + analysis.pages.length);
      const pixmap = document
        .loadPage(0)
        .toPixmap(mupdf.Matrix.scale(1, 1), mupdf.ColorSpace.DeviceRGB, false, true);
      const png = pixmap.asPNG();
      writeFileSync(info.outputPath('report-page-1.png'), png);
      await info.attach('report-page-1', { body: Buffer.from(png), contentType: 'image/png' });
      expect(Buffer.from(png.subarray(1, 4)).toString('latin1')).toBe('PNG');
      // Not a blank page: some pixels are dark (text).
      const pixels = pixmap.getPixels();
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 3) if ((pixels[i] ?? 255) < 100) dark += 1;
      expect(dark).toBeGreaterThan(500);
      const text = pdfText(document).join('\n');
      expect(text).toContain('jane-cv-improved.pdf');
      for (const area of ['Cumulative', 'Content', 'Format', 'Writing'] as const) {
        expect(text).toContain(analysis.grading.finalGrade[area]);
      }
      expect(pdfText(document)[0]).toContain(analysis.grading.finalGrade.Cumulative);
    } finally {
      document.destroy();
    }

    // My Reports: one card for both versions, v2 on top, v1 under it.
    await page.goto('/dashboard');
    const group = card(page, 'jane-cv-improved.pdf');
    await expect(card(page, 'jane-cv.pdf')).toHaveCount(0);
    const toggle = group.getByRole('button', { name: 'v2 · 1 earlier version' });
    await expect(toggle).toHaveText(/v2 · 1 earlier/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const earlier = group.getByRole('list', { name: 'Earlier versions of jane-cv-improved.pdf' });
    const v1Row = earlier.getByRole('listitem');
    await expect(v1Row).toHaveCount(1);
    const v1Analysis = await analysisOf(page, v1);
    await expect(v1Row).toContainText(v1Analysis.grading.finalGrade.Cumulative);
    await expect(v1Row.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expectAccessible(page);
    await snap(page, group, info, 'card-desktop');

    // Search finds the group by the earlier version's name.
    await expect(reports(page).getByRole('heading', { level: 3 })).toHaveCount(2);
    const search = reports(page).getByRole('searchbox', { name: 'Search resumes' });
    await search.fill('jane-cv.pdf');
    await expect(reports(page).getByRole('heading', { level: 3 })).toHaveText([
      'jane-cv-improved.pdf',
    ]);
    await search.fill('');

    // The earlier version opens its own results, which compare with nothing. The card kept
    // its list open through the search.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const compared = page.waitForResponse((response) =>
      response.url().endsWith(`/api/resume/${v1}/comparison`),
    );
    await group.getByRole('link', { name: 'v1 · jane-cv.pdf' }).click();
    await expect(page).toHaveURL(resultsUrl(v1));
    await expect(page.getByTestId('final-grade')).toContainText(
      v1Analysis.grading.finalGrade.Cumulative,
    );
    // The page has its comparison (a first version's) before its absence means anything.
    expect(((await (await compared).json()) as ComparisonAnswer).previous).toBeNull();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(page.getByRole('region', { name: /What changed since/ })).toHaveCount(0);
    await expect(page.getByTestId(/^change-/)).toHaveCount(0);

    // And back from v2's results to v1's through the comparison's link.
    await page.goto(resultsUrl(v2));
    await page.getByRole('link', { name: "See v1's results" }).click();
    await expect(page).toHaveURL(resultsUrl(v1));

    // Deleting the card deletes v2 only, after saying so; the card then shows v1.
    await page.goto('/dashboard');
    await group.getByRole('button', { name: 'Options for jane-cv-improved.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Delete v2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete v2?' });
    await expect(confirm).toContainText('Only v2 of jane-cv-improved.pdf');
    await expect(confirm).toContainText('The card then shows v1 (jane-cv.pdf');
    await expectAccessible(page);
    await snap(page, confirm, info, 'delete-version-dialog-desktop');
    await confirm.getByRole('button', { name: 'Delete v2' }).click();
    await expect(page.getByText('Resume deleted successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(card(page, 'jane-cv.pdf')).toBeVisible();
    await expect(card(page, 'jane-cv-improved.pdf')).toHaveCount(0);
    await expect(card(page, 'jane-cv.pdf').getByRole('button', { name: /earlier/ })).toHaveCount(0);
    await expect(reports(page).getByRole('heading', { name: 'My Reports' })).toBeFocused();
    // The page still takes clicks once both the menu and the dialog are gone.
    await card(page, 'jane-cv.pdf').getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(resultsUrl(v1));

    // The group goes with its last version, which is deleted at once, as any lone report.
    await page.goto('/dashboard');
    await card(page, 'jane-cv.pdf')
      .getByRole('button', { name: 'Options for jane-cv.pdf' })
      .click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Resume deleted successfully').first()).toBeVisible();
    await expect(reports(page).getByRole('heading', { level: 3 })).toHaveText(['cover-letter.pdf']);
  });

  test('a version exists once graded: compared with any earlier one, deleted alone, under the name the report was given', async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(180_000);
    await newVerifiedUser(page.request, baseURL ?? '');
    await buyCredits(page.request, 5);
    const files = await versionFiles(info, { v1: 'cv.pdf', v2: 'cv-export.pdf' });
    const v1 = await uploadResumeBytes(page.request, readFileSync(files.v1), 'cv.pdf');
    await gradeResume(page.request, v1);

    // The report renamed: the name it keeps when versions arrive.
    await page.goto('/dashboard');
    await card(page, 'cv.pdf').getByRole('button', { name: 'Rename cv.pdf' }).click();
    const input = reports(page).getByRole('textbox', { name: 'File name' });
    await input.fill('Nurse CV');
    await input.press('Enter');
    await expect(page.getByText('Resume file name updated successfully')).toBeVisible();
    const report = card(page, 'Nurse CV.pdf');

    // A file chosen in 'New version', then the dialog closed: no version comes of it.
    const openDialog = async () => {
      await report.getByRole('button', { name: 'New version of Nurse CV.pdf' }).click();
      return page.getByRole('dialog', { name: 'Upload a new version' });
    };
    let dialog = await openDialog();
    await dialog.getByLabel('Drag and drop the new version here').setInputFiles(files.v2);
    await expect(dialog.getByRole('button', { name: 'Start Grading' })).toBeVisible({
      timeout: 20_000,
    });
    // The preview names the file chosen, not the report it is a version of.
    await expect(dialog.getByRole('heading', { name: 'cv-export.pdf' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(report.getByRole('button', { name: /earlier/ })).toHaveCount(0);

    // Chosen again and graded: version 2, compared with version 1.
    dialog = await openDialog();
    await dialog.getByLabel('Drag and drop the new version here').setInputFiles(files.v2);
    const preprocessing = page.waitForURL('/preprocessing');
    await dialog.getByRole('button', { name: 'Start Grading' }).click({ timeout: 20_000 });
    await preprocessing;
    await expect(page).toHaveURL(anyResultsUrl, { timeout: 60_000 });
    const v2 = anyResultsUrl.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('region', { name: 'What changed since v1' })).toBeVisible();
    await expect(page.getByText(/never graded/)).toHaveCount(0);
    // One earlier version: nothing to choose.
    await expect(page.getByLabel('Compare with')).toHaveCount(0);

    // A third version compares with the second, or with the first when the user says so.
    const v3 = await uploadResumeBytes(page.request, readFileSync(files.v1), 'cv-3.pdf', v2);
    await gradeResume(page.request, v3);
    await page.goto(resultsUrl(v3));
    await expect(page.getByRole('region', { name: 'What changed since v2' })).toBeVisible();
    const choice = page.getByLabel('Compare with');
    await expect(choice.getByRole('option')).toHaveText([
      /^v2 · Nurse CV\.pdf · /,
      /^v1 · Nurse CV\.pdf · /,
    ]);
    await choice.selectOption({
      label: (await choice.getByRole('option').nth(1).textContent()) ?? '',
    });
    const sinceV1 = page.getByRole('region', { name: 'What changed since v1' });
    await expect(sinceV1).toBeVisible();
    // v1 and v3 are the same PDF: nothing fixed, nothing new.
    await expect(bucket(page, 'fixed').getByRole('heading')).toHaveText('Fixed since v1: 0');
    await expect(bucket(page, 'new').getByRole('heading')).toHaveText('New: 0');
    await expect(page.getByTestId('change-writing')).toContainText('since v1');
    await expect(page).toHaveURL(new RegExp(`compare=${v1}`));
    await expect(page.getByRole('link', { name: 'Download report' })).toHaveAttribute(
      'href',
      `/api/resume/${v3}/report.pdf?with=${v1}`,
    );
    await page.reload();
    await expect(sinceV1).toBeVisible();
    await expectAccessible(page);
    await snap(page, sinceV1, info, 'compare-with-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await snap(page, sinceV1, info, 'compare-with-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    // My Reports: the name kept; the middle version deleted from the group, with Undo.
    await page.goto('/dashboard');
    await expect(report.getByRole('button', { name: /earlier/ })).toHaveText(/v3 · 2 earlier/);
    await report.getByRole('button', { name: /earlier/ }).click();
    const earlier = report.getByRole('list', { name: 'Earlier versions of Nurse CV.pdf' });
    await expect(earlier.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
    await snap(page, report, info, 'earlier-versions-desktop');
    await earlier.getByRole('button', { name: 'Delete v2' }).click();
    await expect(page.getByText('Resume deleted successfully')).toBeVisible();
    await expect(report.getByRole('button', { name: /earlier/ })).toHaveText(/v2 · 1 earlier/);
    await expect(report.getByRole('button', { name: /earlier/ })).toBeFocused();
    await expect(earlier.getByRole('listitem')).toHaveCount(1);
    await expect(earlier.getByRole('link', { name: 'v1 · Nurse CV.pdf' })).toBeVisible();
    await page.reload();
    await expect(report.getByRole('button', { name: /earlier/ })).toHaveText(/v2 · 1 earlier/);
    const comparison = await comparisonOf(page, v3);
    expect(comparison).toMatchObject({ version: 2, previous: { resumeId: v1, version: 1 } });

    // An address naming the deleted version (an old link) falls back to the newest graded.
    await page.goto(`${resultsUrl(v3)}&compare=${v2}`);
    await expect(page.getByRole('region', { name: 'What changed since v1' })).toBeVisible();
    await expect(page).toHaveURL(resultsUrl(v3));
  });

  test('a file named like an existing report asks whether it is a new version', async ({
    page,
    baseURL,
  }, info) => {
    test.slow();
    await newVerifiedUser(page.request, baseURL ?? '');
    const files = await versionFiles(info, { v1: 'first.pdf', v2: 'resume.pdf' });
    const existing = await uploadResumeBytes(page.request, readFileSync(files.v1), 'resume.pdf');
    await page.goto('/dashboard');
    const dropZone = page.getByLabel('Drag and drop your resume here');
    const question = page.getByRole('dialog', { name: 'New version?' });
    const uploadRequest = () =>
      page.waitForRequest(
        (request) =>
          request.url().endsWith('/api/resume/request-upload') && request.method() === 'POST',
      );
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/request-upload')) uploads += 1;
    });

    // Closing the question uploads nothing.
    await dropZone.setInputFiles(files.v2);
    await expect(question).toBeVisible();
    await expect(question).toContainText(
      "You already have a report for 'resume.pdf'. Is this a new version of it?",
    );
    await expectAccessible(page);
    await snap(page, question, info, 'same-name-dialog-desktop');
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(dropZone).toBeFocused();
    expect(uploads).toBe(0);

    // 'Yes' uploads it as the report's next version.
    await dropZone.setInputFiles(files.v2);
    let requested = uploadRequest();
    await question.getByRole('button', { name: 'Yes, a new version' }).click();
    expect((await requested).postDataJSON()).toMatchObject({
      fileName: 'resume.pdf',
      previousVersionId: existing,
    });
    await expect(page.getByText('Resume uploaded successfully')).toBeVisible({ timeout: 20_000 });
    const preview = page.getByRole('region', { name: 'Grade your resume' });
    await expect(preview.getByRole('button', { name: 'Start Grading' })).toBeVisible();
    // Not graded yet: no version, so the card is as it was (issue 35).
    await expect(card(page, 'resume.pdf')).toHaveCount(1);
    await expect(card(page, 'resume.pdf').getByRole('button', { name: /earlier/ })).toHaveCount(0);

    // 'No' uploads it as a resume of its own: a second card.
    await preview.getByRole('button', { name: 'Remove this resume' }).click();
    await dropZone.setInputFiles(files.v2);
    await expect(question).toBeVisible();
    requested = uploadRequest();
    await question.getByRole('button', { name: 'No, a separate resume' }).click();
    const separate = (await requested).postDataJSON() as Record<string, unknown>;
    expect(separate.fileName).toBe('resume.pdf');
    expect(separate).not.toHaveProperty('previousVersionId');
    await expect(preview.getByRole('button', { name: 'Start Grading' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(card(page, 'resume.pdf')).toHaveCount(2);
    expect(uploads).toBe(2);

    // Another name is not asked about.
    await preview.getByRole('button', { name: 'Remove this resume' }).click();
    await dropZone.setInputFiles(files.v1);
    await expect(preview.getByRole('button', { name: 'Start Grading' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(question).toBeHidden();
    expect(uploads).toBe(3);
  });

  test('on a phone, the card and the comparison fit the screen', async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await newVerifiedUser(page.request, baseURL ?? '');
    await buyCredits(page.request, 5);
    const files = await versionFiles(info, { v1: 'my-resume.pdf', v2: 'my-resume-2.pdf' });
    const v1 = await uploadResumeBytes(page.request, readFileSync(files.v1), 'my-resume.pdf');
    await gradeResume(page.request, v1);
    const v2 = await uploadResumeBytes(page.request, readFileSync(files.v2), 'my-resume-2.pdf', v1);
    await gradeResume(page.request, v2);

    await page.goto('/dashboard');
    const group = card(page, 'my-resume-2.pdf');
    await group.getByRole('button', { name: 'v2 · 1 earlier version' }).click();
    await expect(group.getByRole('link', { name: 'v1 · my-resume.pdf' })).toBeVisible();
    await group.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    // The card's actions sit inside the card, side by side or wrapped, never cut off.
    const cardBox = await group.boundingBox();
    for (const action of [
      group.getByRole('button', { name: 'View' }),
      group.getByRole('button', { name: 'New version of my-resume-2.pdf' }),
    ]) {
      const box = await action.boundingBox();
      expect(box && cardBox && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
    }
    await expectAccessible(page);
    await snap(page, group, info, 'card-mobile');

    await group.getByRole('button', { name: 'New version of my-resume-2.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a new version' });
    await expect(dialog.getByLabel('Drag and drop the new version here')).toBeAttached();
    await expect(dialog).toBeInViewport({ ratio: 1 });
    // The whole screen: the dialog over the dimmed page.
    const whole = info.outputPath('new-version-dialog-mobile.png');
    await page.screenshot({ path: whole, animations: 'disabled' });
    await info.attach('new-version-dialog-mobile', { path: whole, contentType: 'image/png' });
    await page.keyboard.press('Escape');

    await page.goto(resultsUrl(v2));
    const changes = page.getByRole('region', { name: 'What changed since v1' });
    await expect(changes).toBeVisible();
    await expect(page.getByTestId('change-writing')).toContainText('↑');
    await expectNoHorizontalOverflow(page);
    // The three buckets stack, one under the other, each as wide as the section.
    const boxes = await Promise.all(
      (['fixed', 'still', 'new'] as const).map((id) => bucket(page, id).boundingBox()),
    );
    const sectionBox = await changes.boundingBox();
    for (const [index, box] of boxes.entries()) {
      expect(box?.width).toBeCloseTo(sectionBox?.width ?? 0, 0);
      if (index > 0) expect(box?.y ?? 0).toBeGreaterThan((boxes[index - 1]?.y ?? 0) + 20);
    }
    await expectAccessible(page);
    await snap(
      page,
      page.getByRole('main').locator('header').first(),
      info,
      'results-header-mobile',
    );
    await snap(page, changes, info, 'comparison-mobile');
  });

  test("a download that fails shows the API's message and saves nothing", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await newVerifiedUser(page.request, baseURL ?? '');
    const resumeId = await uploadResumeBytes(page.request, await makePdf([misspelled]), 'cv.pdf');
    await gradeResume(page.request, resumeId);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const busy = 'We are making many reports right now. Please try again in a minute.';
    await page.route('**/report.pdf', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'ServiceUnavailable', message: busy } }),
      }),
    );
    await page.goto(resultsUrl(resumeId));
    await page.getByRole('link', { name: 'Download report' }).click();
    await expect(page.getByRole('alert').filter({ hasText: busy })).toBeVisible();

    const notGraded = 'Grade this resume first, then download its report.';
    await page.route('**/json-resume', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'ResumeNotGraded', message: notGraded } }),
      }),
    );
    await page.getByRole('tab', { name: 'What an ATS reads' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Download JSON Resume' }).click();
    await expect(page.getByRole('alert').filter({ hasText: notGraded })).toBeVisible();
    expect(downloads).toBe(0);

    // Once the server answers again, the same link downloads the file.
    await page.unroute('**/json-resume');
    const downloading = page.waitForEvent('download');
    await page.getByRole('tabpanel').getByRole('link', { name: 'Download JSON Resume' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.json$/);
  });
});
