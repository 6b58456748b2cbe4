import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { latestCode, newVerifiedUser, strongPassword } from './support/accounts';
import { uniqueEmail } from './support/outbox';
import { fixture } from './support/resumes';
import { reviewMessages } from '@resumegrader/contract/review';

const dropZone = (page: Page) => page.getByLabel('Drag and drop your resume here');
const resultsUrl = /\/results\?id=[0-9a-f-]{36}$/;
/** The screens a changed view is looked at on (issue 35). */
const screens = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

async function uploadThroughCard(page: Page, file: string) {
  await dropZone(page).setInputFiles(fixture(file));
  // The server renders the page images before it answers: seconds on a busy machine.
  await expect(page.getByText('Resume uploaded successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Start Grading' })).toBeEnabled();
}

test('refuses a dropped file that is not a PDF before uploading it', async ({ page }) => {
  await page.goto('/');
  await expectAccessible(page);
  let uploadRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('request-upload')) uploadRequests += 1;
  });
  // PNG bytes under a .pdf name and type: the check goes by content.
  const bytes = readFileSync(fixture('02-png-bytes-renamed.pdf')).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const content = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([content], 'resume.pdf', { type: 'application/pdf' }));
    return transfer;
  }, bytes);
  const zone = page.locator('label').filter({ has: dropZone(page) });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select a valid PDF' }),
  ).toBeVisible();
  await expect(dropZone(page)).toHaveAttribute('aria-invalid', 'true');
  expect(uploadRequests).toBe(0);
});

test('shows the progress, then previews the pages; close clears it all', async ({ page }) => {
  // Renders a real PDF's pages twice (and once more after a reload): seconds under load.
  test.slow();
  await page.goto('/');
  // Hold the bytes back so the progress card can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads/**', async (route) => {
    await held;
    await route.continue();
  });
  await dropZone(page).setInputFiles(fixture('02-awesome-cv-resume.pdf'));
  await expect(
    page.getByRole('heading', { name: 'Uploading 02-awesome-cv-resume.pdf' }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();

  await expect(page.getByText('Resume uploaded successfully')).toBeVisible({ timeout: 20_000 });
  const preview = page.getByRole('region', { name: 'Grade your resume' });
  await expect(preview.getByRole('heading', { name: '02-awesome-cv-resume.pdf' })).toBeFocused();
  await expect(preview.getByText('PDF', { exact: true })).toBeVisible();
  await expect(preview.getByText('117 KB · 3 pages')).toBeVisible();
  await expect(preview.getByText('Page 1/3')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const firstPage = preview.getByRole('img', { name: 'Page 1 of 02-awesome-cv-resume.pdf' });
  await expect(firstPage).toBeVisible();
  expect(await firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  await preview.getByRole('button', { name: 'Next page' }).click();
  await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByText('Page 3/3')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(
    preview.getByRole('img', { name: 'Page 3 of 02-awesome-cv-resume.pdf' }),
  ).toBeVisible();

  // The upload is kept in browser storage: a reload shows the same preview.
  await page.reload();
  await expect(preview.getByRole('heading', { name: '02-awesome-cv-resume.pdf' })).toBeVisible();

  await preview.getByRole('button', { name: 'Remove this resume' }).click();
  await expect(dropZone(page)).toBeFocused();
  await expect(preview.getByRole('button', { name: 'Start Grading' })).toBeHidden();
  await page.reload();
  await expect(dropZone(page)).toBeVisible();
});

test('brings Start Grading into view once the pages are previewed on a laptop screen', async ({
  page,
}) => {
  await page.setViewportSize(screens.desktop);
  await page.goto('/');
  await uploadThroughCard(page, '02-awesome-cv-resume.pdf');
  await expect(page.getByRole('button', { name: 'Start Grading' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('preview-desktop.png') });
});

test('a PDF the grader cannot read shows the error card with the tips', async ({ page }) => {
  await page.goto('/');
  // Starts with %PDF- and passes the browser's check; the server cannot read the rest.
  await dropZone(page).setInputFiles(fixture('08-garbage-body.pdf'));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText(
      'There is an issue with your resume file or format that prevents us from grading it.',
    ),
  ).toBeVisible();
  const tips = page.getByRole('region', { name: 'Resume tips' }).getByRole('listitem');
  await expect(tips).toHaveCount(4);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Upload Again' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  await expect(dropZone(page)).toBeFocused();
});

test('a scan is refused at upload with what to do: nothing saved, no Grade button, no credit at stake', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await newVerifiedUser(page.request, baseURL ?? '');
  await page.goto('/');
  await dropZone(page).setInputFiles(fixture('09-scanned-image-only.pdf'));
  const card = page.getByRole('heading', { name: 'Something went wrong' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: /scanned image.*export it from your editor as PDF/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Grading' })).toBeHidden();
  await expectAccessible(page);
  for (const [name, size] of Object.entries(screens)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`scan-refused-${name}.png`) });
  }
  await page.getByRole('button', { name: 'Upload Again' }).click();
  await expect(dropZone(page)).toBeFocused();
  // Nothing was kept: no report to grade, and the credit is where it was.
  await page.goto('/dashboard');
  await expect(page.getByTestId('available-credits')).toHaveText('1');
  await expect(page.getByText('09-scanned-image-only.pdf')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Grade/ })).toHaveCount(0);
});

