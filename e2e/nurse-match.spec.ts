import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { newVerifiedUser } from './support/accounts';
import { nurseFoundTerms, nurseResumeRows } from '../packages/grader/test/nurse-resume';
import { gradeResume, uploadResumeBytes } from './support/resumes';

/**
 * Issue 36's case, as a new user meets it: the nurse's one-column resume (its rows are the
 * grader tests' too), printed to PDF by this browser as people make theirs, matched to a
 * cardiac step-down posting.
 */
const nurseResume = `<!doctype html>
<html lang="en"><head><style>
  body { font: 10.5pt/1.35 Arial, sans-serif; margin: 0; color: #111; }
  p { margin: 0; }
  .name { font-size: 20pt; font-weight: bold; }
  .heading { font-size: 11.5pt; font-weight: bold; text-transform: uppercase; margin-top: 12pt;
    border-bottom: 1px solid #999; }
  .entry { font-weight: bold; display: flex; justify-content: space-between; margin-top: 4pt; }
  .bullet { display: list-item; list-style: disc; margin-left: 14pt; }
</style></head><body>${nurseResumeRows
  .map(
    ({ text, style, right }) =>
      `<p class="${style ?? ''}"><span>${text}</span>${right ? `<span>${right}</span>` : ''}</p>`,
  )
  .join('\n')}</body></html>`;

const posting = readFileSync(
  fileURLToPath(
    new URL('../packages/grader/test/job-descriptions/nurse-step-down.txt', import.meta.url),
  ),
  'utf8',
);

/** The nurse's resume, printed by this browser, uploaded and graded for a new user. */
async function gradedNurse(page: Page, baseURL: string | undefined): Promise<string> {
  await page.setContent(nurseResume);
  const pdf = await page.pdf({
    format: 'Letter',
    margin: { top: '0.6in', left: '0.7in', right: '0.7in', bottom: '0.6in' },
  });
  await newVerifiedUser(page.request, baseURL ?? '', 'Jordan');
  const resumeId = await uploadResumeBytes(page.request, pdf, 'jordan-ellis-rn.pdf');
  await gradeResume(page.request, resumeId);
  return resumeId;
}

test.describe("a nurse's resume", () => {
  // Printing, grading and matching a real PDF take seconds on top of the browser work.
  test.slow();

  test('matches a nursing posting: the licence and PCCN found, the clinical skills listed', async ({
    page,
    baseURL,
  }) => {
    const resumeId = await gradedNurse(page, baseURL);
    await page.goto(`/results?id=${resumeId}`);
    await page.getByRole('tab', { name: 'Job match' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: 'Job description' }).fill(posting);
    await panel.getByRole('button', { name: 'Match', exact: true }).click();
    await expect(panel.getByRole('heading', { name: /^Match for / })).toHaveText(
      'Match for Registered Nurse',
    );

    const found = panel.locator('[data-testid^="found-"]');
    for (const term of nurseFoundTerms) {
      await expect(
        found.getByRole('button', { name: new RegExp(`^\\d+\\. ${term} `) }),
      ).toBeVisible();
    }
    // The licence is shown with the resume's own words that hold it.
    await expect(
      found.getByRole('button', { name: /^\d+\. Registered Nurse license / }),
    ).toContainText('Registered Nurse, Ohio Board of Nursing, License #RN.482910');
    const missing = panel.locator('[data-testid^="missing-"]');
    await expect(missing.getByRole('button', { name: /^Epic / })).toBeVisible();
    // The suggestion names the hospital, not the unit on the title line.
    await expect(missing.getByRole('button', { name: /^Epic / })).toContainText(
      'your Registered Nurse role at Lakeshore Medical Center',
    );
  });

  test('reads the employer, the wrapped link and the languages as written', async ({
    page,
    baseURL,
  }) => {
    const resumeId = await gradedNurse(page, baseURL);
    await page.goto(`/results?id=${resumeId}`);
    await page.getByRole('tab', { name: 'What an ATS reads' }).click();
    const panel = page.getByRole('tabpanel');

    const contact = panel.getByRole('region', { name: 'Contact' });
    await expect(
      contact.getByRole('button', { name: 'https://linkedin.com/in/jordan-ellis-rn' }),
    ).toBeVisible();
    const positions = panel
      .getByRole('region', { name: 'Work experience' })
      .getByRole('list')
      .first()
      .locator(':scope > li');
    await expect(positions).toHaveCount(2);
    await expect(positions.nth(0).getByRole('button', { name: 'Registered Nurse' })).toBeVisible();
    await expect(
      positions.nth(0).getByRole('button', { name: 'Lakeshore Medical Center' }),
    ).toBeVisible();
    const languages = panel.getByRole('region', { name: 'Languages' });
    await expect(languages.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(languages.getByRole('button', { name: 'Spanish' })).toBeVisible();
  });
});
