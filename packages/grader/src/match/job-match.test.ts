import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JobMatchResult, MatchedTerm } from '@resumegrader/contract/job-match';
import { beforeAll, describe, expect, it } from 'vitest';
import { nurseFoundTerms, nurseResumeRows } from '../../test/nurse-resume.ts';
import { makePdf, type TextLine } from '../../test/pdf-builder.ts';
import { corpusDir, readPdf, samplesDir } from '../../test/shared-files.ts';
import { loadLanguageModel } from '../language/detect.ts';
import { readDocument } from '../read-document.ts';
import { type MatchedDocument, matchJob } from './job-match.ts';

const today = new Date('2026-11-24');
const descriptionsDir = path.resolve(import.meta.dirname, '../../test/job-descriptions');

// Some descriptions here are not English: the model that tells them must be loaded.
beforeAll(loadLanguageModel);
const description = (file: string) => readFileSync(path.join(descriptionsDir, file), 'utf8');

// Reading a PDF is the slow part: each resume once per file.
const documents = new Map<string, MatchedDocument>();
const documentOf = (file: string) => {
  const known = documents.get(file);
  if (known) return known;
  const document = readDocument(readPdf(corpusDir, file));
  documents.set(file, document);
  return document;
};

const match = (resume: string, job: string): JobMatchResult => {
  const outcome = matchJob(documentOf(resume), description(job), today);
  if (!outcome.ok) throw new Error(`${job} was refused: ${outcome.reason}`);
  return outcome.result;
};

const names = (terms: MatchedTerm[]) => terms.map((t) => t.term);
const termOf = (result: JobMatchResult, name: string) => {
  const term = [...result.terms.found, ...result.terms.missing].find((t) => t.term === name);
  if (!term) throw new Error(`${name} is not asked`);
  return term;
};
const warningKinds = (result: JobMatchResult) => result.warnings.map((w) => w.kind);

const seniorEngineer = '13-rm-chrome-modern-1col.pdf';
const frontEndEngineer = '11-rm-barry-allen.pdf';
const javaDeveloper = '12-rm-john-doe.pdf';
const productManager = '10-rm-alfred-pennyworth.pdf';
const mlResearcher = '18-rendercv-classic.pdf';
const devOpsEngineer = '02-awesome-cv-resume.pdf';
const intern = '01-jakes-resume.pdf';
const coordinator = '28-jsonresume-creative-confidence.pdf';
const brewer = '16-rmarkdown-gosset.pdf';
const teachingAssistant = '05-deedy-bland.pdf';
const lorem = '17-context-lorem.pdf';

