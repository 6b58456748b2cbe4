import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeJob,
  educationAskedIn,
  jobTitleIn,
  type JobRequirements,
  yearsAskedIn,
} from './job-description.ts';
import type { PostingLanguage } from './posting-phrases.ts';
import { vocabulary } from './vocabulary.ts';

const descriptionsDir = path.resolve(import.meta.dirname, '../../test/job-descriptions');
const description = (file: string) => readFileSync(path.join(descriptionsDir, file), 'utf8');
const describeFile = (file: string) => describeJob(description(file), vocabulary());

/** Term names asked, with '?' after the ones only nice to have. */
const asked = (job: JobRequirements) =>
  job.terms.map((t) => `${t.term.name}${t.required ? '' : '?'}`);
const count = (job: JobRequirements, name: string) =>
  job.terms.find((t) => t.term.name === name)?.count ?? 0;

describe('describeJob on the test descriptions', () => {
  it.each<[string, string, number, JobRequirements['education']]>([
    [
      'software-backend.txt',
      'Senior Backend Engineer',
      5,
      { level: 'bachelor', field: 'Computer Science', relatedAllowed: true },
    ],
    ['frontend-developer.txt', 'Frontend Developer', 3, null],
    [
      'full-stack-java-developer.txt',
      'Full Stack Java Developer',
      4,
      { level: 'bachelor', field: 'Computer Science, Software Engineering', relatedAllowed: true },
    ],
    [
      'devops-engineer.txt',
      'DevOps Engineer',
      4,
      { level: 'bachelor', field: 'Computer Science, Engineering', relatedAllowed: true },
    ],
    [
      'machine-learning-engineer.txt',
      'Machine Learning Engineer',
      3,
      { level: 'master', field: 'Computer Science, Machine Learning', relatedAllowed: true },
    ],
    [
      'data-analyst.txt',
      'Data Analyst',
      2,
      { level: 'bachelor', field: 'Statistics, Economics, Mathematics', relatedAllowed: true },
    ],
    [
      'product-designer.txt',
      'Senior Product Designer',
      5,
      { level: 'bachelor', field: 'Interaction Design, Graphic Design, HCI', relatedAllowed: true },
    ],
    [
      'product-manager.txt',
      'Senior Product Manager',
      5,
      { level: 'bachelor', field: 'Business, Computer Science', relatedAllowed: true },
    ],
    [
      'marketing-manager.txt',
      'Marketing Manager',
      6,
      { level: 'bachelor', field: 'Marketing, Communications, Business', relatedAllowed: true },
    ],
    // 'Bachelor's degree preferred': no degree asked.
    ['sales-account-executive.txt', 'Account Executive', 3, null],
    [
      'financial-analyst.txt',
      'Financial Analyst',
      2,
      { level: 'bachelor', field: 'Finance, Accounting or Economics', relatedAllowed: false },
    ],
    // 'BSN required; ADN considered with enrollment in a BSN program': an ADN is enough.
    [
      'registered-nurse.txt',
      'Registered Nurse',
      1,
      { level: 'associate', field: null, relatedAllowed: false },
    ],
    [
      'operations-manager.txt',
      'Operations Manager',
      5,
      {
        level: 'bachelor',
        field: 'Supply Chain Management, Business Administration',
        relatedAllowed: true,
      },
    ],
    [
      'high-school-teacher.txt',
      'High School Mathematics Teacher',
      1,
      { level: 'bachelor', field: 'Mathematics, Mathematics Education', relatedAllowed: true },
    ],
    [
      'customer-support.txt',
      'Customer Support Specialist',
      1,
      { level: 'high school', field: null, relatedAllowed: false },
    ],
    [
      'technical-recruiter.txt',
      'Technical Recruiter',
      3,
      { level: 'bachelor', field: 'Human Resources, Business, Psychology', relatedAllowed: true },
    ],
  ])('%s asks for a %s, %i+ years and its degree', (file, title, years, education) => {
    const job = describeFile(file);
    expect(job.title).toBe(title);
    expect(job.years).toBe(years);
    expect(job.education).toEqual(education);
  });

  it('reads aliases as canonical names: k8s, Postgres, BS/MS', () => {
    const job = describeFile('software-backend.txt');
    // 'Run our services on k8s' and 'Docker and Kubernetes'.
    expect(count(job, 'Kubernetes')).toBe(2);
    // 'Model financial data in Postgres' and 'Solid knowledge of PostgreSQL'.
    expect(count(job, 'PostgreSQL')).toBe(2);
    expect(asked(job)).toEqual(
      expect.arrayContaining(['Go', 'Apache Kafka', 'Amazon Web Services', 'CI/CD', 'Terraform']),
    );
  });

  it("reads 'JS' as JavaScript and 'HTML5' and 'CSS3' as HTML and CSS", () => {
    const job = describeFile('frontend-developer.txt');
    // 'modern JS frameworks' and 'JavaScript (ES6+)'.
    expect(count(job, 'JavaScript')).toBe(2);
    expect(asked(job)).toEqual(expect.arrayContaining(['HTML', 'CSS', 'React', 'TypeScript']));
    expect(asked(job)).not.toContain('HTML5');
  });

  it("marks what a 'Nice to have' part names as not required", () => {
    const backend = describeFile('software-backend.txt');
    expect(asked(backend)).toEqual(
      expect.arrayContaining(['Redis?', 'Elasticsearch?', 'Datadog?', 'Java?', 'Rust?']),
    );
    // Named both in the requirements and under 'Nice to have': required.
    expect(asked(describeFile('devops-engineer.txt'))).toEqual(
      expect.arrayContaining(['Kubernetes', 'CKA?', 'CKAD?', 'Vault?', 'Consul?', 'Ansible?']),
    );
    expect(asked(describeFile('registered-nurse.txt'))).toEqual(
      expect.arrayContaining(['BLS', 'ACLS', 'Registered Nurse license', 'Telemetry']),
    );
  });

  it("keeps a list item of five words or fewer from reading as a heading (it used to end 'Nice to have')", () => {
    // '- Rust or Java experience' is under 'Nice to have', before two more items.
    expect(asked(describeFile('software-backend.txt'))).toContain('Java?');
    // '- Google Analytics Certification' comes before '- Experience marketing to … supply chain buyers'.
    expect(asked(describeFile('marketing-manager.txt'))).toEqual(
      expect.arrayContaining(['Google Analytics Certification?', 'Supply chain management?']),
    );
  });

  it("marks only the aside as optional in 'infrastructure as code (Terraform preferred)'", () => {
    const job = describeFile('devops-engineer.txt');
    expect(asked(job)).toContain('Infrastructure as code');
    // Terraform is also asked outright: 'with Terraform and Helm'.
    expect(asked(job)).toContain('Terraform');
    // 'Deep experience with PyTorch; experience with JAX or TensorFlow is welcome'.
    expect(asked(describeFile('machine-learning-engineer.txt'))).toEqual(
      expect.arrayContaining(['PyTorch', 'TensorFlow?']),
    );
  });

  it('asks nothing from the benefits or the company blurb', () => {
    // 'learning budget', 'GPU budget', 'hybrid schedule', 'Pioneer Square office'.
    for (const file of [
      'software-backend.txt',
      'machine-learning-engineer.txt',
      'frontend-developer.txt',
    ]) {
      expect(asked(describeFile(file))).not.toContain('Budgeting');
    }
    const pm = describeFile('product-manager.txt');
    expect(asked(pm)).not.toContain('Square');
    // 'About Brightloom: … B2B SaaS company whose inventory planning software …'.
    const marketing = describeFile('marketing-manager.txt');
    expect(asked(marketing)).not.toContain('Inventory management');
    expect(asked(marketing)).not.toContain('SaaS');
    // 'Tuition reimbursement and paid study time for CPA or CFA exams' is an offer:
    // CPA and CFA stay what the 'Preferred' part asks.
    expect(asked(describeFile('financial-analyst.txt'))).toEqual(
      expect.arrayContaining(['CPA?', 'CFA?']),
    );
    // 'Mentoring program for teachers new to the district' is a benefit.
    expect(count(describeFile('high-school-teacher.txt'), 'Mentoring')).toBe(1);
  });

  it('reads no tool from everyday words in the descriptions', () => {
    // 'react quickly when something breaks', 'a small, lean team'.
    const support = asked(describeFile('customer-support.txt'));
    expect(support).not.toContain('React');
    expect(support).not.toContain('Lean');
    // 'Go to the floor every shift', 'enough slack time'; it does ask for Lean ('using Lean and Six Sigma tools').
    const operations = asked(describeFile('operations-manager.txt'));
    expect(operations).not.toContain('Go');
    expect(operations).not.toContain('Slack');
    expect(operations).toEqual(expect.arrayContaining(['Lean', 'Six Sigma']));
    // 'our go-to-market plans'.
    expect(asked(describeFile('marketing-manager.txt'))).not.toContain('Go');
    // 'Maintain a safe, respectful classroom', 'keep their drivers safe'.
    expect(asked(describeFile('high-school-teacher.txt'))).not.toContain('SAFe');
    expect(asked(describeFile('sales-account-executive.txt'))).not.toContain('SAFe');
    // 'Improve reporting processes', 'Answer ad hoc questions', 'Solid understanding of GAAP'.
    expect(asked(describeFile('financial-analyst.txt'))).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:Processing|Answer|Solid)\??$/u)]),
    );
    // 'patients with cardiac … conditions' asks for no patience.
    expect(asked(describeFile('registered-nurse.txt'))).not.toContain('Patience');
  });

  it('asks the terms of a field outside tech', () => {
    expect(asked(describeFile('registered-nurse.txt'))).toEqual([
      'Telemetry',
      'Empathy',
      'Patient care',
      'Patient assessment',
      'Electronic health records',
      'Epic',
      'Medication administration',
      'Vital signs',
      'Care planning',
      'Wound care',
      'Infection control',
      // ESCO's concepts and languages (issue 36).
      'patient safety theories',
      'Registered Nurse license',
      // The description's own names (issue 36); BSN and ADN are the degree asked, no names.
      'BLS',
      'ACLS',
      'acute care?',
      'Communication',
      'Critical thinking',
      'Multitasking',
      // A method it names in small letters (issue 36).
      'progressive care?',
      'CMSRN?',
      'English?',
      'Spanish?',
    ]);
    expect(asked(describeFile('high-school-teacher.txt'))).toEqual(
      expect.arrayContaining([
        'Curriculum development',
        'Differentiated instruction',
        'Classroom management',
        'IEP',
        'Google Classroom',
        'Teaching license',
      ]),
    );
    expect(asked(describeFile('technical-recruiter.txt'))).toEqual(
      expect.arrayContaining([
        'Recruiting',
        'Applicant tracking systems',
        'Greenhouse',
        'Boolean search',
        'SHRM-CP?',
        'PHR?',
      ]),
    );
  });
});

