import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Schema, Validator } from 'jsonschema';
import { expectAccessible } from './support/a11y';
import { newVerifiedUser } from './support/accounts';
import { gradeResume, uploadResume } from './support/resumes';
import { expectNoHorizontalOverflow } from './support/layout';

// The official JSON Resume schema ships as CommonJS without types.
const { schema: jsonResumeSchema } = createRequire(import.meta.url)('@jsonresume/schema') as {
  schema: Schema;
};

/**
 * A posting written for the fixture resume (01-jakes-resume.pdf: C, C++, Python, Linux and
 * Git, a BS in Computer Engineering), which also asks for what it lacks: Rust, Docker,
 * Kubernetes and an AWS certification. Which terms the matcher recognises may change; what
 * the page must show is checked against its answer.
 */
const embeddedJob = `Embedded Software Engineer

Ocean Robotics is hiring an Embedded Software Engineer to join our firmware team in San Diego, CA.
You will design, write and test firmware in C and C++ for the ARM microcontrollers that steer
our autonomous vessels, and build the tools that test it.

Requirements:
- Bachelor's degree in Computer Engineering, Electrical Engineering or a related field
- 2+ years of experience developing embedded firmware in C and C++
- Python for test automation, Linux and Git
- Experience with Rust
- Strong communication and teamwork skills

Nice to have:
- Docker, Kubernetes and AWS
- AWS Certified Solutions Architect
`;

/** A second, different posting, so the saved list holds two matches. */
const analystJob = `Data Analyst

Join the analytics team of a growing retailer. You will turn sales data into dashboards and
reports that store managers use every week.

Requirements:
- Advanced SQL and Python for data analysis
- Tableau or Power BI dashboards
- Excel and statistics
- Strong communication skills and attention to detail
`;

interface Term {
  term: string;
  category: string;
  inDescription: number;
  inResume: number;
  places: unknown[];
  onlyInSkills: boolean;
  suggestion?: string;
  inPosting?: [number, number][];
}
/** The parts of the API's answer (jobMatchSchema) this file checks the page against. */
interface JobMatchAnswer {
  id: string;
  score: number;
  jobTitle: string | null;
  jobDescription: string;
  terms: { found: Term[]; missing: Term[] };
  warnings: { message: string }[];
}

/** A found term the resume names somewhere it can be boxed (C++ at least, in its skills). */
function boxedTerm(answer: JobMatchAnswer): Term {
  const term = answer.terms.found.find((t) => t.places.length > 0);
  if (!term) throw new Error('no found term has a place on the resume');
  return term;
}

/** A signed-up user with the fixture graded; the session cookie lands in the page. */
async function gradedResume(page: Page, baseURL: string | undefined): Promise<string> {
  await newVerifiedUser(page.request, baseURL ?? '');
  const resumeId = await uploadResume(page.request, '01-jakes-resume.pdf', 'jakes.pdf');
  await gradeResume(page.request, resumeId);
  return resumeId;
}

const tabPanel = (page: Page) => page.getByRole('tabpanel');
const description = (page: Page) =>
  tabPanel(page).getByRole('textbox', { name: 'Job description' });
const matchButton = (page: Page) =>
  tabPanel(page).getByRole('button', { name: 'Match', exact: true });
const savedMatches = (page: Page) =>
  tabPanel(page).getByRole('region', { name: 'Saved matches' }).getByRole('listitem');
const resultHeading = (page: Page) => tabPanel(page).getByRole('heading', { name: /^Match for / });
/** A found term's button: its number and name, its tags, then how often each side names it. */
const foundTerm = (scope: Locator, term: string) =>
  scope.getByRole('button', {
    name: new RegExp(`^\\d+\\. ${escape(term)} (Only in skills list |Nice to have )*\\d+×`),
  });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The saved description with each term it asks for highlighted (issue 36). */
const posting = (page: Page) => tabPanel(page).getByRole('region', { name: 'The job description' });

/** A term of the answer by name, which the fixture and the posting are written to have. */
function termOf(terms: Term[], name: string): Term & { inPosting: [number, number][] } {
  const term = terms.find((t) => t.term === name);
  if (!term?.inPosting?.length) throw new Error(`no place in the posting for ${name}`);
  return { ...term, inPosting: term.inPosting };
}

/** Pastes a description, presses Match and returns the API's answer. */
async function match(page: Page, text: string): Promise<JobMatchAnswer> {
  await description(page).fill(text);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/job-match') && response.request().method() === 'POST',
  );
  await matchButton(page).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as JobMatchAnswer;
}