describe('matchJob: a senior backend engineer for the backend job', () => {
  let result: JobMatchResult;
  beforeAll(() => {
    result = match(seniorEngineer, 'software-backend.txt');
  });

  it('scores a close fit high', () => {
    expect(result.score).toBe(82);
    expect(result.jobTitle).toBe('Senior Backend Engineer');
  });

  it("asks 'k8s' as Kubernetes and 'Postgres' as PostgreSQL and finds the resume's spelling", () => {
    expect(termOf(result, 'Kubernetes')).toMatchObject({
      inDescription: 2,
      inResume: 2,
      required: true,
    });
    expect(termOf(result, 'PostgreSQL')).toMatchObject({
      inDescription: 2,
      inResume: 1,
      required: true,
    });
    expect(names(result.terms.found)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:k8s|Postgres)$/u)]),
    );
  });

  it('lists what it found and what is missing, in a stable order', () => {
    expect(result.found).toEqual([
      'Back-end development',
      'Amazon Web Services',
      'Go',
      'Kubernetes',
      'PostgreSQL',
      'Apache Kafka',
      'CI/CD',
      'Code review',
      'Distributed systems',
      'Docker',
      'ECS',
      'gRPC',
      'Mentoring',
      'Microservices',
      'Python',
      'RDS',
      'REST APIs',
      'Terraform',
      'Datadog',
      'Elasticsearch',
      'Redis',
      '5+ years of experience',
      "Bachelor's degree",
    ]);
    expect(result.missing).toEqual([
      'EKS',
      'Communication',
      'Infrastructure as code',
      'schema design',
      'Technical writing',
      'Java',
      'Rust',
    ]);
  });

  it("marks the 'Nice to have' terms as not required", () => {
    for (const name of ['Redis', 'Elasticsearch', 'Datadog', 'Java', 'Rust']) {
      expect(termOf(result, name).required).toBe(false);
    }
    expect(termOf(result, 'Go').required).toBe(true);
  });

  it('warns only that required skills sit in the skills list alone', () => {
    expect(warningKinds(result)).toEqual(['skillsListOnly']);
    expect(result.warnings[0]?.message).toBe(
      "'Amazon Web Services', 'Kubernetes', 'PostgreSQL', 'CI/CD', 'Docker', 'ECS', 'gRPC', 'Python', 'RDS', 'REST APIs', 'Terraform' appear only in your skills list. Recruiters look for required skills in what you did: name them in a bullet of a role or project.",
    );
    // Named in the Stripe and Figma bullets.
    expect(termOf(result, 'Apache Kafka').onlyInSkills).toBe(false);
    expect(termOf(result, 'Kubernetes').onlyInSkills).toBe(true);
  });

  it('reads the title, the years and the BS/MS requirement', () => {
    expect(result.title).toEqual({
      asked: 'Senior Backend Engineer',
      resume: 'Senior Software Engineer',
      similarity: 0.8,
    });
    expect(result.experience).toEqual({ askedYears: 5, resumeYears: 7.2 });
    expect(result.education).toEqual({
      askedLevel: 'bachelor',
      askedField: 'Computer Science',
      resumeLevel: 'bachelor',
      resumeDegree: 'Bachelor of Science, Computer Science',
      met: true,
    });
  });

  it('suggests where a missing term belongs', () => {
    expect(termOf(result, 'Infrastructure as code').suggestion).toBe(
      'If you have used Infrastructure as code, name it in a bullet of your Senior Software Engineer role at Stripe, and add it to your skills section.',
    );
    expect(termOf(result, 'Communication').suggestion).toBe(
      'Show communication in a bullet with an example: what you did and what came of it.',
    );
    expect(termOf(result, 'Go').suggestion).toBeUndefined();
  });

  it('ranks the resumes of the trade above the others', () => {
    const scores = [seniorEngineer, frontEndEngineer, javaDeveloper, intern, coordinator].map(
      (resume) => match(resume, 'software-backend.txt').score,
    );
    expect(scores).toEqual([82, 44, 40, 33, 14]);
  });
});

