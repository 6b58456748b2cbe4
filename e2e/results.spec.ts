import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newVerifiedUser } from './support/accounts';
import { expectAccessible } from './support/a11y';
import { uploadResume } from './support/resumes';

const appOrigin = () => test.info().project.use.baseURL ?? 'http://127.0.0.1:4173';

/** The parts of the analysis result (CONTRACT.md section 4) this file checks against. */
interface Analysis {
  grading: {
    finalGrade: Record<'Cumulative' | 'Content' | 'Format' | 'Writing', string>;
    totalMistakes: Record<
      'content' | 'formattingVertical' | 'formattingHorizontal' | 'writing',
      number
    >;
    VerticalFormate: [unknown, { display: string; sar_list: Record<string, unknown> }][];
  };
  pages: { url: string }[];
}

/**
 * A signed-up user (one free credit) with one graded resume, all through the API the way
 * the upload card and /preprocessing drive it. The session cookie lands in the page.
 */
async function gradedResume(request: APIRequestContext, file: string) {
  await newVerifiedUser(request, appOrigin());
  const resumeId = await uploadResume(request, file, file);
  expect((await request.post(`/api/resume/${resumeId}/grade`)).status()).toBe(202);
  // Grading a real PDF takes seconds, more while the other worker grades too: longer than
  // the default 5 s of expect.poll.
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/resume/${resumeId}/grade`)).json()) as { state: string })
          .state,
      { timeout: 60_000 },
    )
    .toBe('done');
  const analysis = await request.get(`/api/resume/analysis-result/${resumeId}`);
  expect(analysis.ok()).toBe(true);
  return { resumeId, analysis: (await analysis.json()) as Analysis };
}

const suggestions = ({ totalMistakes: t }: Analysis['grading']) =>
  t.content + t.formattingVertical + t.formattingHorizontal + t.writing;

const tabPanel = (page: Page) => page.getByRole('tabpanel');
/** The mistakes listed in the open tab: one toggle button per list item. */
const mistakes = (page: Page) => tabPanel(page).getByRole('listitem').getByRole('button');

test.describe('results page', () => {
  // Grading a real PDF takes a few seconds on top of the browser work.
  test.slow();

  test('shows the grades, the counts and the boxes, and takes feedback', async ({ page }) => {
    const { resumeId, analysis } = await gradedResume(page.request, '01-jakes-resume.pdf');
    const { grading } = analysis;
    await page.goto(`/results?id=${resumeId}`);

    const title = `“${suggestions(grading)} suggestions” to improve your resume`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { name: "Ada's Resume Report" })).toBeVisible();
    await expect(page.getByText('Your resume has been successfully analyzed...')).toBeVisible();
    await expect(
      page.getByText('This graded resume is auto-saved to your dashboard'),
    ).toBeVisible();

    await expect(page.getByTestId('final-grade')).toContainText('Final Grade');
    await expect(page.getByTestId('final-grade')).toContainText(grading.finalGrade.Cumulative);
    for (const area of ['Content', 'Format', 'Writing'] as const) {
      await expect(page.getByTestId(`grade-${area.toLowerCase()}`)).toContainText(
        grading.finalGrade[area],
      );
    }

    const t = grading.totalMistakes;
    const contentTab = page.getByRole('tab', { name: /Content/ });
    const formattingTab = page.getByRole('tab', { name: /Formatting/ });
    const writingTab = page.getByRole('tab', { name: /Writing/ });
    await expect(contentTab).toHaveText(`Content${t.content}`);
    await expect(formattingTab).toHaveText(
      `Formatting${t.formattingVertical + t.formattingHorizontal}`,
    );
    await expect(writingTab).toHaveText(`Writing${t.writing}`);
    await expect(contentTab).toHaveAttribute('aria-selected', 'true');

    // The page image arrives and the boxes sit on it.
    const firstPage = tabPanel(page).getByRole('img', {
      name: `Page 1 of ${analysis.pages.length} of your graded resume`,
    });
    await expect(firstPage).toBeVisible();
    await expect
      .poll(() => firstPage.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(tabPanel(page).locator('[data-mark]').first()).toBeVisible();

    // Choosing a mistake highlights it.
    const firstMistake = mistakes(page).first();
    await firstMistake.click();
    await expect(firstMistake).toHaveAttribute('aria-pressed', 'true');

    // The tabs work from the keyboard.
    await contentTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(formattingTab).toHaveAttribute('aria-selected', 'true');
    for (const [, vertical] of grading.VerticalFormate) {
      const verdict =
        Object.keys(vertical.sar_list).length === 0
          ? 'All sentences are properly aligned'
          : vertical.display;
      await expect(tabPanel(page).getByText(verdict).first()).toBeVisible();
    }
    // The edges misaligned lines should meet, drawn beside them: lines sharing one share it.
    const misaligned = grading.VerticalFormate.reduce(
      (n, [, vertical]) => n + Object.keys(vertical.sar_list).length,
      0,
    );
    const edges = tabPanel(page).getByTestId('alignment-edge');
    if (misaligned === 0) await expect(edges).toHaveCount(0);
    else await expect(edges.first()).toBeAttached();

    // Jumping to a writing mistake brings its box into view.
    await writingTab.click();
    if (t.writing > 0) {
      const item = mistakes(page).last();
      await item.click();
      await expect(item).toHaveAttribute('aria-pressed', 'true');
      await expect(tabPanel(page).locator('[data-mark][data-selected]').first()).toBeInViewport();
    }
    await expectAccessible(page);

    // The feedback modal: required fields, then a round trip to the server.
    await page.getByRole('button', { name: 'Give Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give Feedback' });
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(dialog.getByText('Please choose a rating from 1 to 5')).toBeVisible();
    // The first missing field, the rating, takes the focus.
    await expect(dialog.getByRole('radio', { name: '1 out of 5' })).toBeFocused();
    await dialog.getByRole('radio', { name: '4 out of 5' }).click();
    await dialog.getByLabel('Message').fill('Clear and useful, thank you.');
    await expectAccessible(page);
    const sent = page.waitForResponse('**/api/submit-feedback');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    const { message } = (await (await sent).json()) as { message: string };
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The menu's Results item leads back to this report.
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL('/dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Results' })
      .click();
    await expect(page).toHaveURL(`/results?id=${resumeId}`);
    await expect(contentTab).toHaveAttribute('aria-selected', 'true');
  });

  test('on mobile the graded pages open in a popup with paging', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { resumeId, analysis } = await gradedResume(page.request, '02-awesome-cv-resume.pdf');
    await page.goto(`/results?id=${resumeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('suggestions');
    // The grade comes first, in the first screen; the report's buttons follow it.
    await expect(page.getByTestId('final-grade')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('results-phone.png') });
    // The lists are inline; the pages are not drawn beside them.
    await expect(tabPanel(page).getByRole('img')).toHaveCount(0);

    await tabPanel(page).getByRole('button', { name: 'View Graded Resume' }).click();
    const popup = page.getByRole('dialog', { name: 'Graded resume' });
    const pageCount = analysis.pages.length;
    expect(pageCount).toBeGreaterThan(1);
    await expect(
      popup.getByRole('img', { name: `Page 1 of ${pageCount} of your graded resume` }),
    ).toBeVisible();
    await expect(popup.getByText(`1/${pageCount}`)).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Next page' }).click();
    await expect(popup.getByText(`2/${pageCount}`)).toBeVisible();
    await expect(
      popup.getByRole('img', { name: `Page 2 of ${pageCount} of your graded resume` }),
    ).toBeVisible();
    await expectAccessible(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    // Choosing a mistake opens the popup on its page with its box in view.
    await mistakes(page).first().click();
    await expect(popup).toBeVisible();
    await expect(popup.locator('[data-mark][data-selected]').first()).toBeInViewport();
  });

  test("shows 'N/A' for an area none of whose checks could run, and why", async ({ page }) => {
    const { resumeId, analysis } = await gradedResume(page.request, '08-moderncv-zh.pdf');
    expect(analysis.grading.finalGrade.Writing).toBe('N/A');
    await page.goto(`/results?id=${resumeId}`);
    const writing = page.getByTestId('grade-writing');
    await expect(writing).toContainText('N/A');
    await expect(writing).toContainText('none of its checks could run');
    await expect(page.getByTestId('grade-content')).toContainText('/100');
    // Its kind is said, with what that changes: label fields and a photo are its form.
    await expect(page.getByTestId('read-as')).toContainText('Read as a Chinese resume');
    await expect(page.getByTestId('read-as')).toContainText('part of the form');
    await page.getByRole('tab', { name: /Writing/ }).click();
    await expect(tabPanel(page)).toContainText(
      'The resume looks Chinese; grammar and spelling checks cover English, Spanish',
    );
    await expectAccessible(page);
  });

  test('without a report id or with an unknown one, goes home', async ({ page }) => {
    await newVerifiedUser(page.request, appOrigin());
    await page.goto('/results');
    await expect(page).toHaveURL('/');

    await page.goto('/results?id=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('alert').first()).toBeVisible();
  });

  test('sends a visitor to log in', async ({ page }) => {
    await page.goto('/results?id=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL('/login');
  });
});