describe("describeJob on a posting's own names", () => {
  const requirements = (lines: string[]) =>
    asked(describeJob(['Requirements', ...lines].join('\n'), vocabulary()));

  it('takes capitalised words listed beside a name as names, not everyday words', () => {
    const names = requirements([
      '- Unit testing discipline with JUnit and Mockito',
      '- Run our social calendar across Instagram, Facebook and LinkedIn',
      '- Track stock in Excel, Paper and Pencil',
      '- Mentor new hires in Phoenix and Denver',
    ]);
    expect(names).toEqual(
      expect.arrayContaining(['JUnit', 'Mockito', 'Instagram', 'Facebook', 'LinkedIn']),
    );
    // Everyday words beside a name, and capitalised words beside none, are no names.
    for (const word of ['Paper', 'Pencil', 'Phoenix', 'Denver']) expect(names).not.toContain(word);
  });

  it("reads 'R' opening a clause as the language", () => {
    expect(requirements(['- Modelling in Python; R (tidyverse) is a plus'])).toEqual(
      expect.arrayContaining(['Python', 'R?']),
    );
  });

  it("reads a driver's licence in the ways postings and CVs write it", () => {
    expect(requirements(["- Valid driver's licence and a clean record"])).toContain(
      "Driver's license",
    );
  });
});