describe('matchJob: tech descriptions against resumes of the trade', () => {
  it("finds 'JS' as JavaScript in the front-end developer's resume", () => {
    const result = match(frontEndEngineer, 'frontend-developer.txt');
    expect(termOf(result, 'JavaScript')).toMatchObject({
      inDescription: 2,
      inResume: 1,
      onlyInSkills: true,
    });
    // Written 'HTML5' and 'CSS3' on both sides.
    expect(names(result.terms.found)).toEqual(expect.arrayContaining(['HTML', 'CSS', 'Redux']));
    expect(termOf(result, 'React')).toMatchObject({ inResume: 3, onlyInSkills: false });
    expect(names(result.terms.missing)).toEqual(
      expect.arrayContaining(['Jest', 'Playwright', 'Figma', 'Accessibility']),
    );
    expect(termOf(result, 'Next.js')).toMatchObject({ inResume: 0, required: false });
    expect(result.title.similarity).toBe(1);
    // No degree asked: no education part, no warning.
    expect(result.education.met).toBeNull();
    expect(result.scoreParts.map((p) => p.part)).toEqual([
      'skills',
      'title',
      'experience',
      'softSkills',
    ]);
    expect(warningKinds(result)).toEqual(['skillsListOnly']);
    expect(result.score).toBe(66);
  });

  it('finds Java, Hibernate from "Hibernate/JPA" and the Oracle certification', () => {
    const result = match(javaDeveloper, 'full-stack-java-developer.txt');
    expect(termOf(result, 'Java')).toMatchObject({
      inDescription: 4,
      inResume: 7,
      onlyInSkills: false,
    });
    expect(termOf(result, 'Hibernate').inResume).toBe(1);
    expect(termOf(result, 'Oracle Certified Professional')).toMatchObject({
      category: 'certifications',
      inResume: 1,
      required: false,
    });
    expect(names(result.terms.missing)).toEqual([
      'Code review',
      'GitLab',
      'JPA',
      'Microservices',
      'Microsoft Azure',
      'Object-oriented programming',
      'Oracle',
      'pair programming',
      'PostgreSQL',
      'Quality assurance',
      'sprint planning',
      'Technical writing',
      'Apache Kafka',
      'Azure DevOps',
      'Jenkins',
      'Kubernetes',
    ]);
    expect(result.terms.missing.filter((t) => !t.required).map((t) => t.term)).toEqual([
      'Apache Kafka',
      'Azure DevOps',
      'Jenkins',
      'Kubernetes',
    ]);
    expect(warningKinds(result)).toEqual(['skillsListOnly']);
    // 'Mockito', listed beside JUnit in the posting, is found too (issue 36).
    expect(termOf(result, 'Mockito').inResume).toBe(2);
    expect(result.score).toBe(80);
  });

  it("finds 'ArgoCD' as Argo CD and the certifications of a DevOps engineer, with no warning", () => {
    const result = match(devOpsEngineer, 'devops-engineer.txt');
    expect(termOf(result, 'Argo CD').inResume).toBe(2);
    expect(
      result.terms.found.filter((t) => t.category === 'certifications').map((t) => t.term),
    ).toEqual(['AWS Certified Solutions Architect', 'CKAD']);
    expect(termOf(result, 'CKA')).toMatchObject({ inResume: 0, required: false });
    // 'HashiCorp Certified: Vault Associate': a capitalised tool after a colon.
    expect(termOf(result, 'Vault')).toMatchObject({ inResume: 1, required: false });
    expect(termOf(result, 'CKA').suggestion).toBe(
      'If you hold CKA, list it in a Certifications section with the year you earned it.',
    );
    // Every term is named in a role's bullets: the resume has no skills list.
    expect(result.warnings).toEqual([]);
    expect(result.score).toBe(72);
  });

  it("warns that a CTO's title is far from the ML engineer's, and counts a PhD for an MS", () => {
    const result = match(mlResearcher, 'machine-learning-engineer.txt');
    expect(warningKinds(result)).toEqual(['skillsListOnly', 'titleMismatch']);
    expect(result.warnings[1]?.message).toBe(
      "Your most recent title, 'Co-Founder & CTO', is far from 'Machine Learning Engineer'. Recruiters search by title: if your work fits the job, use its title in your headline or summary.",
    );
    expect(result.education).toMatchObject({
      askedLevel: 'master',
      resumeLevel: 'doctorate',
      met: true,
    });
    // Four research internships are left out: the CTO role alone counts.
    expect(result.experience).toEqual({ askedYears: 3, resumeYears: 3.4 });
    expect(names(result.terms.found)).toEqual(
      expect.arrayContaining(['CUDA', 'PyTorch', 'Large language models', 'Machine learning']),
    );
    // 'NVIDIA Research, Research Intern' names an employer, not a skill.
    expect(result.missing).toEqual(['Natural language processing', 'NVIDIA', 'TensorRT']);
  });

  it("does not read an employer's name as its product", () => {
    // 'Software Engineer, Figma': the company, not the design tool.
    const result = match(seniorEngineer, 'product-designer.txt');
    expect(termOf(result, 'Figma')).toMatchObject({ inDescription: 2, inResume: 0 });
    expect(result.terms.found).toEqual([]);
  });
});