/** The page images have arrived: boxes are drawn only once they have. */
async function pagesLoaded(scope: Locator) {
  const image = scope.getByRole('img', { name: /^Page 1 of \d+ of your graded resume$/ });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/** Every box of an ATS reading: each field, wherever it sits, carries its own `boxes`. */
function boxCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + boxCount(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  return Object.entries(value).reduce(
    (sum, [key, inner]) =>
      sum + (key === 'boxes' && Array.isArray(inner) ? inner.length : boxCount(inner)),
    0,
  );
}

test.describe('job match and ATS reading', () => {
  // Grading a real PDF and matching it take seconds on top of the browser work.
  test.slow();

  test('matches a pasted job description, keeps it across a reload, and deletes it', async ({
    page,
    baseURL,
  }) => {
    const resumeId = await gradedResume(page, baseURL);
    await page.goto(`/results?id=${resumeId}`);
    await page.getByRole('tab', { name: 'Job match' }).click();
    await expect(tabPanel(page).getByText('No match yet.')).toBeVisible();

    // Too short: the contract's message under the field, the field focused, nothing saved.
    await description(page).fill('C++ and Python, please.');
    await expect(tabPanel(page).getByText('23 / 20,000 characters (at least 200)')).toBeVisible();
    await matchButton(page).click();
    await expect(
      tabPanel(page).getByText('Paste the whole job description: at least 200 characters.'),
    ).toBeVisible();
    await expect(description(page)).toBeFocused();
    await expect(description(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(tabPanel(page).getByText('No match yet.')).toBeVisible();

    // A description in a language resumes are not graded in: the API's message, under the
    // field too.
    await description(page).fill(
      'Poszukujemy inżyniera oprogramowania z doświadczeniem w tworzeniu aplikacji webowych. ' +
        'Wymagania: wykształcenie wyższe informatyczne, trzy lata doświadczenia z Pythonem i ' +
        'bazami danych, praca zespołowa i dobra komunikacja. Oferujemy umowę na czas nieokreślony.',
    );
    await matchButton(page).click();
    await expect(
      tabPanel(page).getByText(
        'Job match reads job descriptions written in English, German, French, Spanish, Portuguese, Italian or Dutch.',
      ),
    ).toBeVisible();

    // A busy server: its message is toasted, and the form stays as it was.
    const busy = 'Every document reader is busy. Try again in a few seconds.';
    await page.route(
      `**/api/resume/${resumeId}/job-match`,
      (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'ServiceUnavailable', message: busy } },
        }),
      { times: 1 },
    );
    await description(page).fill(embeddedJob);
    await matchButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: busy })).toBeVisible();
    await expect(description(page)).toHaveValue(embeddedJob);

    const trimmed = embeddedJob.trim().length.toLocaleString('en-US');
    await expect(tabPanel(page).getByText(`${trimmed} / 20,000 characters`)).toBeVisible();
    const embedded = await match(page, embeddedJob);

    // The score, its meaning, and the title read from the description.
    await expect(resultHeading(page)).toHaveText('Match for Embedded Software Engineer');
    await expect(resultHeading(page)).toBeFocused();
    const score = tabPanel(page).getByTestId('job-match-score');
    await expect(score).toContainText(`Match score${embedded.score}out of 100`);
    await expect(score).toContainText(/(Strong|Good|Partial|Weak) match/);
    await expect(score).toContainText('Job title in the description: Embedded Software Engineer');

    // What the resume has and what it lacks, with where to add the missing: the fixture names
    // C++ and never Docker or Kubernetes; every term of the answer is listed where it belongs.
    const found = (category: string) => tabPanel(page).getByTestId(`found-${category}`);
    const missing = (category: string) => tabPanel(page).getByTestId(`missing-${category}`);
    await expect(foundTerm(found('skills'), 'C++')).toBeVisible();
    await expect(missing('skills').getByText('Docker', { exact: true })).toBeVisible();
    await expect(missing('skills').getByText('Kubernetes', { exact: true })).toBeVisible();
    for (const term of embedded.terms.found) {
      await expect(foundTerm(tabPanel(page), term.term)).toContainText(
        `${term.inDescription}× in the job description · ${term.inResume}× in your resume`,
      );
      await expect(foundTerm(found(term.category), term.term)).toBeVisible();
      if (term.onlyInSkills) {
        await expect(foundTerm(tabPanel(page), term.term)).toContainText('Only in skills list');
      }
    }
    for (const term of embedded.terms.missing) {
      const card = missing(term.category)
        .getByRole('listitem')
        .filter({
          has: page.getByText(term.term, { exact: true }),
        });
      await expect(card).toContainText(term.suggestion ?? `${term.inDescription}×`);
    }
    for (const warning of embedded.warnings) {
      await expect(tabPanel(page).getByText(warning.message)).toBeVisible();
    }
    await expect(tabPanel(page).getByTestId('requirement-education')).toContainText('Met');
    await expect(tabPanel(page).getByTestId('requirement-education')).toContainText(
      "Bachelor's degree in Computer Engineering",
    );
    await expect(tabPanel(page).getByRole('row', { name: /^Hard skills and tools/ })).toBeVisible();

    // Every place a found term appears is boxed on the page images.
    const pages = tabPanel(page).getByRole('region', { name: /^Your resume's pages/ });
    await pagesLoaded(pages);
    const places = embedded.terms.found.reduce((sum, term) => sum + term.places.length, 0);
    expect(places).toBeGreaterThan(0);
    await expect(pages.locator('[data-mark]')).toHaveCount(places);
    // Pointing at a term, then choosing it, singles out its boxes.
    const boxed = boxedTerm(embedded);
    await foundTerm(tabPanel(page), boxed.term).hover();
    await expect(pages.locator('[data-mark][data-selected]')).toHaveCount(boxed.places.length);
    await foundTerm(tabPanel(page), boxed.term).click();
    await expect(foundTerm(tabPanel(page), boxed.term)).toHaveAttribute('aria-pressed', 'true');
    await expect(pages.locator('[data-mark][data-selected]').first()).toBeInViewport();
    await expectAccessible(page);

    // A reload comes back to the tab and the match.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Job match' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(resultHeading(page)).toHaveText('Match for Embedded Software Engineer');
    await expect(tabPanel(page).getByTestId('job-match-score')).toContainText(
      String(embedded.score),
    );
    await expect(savedMatches(page)).toHaveCount(1);

    // A second match comes first in the list and is shown; the first can be chosen again.
    const analyst = await match(page, analystJob);
    await expect(resultHeading(page)).toHaveText(`Match for ${analyst.jobTitle ?? 'Untitled job'}`);
    await expect(savedMatches(page)).toHaveCount(2);
    await expect(savedMatches(page).nth(0)).toContainText(analyst.jobTitle ?? 'Untitled job');
    await expect(savedMatches(page).nth(0)).toContainText(`${analyst.score} out of 100`);
    await expect(savedMatches(page).nth(1)).toContainText('Embedded Software Engineer');
    // The row's first button chooses the match; the second deletes it.
    await savedMatches(page).nth(1).getByRole('button').first().click();
    await expect(resultHeading(page)).toHaveText('Match for Embedded Software Engineer');

    // Deleting asks first; Cancel keeps the match.
    await savedMatches(page)
      .nth(1)
      .getByRole('button', { name: /^Delete the match for Embedded/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this job match?' });
    await expect(confirm).toContainText('Embedded Software Engineer');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(savedMatches(page)).toHaveCount(2);

    // Deleting the match shown falls back to the newest one left.
    await savedMatches(page)
      .nth(1)
      .getByRole('button', { name: /^Delete the match for Embedded/ })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Job match deleted' })).toBeVisible();
    await expect(savedMatches(page)).toHaveCount(1);
    await expect(resultHeading(page)).toHaveText(`Match for ${analyst.jobTitle ?? 'Untitled job'}`);
    const gone = await page.request.get(`/api/resume/${resumeId}/job-match/${embedded.id}`);
    expect(gone.status()).toBe(404);

    await savedMatches(page)
      .getByRole('button', { name: /^Delete the match for / })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(tabPanel(page).getByText('No match yet.')).toBeVisible();
    await expect(resultHeading(page)).toBeHidden();
    await page.reload();
    await expect(tabPanel(page).getByText('No match yet.')).toBeVisible();
    await expect(savedMatches(page)).toHaveCount(0);
  });

  test('highlights the posting, finds a chosen term in it and on the page, and keeps one match per posting', async ({
    page,
    baseURL,
  }) => {
    const resumeId = await gradedResume(page, baseURL);
    await page.goto(`/results?id=${resumeId}`);
    await page.getByRole('tab', { name: 'Job match' }).click();
    const embedded = await match(page, embeddedJob);

    // Each term the posting names is highlighted there, and says (not by colour alone)
    // whether the resume has it: the fixture names C++ and never Docker.
    const cpp = termOf(embedded.terms.found, 'C++');
    const docker = termOf(embedded.terms.missing, 'Docker');
    const textOf = ([start, end]: [number, number]) => embedded.jobDescription.slice(start, end);
    const cppMarks = posting(page).getByRole('button', { name: 'C++', exact: true });
    const dockerMark = posting(page).getByRole('button', { name: 'Docker', exact: true });
    await expect(cppMarks).toHaveCount(cpp.inPosting.length);
    expect(cpp.inPosting.map(textOf)).toEqual(cpp.inPosting.map(() => 'C++'));
    await expect(cppMarks.first()).toHaveAccessibleDescription('Found in your resume');
    await expect(cppMarks.first()).toHaveAttribute('title', 'Found in your resume');
    await expect(dockerMark).toHaveCount(docker.inPosting.length);
    await expect(dockerMark).toHaveAccessibleDescription('Missing from your resume');
    await expect(dockerMark).toHaveAttribute('title', 'Missing from your resume');
    // The posting is kept as pasted around the highlights, line breaks and all.
    expect(await posting(page).innerText()).toBe(embedded.jobDescription);
    await expectAccessible(page);

    // Choosing a term in the list marks its places in the posting and its boxes on the page.
    const pages = tabPanel(page).getByRole('region', { name: /^Your resume's pages/ });
    await pagesLoaded(pages);
    await foundTerm(tabPanel(page), 'C++').click();
    await page.mouse.move(0, 0);
    await expect(posting(page).locator('[data-selected]')).toHaveCount(cpp.inPosting.length);
    await expect(cppMarks.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(cppMarks.first()).toBeInViewport();
    await expect(pages.locator('[data-mark][data-selected]')).toHaveCount(cpp.places.length);
    await expect(pages.locator('[data-mark][data-selected]').first()).toBeInViewport();

    // Choosing a highlight chooses its term in the list too; a missing one has no box.
    await dockerMark.click();
    await expect(
      tabPanel(page)
        .getByTestId('missing-skills')
        .getByRole('button', { name: /^Docker / }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(foundTerm(tabPanel(page), 'C++')).toHaveAttribute('aria-pressed', 'false');
    await expect(pages.locator('[data-mark][data-selected]')).toHaveCount(0);

    // The keyboard reaches a term's first place from the panel, and Enter chooses it.
    await posting(page).focus();
    await page.keyboard.press('Tab');
    const firstMark = posting(page).getByRole('button').first();
    await expect(firstMark).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstMark).toHaveAttribute('aria-pressed', 'true');

    // The same posting again updates its saved match rather than adding one.
    const again = await match(page, embeddedJob);
    expect(again.id).toBe(embedded.id);
    await expect(savedMatches(page)).toHaveCount(1);
    await expect(resultHeading(page)).toHaveText('Match for Embedded Software Engineer');

    // A match saved before places in the posting were kept shows the posting as plain text.
    await page.route(`**/api/resume/${resumeId}/job-match/${embedded.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as JobMatchAnswer;
      for (const term of [...body.terms.found, ...body.terms.missing]) delete term.inPosting;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(posting(page)).toHaveText(embedded.jobDescription);
    await expect(posting(page).getByRole('button')).toHaveCount(0);
  });

  test('shows what an ATS reads, boxes it, and downloads it as a valid JSON Resume', async ({
    page,
    baseURL,
  }) => {
    const resumeId = await gradedResume(page, baseURL);
    await page.goto(`/results?id=${resumeId}`);
    await page.getByRole('tab', { name: 'What an ATS reads' }).click();

    const panel = tabPanel(page);
    const contact = panel.getByRole('region', { name: 'Contact' });
    await expect(contact.getByRole('button', { name: 'Andrew Fantino' })).toBeVisible();
    await expect(
      contact.getByRole('button', { name: 'Andrew.Fantino.951@gmail.com' }),
    ).toBeVisible();
    await expect(contact.getByRole('button', { name: '(951) 355-8530' })).toBeVisible();
    const positions = panel
      .getByRole('region', { name: 'Work experience' })
      .getByRole('list')
      .first()
      .locator(':scope > li');
    await expect(positions).toHaveCount(3);
    for (const [index, [title, employer]] of [
      ['Software Engineer Intern', 'Viasat Inc.'],
      ['Electrical Engineer Intern', 'Ocean Aero Inc.'],
      ['GSOC Ops Intern', 'Qualcomm Inc.'],
    ].entries()) {
      await expect(positions.nth(index).getByRole('button', { name: title })).toBeVisible();
      await expect(positions.nth(index).getByRole('button', { name: employer })).toBeVisible();
    }
    await expect(positions.nth(0)).toContainText('Read as Jun 2022 – Sep 2022');
    await expect(
      panel.getByRole('region', { name: 'Education' }).getByRole('button', {
        name: 'University of California Los Angeles',
      }),
    ).toBeVisible();
    await expect(
      panel.getByRole('region', { name: 'Skills' }).getByRole('button', { name: 'Python' }),
    ).toBeVisible();

    // Every field is outlined on the page; pointing at one singles out its boxes.
    const reading = (await (
      await page.request.get(`/api/resume/${resumeId}/ats-reading`)
    ).json()) as { email: { boxes: unknown[] } };
    const pages = panel.getByRole('region', { name: /^Your resume's pages/ });
    await pagesLoaded(pages);
    await expect(pages.locator('[data-mark]')).toHaveCount(boxCount(reading));
    await contact.getByRole('button', { name: 'Andrew.Fantino.951@gmail.com' }).hover();
    await expect(pages.locator('[data-mark][data-selected]')).toHaveCount(
      reading.email.boxes.length,
    );
    await expectAccessible(page);

    // The same reading as a file that validates against the official JSON Resume schema.
    const downloading = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Download JSON Resume' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Andrew-Fantino.json');
    const document = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      basics: { name: string; email: string };
      work: { name: string; position: string }[];
    };
    const validation = new Validator().validate(document, jsonResumeSchema);
    expect(validation.errors.map((error) => error.stack)).toEqual([]);
    expect(document.basics).toMatchObject({
      name: 'Andrew Fantino',
      email: 'Andrew.Fantino.951@gmail.com',
    });
    expect(document.work.map((work) => work.name)).toEqual([
      'Viasat Inc.',
      'Ocean Aero Inc.',
      'Qualcomm Inc.',
    ]);
  });

  test('both tabs work on a phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const resumeId = await gradedResume(page, baseURL);
    await page.goto(`/results?id=${resumeId}`);

    // The tabs wrap rather than scroll: the new ones are in sight and tappable.
    const jobTab = page.getByRole('tab', { name: 'Job match' });
    const atsTab = page.getByRole('tab', { name: 'What an ATS reads' });
    await jobTab.scrollIntoViewIfNeeded();
    await expect(jobTab).toBeInViewport({ ratio: 1 });
    await expect(atsTab).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('tab', { name: /Content/ })).toBeInViewport({ ratio: 1 });

    await jobTab.click();
    await expect(description(page)).toBeInViewport();
    const embedded = await match(page, embeddedJob);
    await expect(resultHeading(page)).toHaveText('Match for Embedded Software Engineer');
    await expect(tabPanel(page).getByTestId('job-match-score')).toContainText(
      String(embedded.score),
    );
    // The posting is read in the flow, highlighted, within the width.
    await expect(
      posting(page).getByRole('button', { name: 'C++', exact: true }).first(),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    // The pages are not beside the list on a phone: choosing a term opens them on its box.
    await expect(tabPanel(page).getByRole('img')).toHaveCount(0);
    const boxed = boxedTerm(embedded);
    await foundTerm(tabPanel(page), boxed.term).click();
    const popup = page.getByRole('dialog', { name: 'Found terms on your resume' });
    await expect(popup).toBeVisible();
    await expect(popup.locator('[data-mark][data-selected]').first()).toBeInViewport();
    await expect(popup).toContainText(boxed.term);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    await atsTab.click();
    const contact = tabPanel(page).getByRole('region', { name: 'Contact' });
    await expect(contact.getByRole('button', { name: 'Andrew Fantino' })).toBeVisible();
    await expect(
      tabPanel(page).getByRole('link', { name: 'Download JSON Resume' }),
    ).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await contact.getByRole('button', { name: 'Andrew.Fantino.951@gmail.com' }).click();
    const fields = page.getByRole('dialog', { name: 'Fields on your resume' });
    await expect(fields.locator('[data-mark][data-selected]').first()).toBeInViewport();
  });
});