describe('describeJob on pasted headings', () => {
  it('reads bold, capitalised and bulletless parts', () => {
    const job = describeJob(
      `Data Engineer

**About you**
Python and SQL
Airflow

NICE TO HAVE
Kafka
Spark

Our benefits
Learning budget for Scala courses

Why you'll love it here
Hybrid schedule, Snowflake credits

Requirements
- 5 plus years with dbt; Looker a plus
- Experience with a cloud data warehouse`,
      vocabulary(),
    );
    // Bulletless 'Kafka' and 'Spark' stay under 'NICE TO HAVE'; the benefits and 'Why …'
    // parts ask nothing (no Scala, no Snowflake); 'Looker a plus' is its clause only.
    expect(asked(job)).toEqual([
      'Python',
      'SQL',
      'Apache Airflow',
      'Apache Kafka?',
      'Apache Spark?',
      'dbt',
      'Looker?',
      'Data warehousing',
    ]);
    expect(job.years).toBe(5);
  });

  it('reads a label and its value as no heading', () => {
    const job = describeJob(
      `Backend Engineer
Salary: $150,000 – $180,000
We build our services in Go on Postgres.`,
      vocabulary(),
    );
    expect(asked(job)).toEqual(['Back-end development', 'Go', 'PostgreSQL']);
  });
});