describe('matchJob: warnings', () => {
  it('warns when the years fall short, and says by how much', () => {
    const result = match(frontEndEngineer, 'software-backend.txt');
    expect(warningKinds(result)).toContain('experienceShort');
    expect(result.warnings.find((w) => w.kind === 'experienceShort')?.message).toBe(
      'The job asks for 5+ years of experience; your dated roles, internships left out, add up to about 4.4. Check that every role shows its start and end dates.',
    );
    expect(result.missing).toContain('5+ years of experience');
    expect(result.scoreParts.find((p) => p.part === 'experience')?.met).toBe(0.88);
  });

  it('counts internships as dated roles of no years', () => {
    const result = match(intern, 'software-backend.txt');
    expect(result.experience).toEqual({ askedYears: 5, resumeYears: 0 });
    expect(warningKinds(result)).toEqual(['experienceShort']);
  });

  it('warns that a resume with no dates and no degree shows neither', () => {
    const result = match(lorem, 'data-analyst.txt');
    expect(result.warnings.map((w) => w.message)).toEqual([
      'The job asks for 2+ years of experience, and no role on your resume has dates to count. Give every role its start and end month.',
      "The job asks for a bachelor's degree in Statistics, Economics, Mathematics; your resume shows no degree.",
    ]);
    expect(result.terms.found).toEqual([]);
    expect(result.title).toEqual({ asked: 'Data Analyst', resume: null, similarity: null });
    expect(result.score).toBe(0);
  });

  it('warns when no degree meets the field asked, naming the degree shown', () => {
    const result = match(productManager, 'financial-analyst.txt');
    expect(warningKinds(result)).toEqual(['titleMismatch', 'degreeMissing']);
    expect(result.warnings[1]?.message).toBe(
      "The job asks for a bachelor's degree in Finance, Accounting or Economics; yours shows 'Master of Business Administration, Stanford University'.",
    );
    expect(result.missing).toContain("Bachelor's degree");
    expect(result.education.met).toBe(false);
  });

  it("warns that a product manager's title is far from a product designer's", () => {
    const result = match(productManager, 'product-designer.txt');
    expect(result.title.similarity).toBe(0.25);
    expect(warningKinds(result)).toEqual(['titleMismatch']);
  });

  it('gives no title, years or degree warning to a product manager for a product manager job', () => {
    const result = match(productManager, 'product-manager.txt');
    expect(result.title.similarity).toBe(1);
    expect(result.experience).toEqual({ askedYears: 5, resumeYears: 27.4 });
    expect(result.education.met).toBe(true);
    expect(warningKinds(result)).toEqual(['skillsListOnly']);
  });
});