test('a grading that fails returns to / with the toast and the error card', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await newVerifiedUser(page.request, baseURL ?? '');
  await page.goto('/');
  await uploadThroughCard(page, '01-jakes-resume.pdf');
  // What still fails after Start Grading is a run past its time limit or a crashed thread,
  // which no file can be made to do on demand (the API suite fails the grader itself and
  // checks the credit): the status answer is the server's after a time-out.
  await page.route('**/api/resume/*/grade', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    return route.fulfill({
      json: {
        state: 'failed',
        error: { code: 'GradingFailed', message: reviewMessages.gradingTooSlow },
      },
    });
  });
  await page.getByRole('button', { name: 'Start Grading' }).click();
  await expect(page).toHaveURL('/', { timeout: 30_000 });
  const card = page.getByRole('heading', { name: 'Something went wrong' });
  await expect(card).toBeVisible();
  const message = page.getByRole('alert').filter({ hasText: /took too long to grade/ });
  await expect(message).toHaveCount(2); // the toast and the card
  await expect(page.getByRole('region', { name: 'Resume tips' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Again' }).click();
  await expect(card).toBeHidden();
  await expect(dropZone(page)).toBeFocused();
  // The card belonged to that moment: a reload starts afresh.
  await page.reload();
  await expect(dropZone(page)).toBeVisible();
  await expect(card).toBeHidden();
});

test('/preprocessing with no grading under way goes to /', async ({ page }) => {
  await page.goto('/preprocessing');
  await expect(page).toHaveURL('/');
});

test('a signed-in user grades an upload for one credit; without credits it is /pricing', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await newVerifiedUser(page.request, baseURL ?? '');
  await page.goto('/dashboard');
  await expect(page.getByTestId('available-credits')).toHaveText('1');
  await uploadThroughCard(page, '01-jakes-resume.pdf');
  // A warm grader can finish before the progress is looked at: the job's status is held
  // back until it has been.
  let release = () => {};
  const looked = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/resume\/[^/]+\/grade$/, async (route) => {
    if (route.request().method() === 'GET') await looked;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Start Grading' }).click();
  await expect(page).toHaveURL('/preprocessing');
  await expect(page.getByText('Preprocessing your resume')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Preprocessing progress' })).toBeVisible();
  release();
  await expect(page).toHaveURL(resultsUrl, { timeout: 30_000 });
  await page.unroute(/\/api\/resume\/[^/]+\/grade$/);
  const title = page.getByRole('heading', {
    level: 1,
    name: /suggestions?” to improve your resume$/,
  });
  await expect(title).toBeVisible();
  await page.reload();
  await expect(title).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('available-credits')).toHaveText('0');
  const card = page.getByRole('listitem').filter({ hasText: '01-jakes-resume' });
  await expect(card.getByText(/^Grade [A-F][+-]?$/)).toBeVisible();
  await card.getByRole('button', { name: 'Rename 01-jakes-resume.pdf' }).click();
  await page.getByRole('textbox', { name: 'File name' }).fill('Jake final');
  await page.getByRole('textbox', { name: 'File name' }).press('Enter');
  await expect(page.getByText('Resume file name updated successfully')).toBeVisible();
  await page.reload();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Jake final.pdf' });
  await expect(renamed.getByText(/^Grade [A-F][+-]?$/)).toBeVisible();
  await renamed.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(resultsUrl);
  await expect(title).toBeVisible();
  await page.goto('/dashboard');

  await uploadThroughCard(page, '02-awesome-cv-resume.pdf');
  await page.getByRole('button', { name: 'Start Grading' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(
    page.getByText('Insufficient credits. Please purchase more credits to proceed.'),
  ).toBeVisible();

  await page.goto('/dashboard');
  await renamed.getByRole('button', { name: 'Options for Jake final.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Resume deleted successfully')).toBeVisible();
  // The deleted report is no longer where the Results menu item leads.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }),
  ).toHaveAttribute('href', '/dashboard#my-reports');
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Jake final.pdf' })).toHaveCount(0);
  await expect(page.getByTestId('available-credits')).toHaveText('0');
});

test('a visitor uploads, signs up from the modal and gets the grades with the free credit', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await uploadThroughCard(page, '01-jakes-resume.pdf');
  await page.getByRole('button', { name: 'Start Grading' }).click();
  await expect(page).toHaveURL('/preprocessing');
  const shownAt = Date.now();
  const modal = page.getByRole('dialog', { name: 'Create an account to view your Grades!' });
  await expect(modal).toBeHidden();
  await expect(modal).toBeVisible({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  await expect(modal.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  await expectAccessible(page);

  // The overlay closes it; the button under the counter brings it back.
  await page.mouse.click(5, 5);
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Sign up to see your grades' }).click();
  await expect(modal).toBeVisible();

  // The sign-up form itself, then its verification, inside the modal: the visitor never
  // leaves /preprocessing until the grades open.
  const email = uniqueEmail('visitor');
  await modal.getByLabel('First name').fill('Grace');
  await modal.getByLabel('Last name').fill('Hopper');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(strongPassword);
  await modal.getByLabel('Retype password', { exact: true }).fill(strongPassword);
  await modal.getByLabel(/I agree to the/).check();
  await expect(modal.getByLabel(/considered for job opportunities/)).toBeVisible();
  await modal.getByRole('button', { name: 'Create Account' }).click();
  await expect(modal.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();
  await expect(page).toHaveURL('/preprocessing');
  await expectAccessible(page);
  await modal.getByLabel('Confirmation code').fill(await latestCode(request, email));
  await modal.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(resultsUrl, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: /suggestions?” to improve your resume$/ }),
  ).toBeVisible();
  await expect(page.getByText("Grace's Resume Report")).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('available-credits')).toHaveText('0');
  const card = page.getByRole('listitem').filter({ hasText: '01-jakes-resume' });
  await expect(card.getByText(/^Grade [A-F][+-]?$/)).toBeVisible();
});