describe('jobTitleIn', () => {
  it.each([
    ['Job Title: Data Engineer (Remote)\nAbout us…', 'Data Engineer'],
    ['Job Title:\nSenior Data Engineer\nAbout us…', 'Senior Data Engineer'],
    ['Job title: (Senior) Data Engineer', '(Senior) Data Engineer'],
    ['Senior Backend Engineer – Remote (US)\n\nAbout…', 'Senior Backend Engineer'],
    ['Product Designer @ Tidewell\n…', 'Product Designer'],
    ['Registered Nurse (RN) – Med-Surg\n', 'Registered Nurse'],
    [
      'Acme Corp\nWe are looking for a Senior Data Analyst to join our pricing team.',
      'Senior Data Analyst',
    ],
  ])('reads %j as %j', (text, title) => {
    expect(jobTitleIn(text)).toBe(title);
  });

  it('finds no title in a description that names none', () => {
    expect(jobTitleIn('Our company makes tea.\nWe value kindness.')).toBeNull();
  });

  it('takes no run of symbols or sentence longer than a title as the title', () => {
    expect(jobTitleIn(`${'a+'.repeat(9_000)}\nWe are hiring a Data Engineer.`)).toBe(
      'Data Engineer',
    );
    expect(jobTitleIn(`Job title: ${'Senior '.repeat(20)}Engineer`)).toBeNull();
  });
});

describe('yearsAskedIn', () => {
  it.each([
    ['3+ years of experience with React', 3],
    ['At least five years of professional experience', 5],
    ['2-4 years of experience in FP&A', 2],
    ['Experience: 7 yrs in logistics', 7],
    ['3+ years in B2B SaaS sales', 3],
    ['5 plus years with dbt', 5],
    ['Minimum of 3 years in a similar role; 5+ years of experience preferred', 5],
    ['Salary $52.00 – $68.00 per hour', null],
    // Runs of spaces read as one (issue 32: each was the start of a search to the end).
    [`5+${' '.repeat(19_500)}years of experience`, 5],
    [`experience${' '.repeat(19_500)}`, null],
  ])('reads %j as %j', (text, years) => {
    expect(yearsAskedIn(text)).toBe(years);
  });
});

