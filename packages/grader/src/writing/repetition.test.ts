import { describe, expect, it } from 'vitest';
import { contextOf, makePdf, rectCovers, type TextLine } from '../../test/pdf-builder.ts';
import { repetitionFindings, stem } from './repetition.ts';

/** The value, failing the test when it is missing. */
function defined<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}

const bullet = (text: string, y: number): TextLine[] => [
  { text: '•', x: 50, y },
  { text, x: 60, y },
];

const bullets = (texts: string[], top = 76): TextLine[] =>
  texts.flatMap((text, i) => bullet(text, top + i * 14));

describe('the stemmer', () => {
  it('folds inflections together and keeps derived words apart', () => {
    expect(['managed', 'manages', 'managing', 'manage'].map(stem)).toEqual(Array(4).fill('manag'));
    expect(['shipped', 'ships', 'shipping'].map(stem)).toEqual(['ship', 'ship', 'ship']);
    expect(['studies', 'studied', 'study'].map(stem)).toEqual(['study', 'study', 'study']);
    expect(['processes', 'processed', 'process'].map(stem)).toEqual([
      'process',
      'process',
      'process',
    ]);
    expect(['installed', 'installs'].map(stem)).toEqual(['install', 'install']);
    expect(stem('manager')).not.toBe(stem('managed'));
    expect(stem('analysis')).toBe('analysis');
    expect(stem('led')).toBe('led');
  });
});