describe('matchJob: descriptions outside tech', () => {
  it('finds nothing of a nurse in a brewer, and says so', () => {
    const result = match(brewer, 'registered-nurse.txt');
    expect(result.terms.found).toEqual([]);
    expect(names(result.terms.missing)).toEqual(
      expect.arrayContaining([
        'Registered Nurse license',
        'BLS',
        'ACLS',
        'Epic',
        'Electronic health records',
        'Medication administration',
      ]),
    );
    expect(result.scoreParts.find((p) => p.part === 'certifications')?.met).toBe(0);
    expect(result.warnings.map((w) => w.kind)).toEqual(['titleMismatch']);
    expect(result.score).toBe(20);
  });

  it('finds only soft skills of a teacher in a teaching assistant', () => {
    const result = match(teachingAssistant, 'high-school-teacher.txt');
    expect(result.terms.found.map((t) => [t.term, t.category])).toEqual([
      ['Collaboration', 'softSkills'],
      ['Mentoring', 'softSkills'],
    ]);
    expect(names(result.terms.missing)).toEqual(
      expect.arrayContaining(['Teaching license', 'Classroom management', 'IEP']),
    );
    // 'Instr.' is an instructor, an educator as a teacher is; the rest of the titles differ.
    expect(result.title).toEqual({
      asked: 'High School Mathematics Teacher',
      resume: 'SECONDARY INSTR.',
      similarity: 0.333,
    });
    expect(warningKinds(result)).toEqual(['titleMismatch']);
    expect(result.score).toBe(26);
  });

  it('matches a coordinator to business jobs by soft skills, mostly missing the tools', () => {
    const sales = match(coordinator, 'sales-account-executive.txt');
    expect(termOf(sales, 'Negotiation')).toMatchObject({ inDescription: 3, inResume: 3 });
    expect(names(sales.terms.missing)).toEqual(
      expect.arrayContaining(['Salesforce', 'CRM', 'Cold calling', 'Quota attainment']),
    );
    const support = match(coordinator, 'customer-support.txt');
    expect(names(support.terms.found)).toEqual([
      'Communication',
      'Problem solving',
      'Time management',
    ]);
    expect(termOf(support, 'Customer service')).toMatchObject({ inDescription: 4, inResume: 0 });
    // The resume's 'a lean operations team' is not the Lean the operations job asks for.
    const operations = match(coordinator, 'operations-manager.txt');
    expect(termOf(operations, 'Lean')).toMatchObject({ inDescription: 1, inResume: 0 });
    expect(termOf(operations, 'Logistics').inResume).toBe(6);
    const marketing = match(coordinator, 'marketing-manager.txt');
    expect(marketing.score).toBeLessThan(35);
    expect(names(marketing.terms.missing)).toEqual(
      expect.arrayContaining(['SEO', 'SEM', 'HubSpot', 'Google Analytics', 'Marketing automation']),
    );
    const recruiter = match(coordinator, 'technical-recruiter.txt');
    expect(names(recruiter.terms.missing)).toEqual(
      expect.arrayContaining(['Recruiting', 'Applicant tracking systems', 'Greenhouse']),
    );
    for (const result of [sales, support, operations, marketing, recruiter]) {
      expect(warningKinds(result)).toContain('titleMismatch');
    }
  });
});

describe('matchJob: refusal, determinism and boxes', () => {
  it('refuses a description in a language resumes are not graded in', () => {
    const polish = `Poszukujemy doświadczonego programisty backendowego do naszego zespołu w Krakowie. Będziesz rozwijać i utrzymywać nasze usługi w Go i Pythonie, współpracować z zespołami produktowymi i dbać o jakość oraz stabilność systemów. Wymagamy co najmniej pięciu lat doświadczenia, bardzo dobrej znajomości PostgreSQL i Kubernetes oraz komunikatywnej znajomości języka angielskiego.`;
    expect(matchJob(documentOf(seniorEngineer), polish, today)).toEqual({
      ok: false,
      reason: 'UnsupportedLanguage',
    });
  });

  it('gives deep-equal results for the same input', () => {
    for (const [resume, job] of [
      [seniorEngineer, 'software-backend.txt'],
      [coordinator, 'operations-manager.txt'],
      [productManager, 'financial-analyst.txt'],
    ] as const) {
      const first = matchJob(documentOf(resume), description(job), today);
      const second = matchJob(documentOf(resume), description(job), today);
      expect(second).toEqual(first);
      // Read again from the PDF too.
      expect(matchJob(readDocument(readPdf(corpusDir, resume)), description(job), today)).toEqual(
        first,
      );
    }
  });

  it.each([
    [seniorEngineer, 'software-backend.txt'],
    [frontEndEngineer, 'frontend-developer.txt'],
    [javaDeveloper, 'full-stack-java-developer.txt'],
    [devOpsEngineer, 'devops-engineer.txt'],
    [mlResearcher, 'machine-learning-engineer.txt'],
    [productManager, 'product-manager.txt'],
    [coordinator, 'sales-account-executive.txt'],
  ])('%s for %s: every found term is boxed inside its page image', (resume, job) => {
    const document = documentOf(resume);
    const result = match(resume, job);
    expect(result.terms.found.length).toBeGreaterThan(0);
    for (const term of result.terms.found) {
      expect(term.places.length, term.term).toBeGreaterThanOrEqual(1);
      for (const { page, box } of term.places) {
        const frame = document.frames.find((f) => f.page === page);
        expect(frame, `${term.term} on page ${page}`).toBeDefined();
        const [x1, y1, x2, y2] = box;
        expect(x1).toBeGreaterThanOrEqual(0);
        expect(y1).toBeGreaterThanOrEqual(0);
        expect(x1, term.term).toBeLessThan(x2);
        expect(y1, term.term).toBeLessThan(y2);
        expect(x2).toBeLessThanOrEqual(frame?.width ?? 0);
        expect(y2).toBeLessThanOrEqual(frame?.height ?? 0);
      }
    }
    for (const term of result.terms.missing) expect(term.places).toEqual([]);
  });
});