describe('educationAskedIn', () => {
  it.each<[string, JobRequirements['education']]>([
    [
      'BS/MS in Computer Science or a related field',
      { level: 'bachelor', field: 'Computer Science', relatedAllowed: true },
    ],
    ['MSc in Data Science', { level: 'master', field: 'Data Science', relatedAllowed: false }],
    [
      'M.A. in English Literature',
      { level: 'master', field: 'English Literature', relatedAllowed: false },
    ],
    [
      "Bachelor's degree in Nursing required",
      { level: 'bachelor', field: 'Nursing', relatedAllowed: false },
    ],
    [
      "High school diploma or GED required; associate's or bachelor's degree preferred",
      { level: 'high school', field: null, relatedAllowed: false },
    ],
    ['PhD in Physics', { level: 'doctorate', field: 'Physics', relatedAllowed: false }],
    // The dots of an abbreviation end no sentence.
    [
      'B.S. in Computer Science. Experience with Go.',
      { level: 'bachelor', field: 'Computer Science', relatedAllowed: false },
    ],
  ])('reads %j', (text, education) => {
    expect(educationAskedIn(text)).toEqual(education);
  });

  it('reads no degree in one only preferred', () => {
    expect(educationAskedIn("Bachelor's degree preferred")).toBeNull();
    expect(educationAskedIn('An MBA is a plus.')).toBeNull();
  });

  it('reads no degree in MS Office or a BA team', () => {
    expect(
      educationAskedIn('Advanced MS Office skills; you will work with our BA team.'),
    ).toBeNull();
  });
});

describe('postings in the other languages resumes are graded in (issue 36)', () => {
  it.each<[string, string, number]>([
    ['de', 'Mindestens fünf Jahre Berufserfahrung in der Softwareentwicklung.', 5],
    ['de', 'Du bringst 3+ Jahre Erfahrung mit React mit.', 3],
    ['fr', "Vous justifiez d'au moins 4 ans d'expérience en contrôle de gestion.", 4],
    ['fr', 'Expérience de 2 ans minimum sur un poste similaire.', 2],
    ['es', 'Al menos tres años de experiencia en atención al cliente.', 3],
    ['pt', 'Mínimo de 2 anos de experiência com vendas B2B.', 2],
    ['it', 'Almeno 6 anni di esperienza nel settore bancario.', 6],
    ['nl', 'Minimaal 3 jaar werkervaring als verpleegkundige.', 3],
    ['de', 'Mindestens 1 Jahr Berufserfahrung im Vertrieb.', 1],
  ])('reads the years a %s posting asks: %s', (_, text, years) => {
    expect(yearsAskedIn(text)).toBe(years);
  });

  it('reads no years from analysts or from a year a company was founded', () => {
    expect(yearsAskedIn('We hire 5 analysts with experience in SQL.')).toBeNull();
    expect(yearsAskedIn('Seit über 25 Jahren am Markt, wir suchen Verstärkung.')).toBeNull();
  });

  it.each<[string, JobRequirements['education'], PostingLanguage]>([
    [
      'Abgeschlossenes Studium der Informatik oder eine vergleichbare Qualifikation.',
      { level: 'bachelor', field: 'Informatik', relatedAllowed: true },
      'de',
    ],
    [
      'Diplôme de niveau Bac+5 en finance ou équivalent.',
      { level: 'master', field: 'finance', relatedAllowed: true },
      'fr',
    ],
    [
      'Laurea in Economia e Commercio.',
      { level: 'bachelor', field: 'Economia', relatedAllowed: false },
      'it',
    ],
    [
      'Afgeronde hbo-opleiding in de zorg.',
      { level: 'bachelor', field: 'de zorg', relatedAllowed: false },
      'nl',
    ],
    [
      'Graduação em Administração ou áreas afins.',
      { level: 'bachelor', field: 'Administração', relatedAllowed: true },
      'pt',
    ],
    [
      'Grado en Economía o carreras afines.',
      { level: 'bachelor', field: 'Economía', relatedAllowed: true },
      'es',
    ],
  ])('reads the degree asked in %s', (text, education, language) => {
    expect(educationAskedIn(text, language)).toEqual(education);
  });

  it("reads the other languages' degree words only in their postings", () => {
    expect(
      educationAskedIn("Master's degree in Film Studies; delivery to HBO and Netflix specs."),
    ).toMatchObject({ level: 'master' });
    expect(
      educationAskedIn(
        'Abgeschlossenes Studium; Einarbeitung und Ausbildung neuer Kollegen.',
        'de',
      ),
    ).toMatchObject({ level: 'bachelor' });
  });

  it("reads no degree from a driver's licence, a sales promotion or a high degree of autonomy", () => {
    expect(educationAskedIn("A valid driver's licence and a clean record.")).toBeNull();
    expect(educationAskedIn('Plan every sales promotion with the category team.')).toBeNull();
    expect(educationAskedIn('Trabajo con un alto grado de autonomía.', 'es')).toBeNull();
    expect(educationAskedIn('Gestión de la promotie van evenementen.', 'nl')).toBeNull();
  });

  it("takes the title from a line with a gender note, and from a localised 'title' label", () => {
    expect(jobTitleIn('Datenanalyst (m/w/d)\n\nWir suchen Verstärkung.')).toBe('Datenanalyst');
    expect(jobTitleIn('Chargé de recrutement (H/F) - Lyon\n\nNous recrutons.')).toBe(
      'Chargé de recrutement',
    );
    expect(jobTitleIn('Puesto: Enfermera de quirófano\nUbicación: Madrid')).toBe(
      'Enfermera de quirófano',
    );
  });

  it('reads a language named before its level, as these languages write it', () => {
    for (const [language, line] of [
      ['fr', 'Anglais courant exigé pour ce poste.'],
      ['es', 'Inglés avanzado (B2) para reuniones con clientes.'],
      ['it', 'Inglese fluente, scritto e parlato.'],
      ['de', 'Sehr gute Deutschkenntnisse in Wort und Schrift.'],
    ] as const) {
      const job = describeJob(`Anforderungen:\n- ${line}`, vocabulary(), language);
      expect(asked(job).some((t) => t === 'English' || t === 'German')).toBe(true);
    }
  });

  it("reads no English name from another language's small words", () => {
    const job = describeJob(
      'Requisitos:\n- Experiencia en atención al cliente y en Salesforce.',
      vocabulary(),
      'es',
    );
    expect(asked(job)).toEqual(['Salesforce']);
  });

  it('reads the parts of a German posting: asks, would like, offers', () => {
    const job = describeJob(description('datenanalyst-de.txt'), vocabulary(), 'de');
    expect(asked(job)).toEqual(
      expect.arrayContaining(['SQL', 'Python', 'Tableau', 'Power BI', 'dbt?', 'Snowflake?']),
    );
    // 'Deutsch-' and 'Englischkenntnisse' name languages; 'Erfahrung' beside Tableau is none.
    expect(asked(job)).toEqual(expect.arrayContaining(['German', 'English']));
    expect(asked(job)).not.toContain('Erfahrung');
    expect(job).toMatchObject({
      title: 'Datenanalyst',
      years: 3,
      education: { level: 'bachelor', field: 'Informatik', relatedAllowed: true },
    });
  });
});