describe('repeated words', () => {
  it('count inflections as one word, box every use, and colour by count and by opening bullets', async () => {
    const bytes = await makePdf([
      [
        { text: 'Jane Kowalczyk', x: 50, y: 40, size: 20, font: 'bold' },
        { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullets([
          'Managed the billing dashboard for Kowalczyk Labs at Qualcomm',
          'Managed a Kubernetes cluster of 40 nodes for Qualcomm',
          'Managed releases and on-call for the Kubernetes platform',
          'Built two dashboards for the Kubernetes team at Qualcomm',
          'Improved the dashboard load time while managing Kubernetes upgrades',
          'Wrote the experience report on the incident review process',
        ]),
      ],
    ]);
    const context = contextOf(bytes);
    const findings = repetitionFindings(context);
    // 'dashboard' and 'Kubernetes' recur as the subject of the work, not as a stylistic
    // tic: nouns are not counted, the verb is.
    expect(findings.map((f) => [f.word, f.severity, f.occurrences.length])).toEqual([
      ['managed', 'red', 4],
    ]);
    const [managed] = findings;
    expect(
      rectCovers(
        context.layout,
        defined(defined(managed).occurrences[0]).rect,
        'Managed the billing',
      ),
    ).toBe(true);
    expect(
      rectCovers(context.layout, defined(defined(managed).occurrences[3]).rect, 'while managing'),
    ).toBe(true);
    // A word's box, not its line's.
    const box = defined(defined(managed).occurrences[1]).rect;
    expect(box.x1 - box.x0).toBeLessThan(60);
  });

  it('make a verb that opens three bullets red even at three uses', async () => {
    const bytes = await makePdf([
      [
        { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullets([
          'Designed the onboarding flow for new customers',
          'Designed a caching layer that halved page load time',
          'Designed alerting for the payments platform',
        ]),
      ],
    ]);
    const findings = repetitionFindings(contextOf(bytes));
    expect(findings.map((f) => [f.word, f.severity])).toEqual([['designed', 'red']]);
    // Each finding says what to use instead, in the same tense.
    expect(findings[0]?.message).toBe(
      "'designed' is used 3 times. Keep it where it fits best and vary the rest, for example: built, developed, created, engineered.",
    );
  });

  it('find nothing when words vary', async () => {
    const bytes = await makePdf([
      [
        { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullets([
          'Cut deploy time 40% by automating releases',
          'Hired and mentored two engineers who now lead the payments team',
          'Designed alerting that caught outages before customers noticed',
          'Rebuilt the search index, doubling query throughput',
        ]),
      ],
    ]);
    expect(repetitionFindings(contextOf(bytes))).toEqual([]);
  });

  it('count exact forms in Spanish, ignoring its function words', async () => {
    const bytes = await makePdf([
      [
        { text: 'EXPERIENCIA', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullets([
          'Desarrollé una plataforma de pagos para los clientes de la empresa',
          'Desarrollé los informes de ventas para el equipo de la empresa',
          'Desarrollé una aplicación móvil para la empresa con el equipo de diseño',
          'Coordiné la migración de los servidores con el equipo de operaciones',
          'Formé a la empresa en seguridad junto al equipo de soporte',
        ]),
      ],
    ]);
    const context = contextOf(bytes);
    expect(context.language.code).toBe('es');
    expect(repetitionFindings(context).map((f) => [f.word, f.severity])).toEqual([
      ['desarrollé', 'red'],
      ['empresa', 'yellow'],
      ['equipo', 'yellow'],
    ]);
  });

  it('leave alone the words that name the field, labels, months and English function words', async () => {
    const bytes = await makePdf([
      [
        { text: 'Medewerker Facturatie', x: 50, y: 40, size: 16, font: 'bold' },
        { text: 'WERKERVARING', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullets([
          'Onderwerp: facturatie van de klinieken, van mei tot juli, samen met het team',
          'Onderwerp: controle van de facturatie voor vierduizend dossiers per maand in mei',
          'Onderwerp: planning van de facturatie en de audits in juli en in het najaar',
          'Onderwerp: the review and the audit of the claims and the payments in juli',
          'Verbeterde de planning van de afdeling en verbeterde de controle in mei',
          'Verbeterde de kwaliteit van de dossiers en verbeterde de rapportage in juli',
        ]),
      ],
    ]);
    const context = contextOf(bytes);
    expect(context.language.code).toBe('nl');
    const words = repetitionFindings(context).map((f) => f.word);
    for (const word of ['facturatie', 'onderwerp', 'mei', 'juli', 'the', 'and']) {
      expect(words).not.toContain(word);
    }
    // A word the writer repeats is still found.
    expect(words).toContain('verbeterde');
  });
  it('leave alone units after their figures and numbered labels', async () => {
    const bytes = await makePdf([
      [
        { text: 'EXPERIENCIA', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullets([
          'Canalización de vías periféricas en pacientes de urgencias y de planta',
          'Canalización de sondas vesicales en la unidad de cuidados intensivos',
          'Canalización de sondas nasogástricas durante el turno de noche',
          'Canalización de vías centrales con el equipo de anestesia del hospital',
          'Curso de triaje avanzado, 80 horas, con prácticas en el servicio',
          'Curso de soporte vital, 40 horas, con simulación clínica en grupo',
          'Curso de farmacología, 60 horas, con evaluación final por escrito',
          'Curso de heridas crónicas, 30 horas, con casos reales de pacientes',
          'Coordiné el turno de noche y coordiné las altas con trabajo social',
          'Coordiné la formación de las nuevas enfermeras y coordiné los protocolos',
          'Módulo 1: triaje avanzado en urgencias pediátricas',
          'Módulo 2: soporte vital avanzado en adultos',
          'Módulo 3: cuidados paliativos en domicilio',
          'Módulo 4: seguridad del paciente en planta',
        ]),
      ],
    ]);
    const context = contextOf(bytes);
    expect(context.language.code).toBe('es');
    const words = repetitionFindings(context).map((f) => f.word);
    expect(words).not.toContain('horas');
    expect(words).not.toContain('módulo');
    // A word the writer repeats is still found.
    expect(words).toContain('coordiné');
  });
  it("leave alone a tag's tail ('PhD-level') in a list of courses", async () => {
    const courses = [
      'Linear Algebra (master’s-level)',
      'Real Analysis (master’s-level)',
      'Mathematics for Economists (master’s-level)',
      'Statistical Methods in Research (master’s-level)',
      'Applied Econometrics in Marketing (PhD-level)',
      'Econometrics (PhD-level)',
      'Data Mining and Statistical Learning (master’s-level)',
    ];
    const bytes = await makePdf([
      [
        { text: 'EDUCATION', x: 50, y: 60, size: 12, font: 'bold' },
        ...courses.map((text, i) => ({ text, x: 50, y: 78 + i * 13 })),
      ],
    ]);
    expect(repetitionFindings(contextOf(bytes)).map((f) => f.word)).not.toContain('level');
  });
  it("still counts a verb before a count ('Managed 3 Revit projects')", async () => {
    const bytes = await makePdf([
      [
        { text: 'EXPERIENCE', x: 50, y: 60, size: 12, font: 'bold' },
        ...bullets([
          'Managed 3 Revit projects for the hospital wing',
          'Managed 12 BIM coordinators across two offices',
          'Managed 4 Design reviews with the city planners',
          'Managed 2 Tenders for the school extension',
        ]),
      ],
    ]);
    expect(repetitionFindings(contextOf(bytes)).map((f) => f.word)).toContain('managed');
  });
});
