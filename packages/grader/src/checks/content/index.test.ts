import { describe, expect, it } from 'vitest';
import { contentChecks } from './index.ts';
import { bullet, heading, resume } from '../../../test/resume-rows.ts';

const flawed = () =>
  resume(
    [
      'Jane Doe',
      'jane.doe@fastmail.com | +1 415 823 0142 | Austin, TX | github.com/jane',
      heading('SUMMARY'),
      'I build payment systems.',
      heading('EXPERIENCE'),
      { text: 'Acme Corp, Software Engineer', right: '2020 – 2023' },
      bullet('Responsible for various services'),
      bullet('Dashboards were built for the team'),
      bullet('Improved the checkout flow for customers'),
      heading('EDUCATION'),
      'University of Texas at Austin 2016 – 2020',
      heading('SKILLS'),
      'TypeScript, Go',
    ],
    ['Second page', heading('PROJECTS'), bullet('Helped with the website')],
  );

describe('contentChecks', () => {
  it('runs every check and orders findings by page, then top to bottom, then left to right', async () => {
    const findings = contentChecks(await flawed());
    // Short, so also 'incomplete' (RUBRIC.md: under ~150 words of content).
    expect(new Set(findings.map((f) => f.check))).toEqual(
      new Set([
        'incomplete',
        'first-person',
        'action-verb',
        'filler-phrase',
        'quantified-result',
        'passive-voice',
      ]),
    );
    const keys = findings.map((f) => [f.page, f.rects[0]?.y0 ?? -1, f.rects[0]?.x0 ?? -1] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    expect(keys).toEqual(sorted);
    expect(findings.at(-1)).toMatchObject({ page: 1, check: 'action-verb' });
  });

  it('gives the same output for the same input', async () => {
    const a = contentChecks(await flawed());
    const b = contentChecks(await flawed());
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('runs no English-only check on a Spanish resume', async () => {
    const context = await resume([
      'Ana García',
      'ana.garcia@gmail.com | +34 611 824 395 | Madrid, España | linkedin.com/in/ana',
      heading('Experiencia'),
      { text: 'Acme, Ingeniera de software', right: '2020 – 2023' },
      bullet('Responsable de los servicios de la empresa para el equipo'),
      bullet('Mejoré el rendimiento del servicio de pagos'),
      heading('Educación'),
      'Universidad de Madrid, 2016 – 2020',
      heading('Habilidades'),
      'Python, SQL',
    ]);
    expect(context.language.english).toBe(false);
    expect(contentChecks(context).map((f) => f.check)).toEqual(['incomplete', 'quantified-result']);
  });

  it('reports only what still applies to a document that is not a resume', async () => {
    const findings = contentChecks(
      await resume([
        heading('SUMMARY'),
        ...Array.from({ length: 10 }, () => 'I am writing to apply for the role at your company.'),
      ]),
    );
    expect(findings.map((f) => f.check).sort()).toEqual([
      'contact-details',
      'contact-details',
      'contact-details',
      'incomplete',
      'not-a-resume',
    ]);
  });
});