describe('describeJob: what the other languages must not change in English postings', () => {
  it("reads no heading from an English line that opens with another language's word", () => {
    const job = describeJob(
      'Data Engineer\n\nRequirements:\n- Python and SQL\n\nBenefits\nOver 25 days paid holiday\nPrivate health insurance with BUPA and AXA PPP\nPeloton and Headspace subscriptions',
      vocabulary(),
    );
    expect(asked(job)).toEqual(['Python', 'SQL']);
  });

  it('asks for a tool the introduction names too', () => {
    const job = describeJob(
      'Automation Technician\n\nAcme Foods needs a technician who knows RSLogix and Allen-Bradley PLCs.\n\nRequirements:\n- 3+ years troubleshooting RSLogix 5000 programs',
      vocabulary(),
    );
    expect(asked(job)).toContain('RSLogix');
    expect(asked(job)).not.toContain('years troubleshooting');
  });

  it('reads no person or place as a name', () => {
    const job = describeJob(
      'Requirements:\n- You will work closely with Maria Lopez on territory planning\n- Experience selling in South America and Central Europe is a plus\n- Take part in Joint Commission readiness',
      vocabulary(),
    );
    expect(asked(job)).toContain('Joint Commission');
    for (const name of ['Maria Lopez', 'South America', 'Central Europe']) {
      expect(asked(job).join('|')).not.toContain(name);
    }
  });
});