describe('matchJob: a posting in German (issue 36)', () => {
  const germanResume = readDocument(readPdf(samplesDir, '28-lightcv-de-typst.pdf'));
  const matchGerman = (document: MatchedDocument) => {
    const outcome = matchJob(document, description('datenanalyst-de.txt'), today);
    if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
    return outcome.result;
  };

  it('matches it against a German resume: the tools found, the ones it lacks missing', () => {
    const result = matchGerman(germanResume);
    expect(result.jobTitle).toBe('Datenanalyst');
    expect(names(result.terms.found)).toEqual(expect.arrayContaining(['SQL', 'Python', 'Tableau']));
    expect(names(result.terms.missing)).toEqual(
      expect.arrayContaining(['Power BI', 'dbt', 'Snowflake']),
    );
    expect(result.found).toContain('3+ years of experience');
    expect(warningKinds(result)).not.toContain('languageMismatch');
  });

  it('says so when the resume is in another language than the posting', () => {
    const result = matchGerman(documentOf(seniorEngineer));
    expect(result.warnings.find((w) => w.kind === 'languageMismatch')?.message).toBe(
      "This job description is in German and your resume is in English. Recruiters expect a resume in the posting's language: send one in German unless the posting says English is welcome.",
    );
  });
});

describe('matchJob: a nurse for a step-down nursing post (issue 36)', () => {
  let result: JobMatchResult;
  beforeAll(async () => {
    // Drawn with pdf-lib in Helvetica on A4: headings and entries bold, bullets indented.
    let y = 50;
    const lines: TextLine[] = nurseResumeRows.flatMap(({ text, style, right }) => {
      y += style === 'heading' ? 26 : style === 'name' ? 0 : 15;
      const bold = style === 'heading' || style === 'entry' || style === 'name';
      const size = style === 'name' ? 18 : style === 'heading' ? 12 : 10;
      const x = style === 'bullet' ? 60 : 50;
      const left: TextLine = {
        text: style === 'bullet' ? `• ${text}` : text,
        x,
        y,
        size,
        font: bold ? 'bold' : 'regular',
      };
      return right ? [left, { text: right, x: 460, y, size }] : [left];
    });
    const outcome = matchJob(
      readDocument(await makePdf([lines])),
      description('nurse-step-down.txt'),
      today,
    );
    if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
    result = outcome.result;
  });

  it("finds the RN licence in the holder's words, with the line that shows it", () => {
    expect(termOf(result, 'Registered Nurse license')).toMatchObject({
      category: 'certifications',
      evidence: 'Registered Nurse, Ohio Board of Nursing, License #RN.482910',
    });
    expect(names(result.terms.found)).toContain('Registered Nurse license');
  });

  it('finds PCCN, in both, and lists the clinical skills the posting names', () => {
    expect(names(result.terms.found)).toEqual(expect.arrayContaining([...nurseFoundTerms]));
    expect(names(result.terms.missing)).toEqual(expect.arrayContaining(['Epic', 'IABP']));
    expect(termOf(result, 'PCCN').evidence).toBe(
      'PCCN (Progressive Care Certified Nurse), AACN · BLS · ACLS',
    );
  });
});
