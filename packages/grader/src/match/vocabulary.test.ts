import { describe, expect, it } from 'vitest';
import { lemmaOf } from './tokens.ts';
import { termsIn, vocabulary } from './vocabulary.ts';

/** The canonical names a text names, in order. */
const names = (text: string, evidence = false) =>
  termsIn(text, vocabulary(), { evidence }).map((m) => m.term.name);

describe('termsIn', () => {
  it.each([
    ['JS', 'JavaScript'],
    ['ES6', 'JavaScript'],
    ['TS', 'TypeScript'],
    ['k8s', 'Kubernetes'],
    ['Postgres', 'PostgreSQL'],
    ['psql', 'PostgreSQL'],
    ['Golang', 'Go'],
    ['NodeJS', 'Node.js'],
    ['ReactJS', 'React'],
    ['React Native', 'React Native'],
    ['Mongo', 'MongoDB'],
    ['Kafka', 'Apache Kafka'],
    ['AWS', 'Amazon Web Services'],
    ['GCP', 'Google Cloud'],
    ['HTML5', 'HTML'],
    ['CSS3', 'CSS'],
    ['Cuda', 'CUDA'],
    ['ArgoCD', 'Argo CD'],
    ['ELK', 'Elastic Stack'],
    ['TDD', 'Test-driven development'],
    ['RESTful APIs', 'REST APIs'],
    ['MS Excel', 'Microsoft Excel'],
    ['financial planning and analysis', 'FP&A'],
    ['EMR', 'Electronic health records'],
    ['ATS', 'Applicant tracking systems'],
  ])("reads '%s' as %s", (written, name) => {
    expect(names(`Experience with ${written} is required.`)).toEqual([name]);
  });

  it('reads Java, which the dictionary also lists as coffee', () => {
    expect(names('Java 17, Spring Boot and Hibernate')).toEqual([
      'Java',
      'Spring Boot',
      'Hibernate',
    ]);
  });

  it.each([
    'Go to our careers page to apply.',
    '- Go to the floor every shift',
    'Be the go-to person for billing questions.',
    'Plan our go-to-market launch.',
    'You can react quickly when something breaks.',
    'Leave enough slack time in the schedule.',
    'We are a small, lean team.',
    'Keep our drivers safe.',
    '- Make sure what we ship is accessible',
    'Solid understanding of the business.',
    'Improve our reporting processes.',
    'Sweat the small things.',
    'Our engine powers assistants.',
    '- Answer questions by phone',
    'Spring semester starts in January.',
    'Things we value: candor.',
    'Care for patients with cardiac conditions.',
  ])('finds no tool in the everyday words of %j', (text) => {
    expect(names(text)).toEqual([]);
  });

  it('counts a capitalised name mid-sentence or in a list, even one that is a word', () => {
    expect(names('We chat in Slack and ship with Go, React and Lean manufacturing.')).toEqual([
      'Slack',
      'Go',
      'React',
      'Lean',
    ]);
    expect(names('Go, Python')).toEqual(['Go', 'Python']);
    expect(names('Drive improvements using Lean and Six Sigma tools')).toEqual([
      'Lean',
      'Six Sigma',
    ]);
    // A line may open with a tool named by a noun, or with a name of several words.
    expect(names('Python (pandas) and SQL')).toEqual(['Python', 'pandas', 'SQL']);
    expect(names('Spring Boot and Hibernate')).toEqual(['Spring Boot', 'Hibernate']);
  });

  it('splits words joined by a slash unless the whole is a name', () => {
    expect(names('Hibernate/JPA, HTML/CSS, UI/UX')).toEqual([
      'Hibernate',
      'HTML',
      'CSS',
      'User interface design',
      'User experience',
    ]);
    expect(names('CI/CD, A/B testing and TCP/IP')).toEqual(['CI/CD', 'A/B testing', 'Networking']);
  });

  it('reads the plural of an abbreviation', () => {
    expect(lemmaOf('IEPs')).toBe('iep');
    expect(lemmaOf('KPIs')).toBe('kpi');
    expect(names('Implement IEPs and track LLMs')).toEqual(['IEP', 'Large language models']);
  });

  it('prefers the longest name and leaves out employers', () => {
    expect(names('Azure DevOps pipelines deploy to Azure')).toEqual([
      'Azure DevOps',
      'Microsoft Azure',
    ]);
    expect(names('Google Cloud Platform at Google')).toEqual(['Google Cloud']);
    expect(names('Oracle Certified Professional; SAP and Oracle')).toEqual([
      'Oracle Certified Professional',
      'SAP',
      'Oracle',
    ]);
  });

  it('matches inflections through lemmas', () => {
    expect(names('Built data pipelines and dashboards; wrote unit tests')).toEqual([
      'Data pipelines',
      'Data visualization',
      'Unit testing',
    ]);
  });

  it('gives each term its category', () => {
    const found = termsIn('PMP, Python and strong communication skills', vocabulary());
    expect(found.map((m) => [m.term.name, m.term.category])).toEqual([
      ['PMP', 'certifications'],
      ['Python', 'skills'],
      ['Communication', 'softSkills'],
    ]);
  });

  it('reads the words that show a soft skill only when asked to', () => {
    expect(names('Mentored 3 engineers and resolved outages')).toEqual([]);
    expect(names('Mentored 3 engineers and resolved outages', true)).toEqual([
      'Leadership',
      'Problem solving',
    ]);
    expect(names('Presented results to the board', true)).toEqual(['Presentation skills']);
    // 'supporting' shows no empathy.
    expect(names('Built services supporting 4M users', true)).toEqual([]);
    // A resume's dates end in 'Present': no soft skill.
    expect(names('Senior Engineer, Jan 2023 – Present', true)).toEqual([]);
  });

  it('reads SAFe only as the framework is spelled', () => {
    expect(names('Experience with SAFe or Scaled Agile')).toEqual(['SAFe', 'SAFe']);
    expect(names('a safe workplace')).toEqual([]);
  });

  it('reports where each term is written', () => {
    const text = 'Build services in Go on k8s.';
    expect(
      termsIn(text, vocabulary()).map((m) => [m.term.name, text.slice(m.start, m.end)]),
    ).toEqual([
      ['Go', 'Go'],
      ['Kubernetes', 'k8s'],
    ]);
  });
});
