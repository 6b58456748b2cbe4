import { beforeAll, describe, expect, it } from 'vitest';
import { contextOf, makePdf, type TextLine } from '../../test/pdf-builder.ts';
import type { CheckContext } from '../checks/findings.ts';
import { loadDictionary } from './dictionaries.ts';
import { dictionaryLinter, nearMisses } from './dictionary-linter.ts';
import { createGrammarLinter, type GrammarLinter } from './grammar-linter.ts';
import { writingChecks } from './index.ts';

let linter: GrammarLinter;
// Harper (the English words a resume in another language borrows) takes seconds to set up.
beforeAll(async () => {
  linter = await createGrammarLinter();
}, 120_000);

/** A one-page resume: a heading, a bold role, three bullets, a heading, a degree. */
async function resume(lines: string[]): Promise<CheckContext> {
  const [heading, role, b1, b2, b3, education, degree] = lines as [string, ...string[]];
  const bullet = (text: string | undefined, y: number): TextLine[] => [
    { text: '•', x: 50, y },
    { text: text ?? '', x: 60, y },
  ];
  return contextOf(
    await makePdf([
      [
        { text: heading, x: 50, y: 60, size: 12, font: 'bold' },
        { text: role ?? '', x: 50, y: 76, font: 'bold' },
        ...bullet(b1, 90),
        ...bullet(b2, 104),
        ...bullet(b3, 118),
        { text: education ?? '', x: 50, y: 146, size: 12, font: 'bold' },
        { text: degree ?? '', x: 50, y: 162 },
      ],
    ]),
  );
}

/** Where the layout put a word, to compare with a finding's box. */
function wordBox(context: CheckContext, text: string) {
  const word = context.layout.lines.flatMap((l) => l.words).find((w) => w.text === text);
  expect(word).toBeDefined();
  return word?.rect;
}

describe('spelling in other languages', () => {
  it('finds a Spanish misspelling and a missing accent, boxed on the word, and lets borrowed English, names and conjugations be', async () => {
    const context = await resume([
      'EXPERIENCIA',
      'Ingeniera de software, Telefónica',
      'Lideré el desarollo de una plataforma de pagos con un framework propio en el backend',
      'Mejoré la gestion de incidencias y reduje los tiempos de respuesta en un 40 %',
      'Coordiné a un equipo de cinco personas en Madrid y Barcelona',
      'FORMACIÓN',
      'Grado en Ingeniería Informática, Universidad de Sevilla',
    ]);
    expect(context.language.code).toBe('es');
    const { grammar } = await writingChecks(context, linter);
    expect(grammar.map((f) => [f.check, f.text, f.message])).toEqual([
      ['spelling', 'desarollo', "'desarollo' looks misspelled — did you mean 'desarrollo'?"],
      ['spelling', 'gestion', "'gestion' looks misspelled — did you mean 'gestión'?"],
    ]);
    expect(grammar[0]?.rect).toEqual(wordBox(context, 'desarollo'));
    expect(grammar[1]?.rect).toEqual(wordBox(context, 'gestion'));
  });

  it('reads every capitalised German noun, so a misspelt one is found and compounds, linked or from a stem, and companies are not', async () => {
    const context = await resume([
      'BERUFSERFAHRUNG',
      'Softwareentwicklerin, Siemens AG',
      'Verantwortlich für die Entwicklung einer Steuerungssoftware für Windkraftanlagen',
      'Langjährige Erfarung mit automatisierten Tests und Continuous Integration',
      'Senkung der Herstellkosten nach Prüfstandsversuchen mit Lindauer Dornier',
      'AUSBILDUNG',
      'M.Sc. Informatik, Technische Universität München',
    ]);
    expect(context.language.code).toBe('de');
    const { grammar } = await writingChecks(context, linter);
    expect(grammar.map((f) => [f.text, f.message])).toEqual([
      ['Erfarung', "'Erfarung' looks misspelled — did you mean 'Erfahrung'?"],
    ]);
    expect(grammar[0]?.rect).toEqual(wordBox(context, 'Erfarung'));
  });

  it.each([
    [
      'fr',
      'EXPÉRIENCE PROFESSIONNELLE',
      'Chef de projet, Orange',
      'Piloté le déploiement de la fibre optique dans douze communes de la région',
      'Encadré une équipe de huit techniciens et réduit les délais de 25 %',
      'Négocié les contrats avec les fournisseurs et suivi le budget du projet',
      'FORMATION',
      'Master en management, Université de Lyon',
    ],
    [
      'it',
      'ESPERIENZA PROFESSIONALE',
      'Sviluppatore web, Fastweb',
      'Realizzato il nuovo portale clienti con React e Node.js per la società',
      'Ridotto i tempi di caricamento del 35 % ottimizzando le immagini del sito',
      'Collaborato con il team di design per migliorare la navigazione',
      'ISTRUZIONE',
      'Laurea in Informatica, Università di Bologna',
    ],
    [
      'nl',
      'WERKERVARING',
      'Projectleider, Rabobank',
      'Leiding gegeven aan de invoering van een nieuw klantportaal voor de bank',
      'De doorlooptijd van aanvragen met 30 % verkort door processen te automatiseren',
      'Samengewerkt met de afdeling marketing aan een nieuwe campagne',
      'OPLEIDING',
      'Master Bedrijfskunde, Universiteit van Amsterdam',
    ],
    [
      'pt',
      'EXPERIÊNCIA PROFISSIONAL',
      'Analista de dados, Grupo Boticário',
      'Criei painéis de vendas usados por trinta gerentes regionais da empresa',
      'Automatizei relatórios semanais e economizei dez horas por semana',
      'Treinei a equipe de atendimento no uso das novas ferramentas de análise',
      'FORMAÇÃO',
      'Bacharelado em Estatística, Universidade Federal de Minas Gerais',
    ],
  ])('finds nothing in correct %s text', async (code, ...lines) => {
    const context = await resume(lines);
    expect(context.language.code).toBe(code);
    const result = await writingChecks(context, linter);
    expect(result.grammar).toEqual([]);
    expect(result.skipped.find((s) => s.check === 'grammar')?.reason).toContain('dictionary');
  });

  it('suggests the dictionary words one edit away: a letter added, dropped, swapped or accented', async () => {
    const spanish = await loadDictionary('es');
    expect(nearMisses('desarollo', spanish)).toContain('desarrollo');
    expect(nearMisses('gestion', spanish)).toContain('gestión');
    expect(nearMisses('equpio', spanish)).toContain('equipo');
    expect(nearMisses('Xqzwvy', spanish)).toEqual([]);
  });
  it('searches no word longer than a real one, so a hostile run of letters costs nothing', async () => {
    const german = dictionaryLinter(await loadDictionary('de'), linter);
    const run = 'Erfarung'.repeat(200);
    const lints = await german.lint(`${run} Erfarung`);
    expect(lints.map((l) => [l.problem.length, l.suggestions])).toEqual([
      [run.length, []],
      [8, ['Erfahrung']],
    ]);
  });

  it('reads an elided article with its apostrophe, and a place in capitals as the place', async () => {
    const context = await resume([
      'ESPERIENZA',
      "Responsabile della comunicazione nell'azienda, Torino",
      "Ho gestito la comunicazione dell'ufficio stampa e i rapporti con i media",
      "Ho coordinato le campagne sull'innovazione per la sede di VENEZIA e di MILANO",
      'Ho curato la gesitone dei contenuti del sito e dei canali social',
      'ISTRUZIONE',
      'Laurea in Scienze della Comunicazione, Università di Bologna',
    ]);
    expect(context.language.code).toBe('it');
    const { grammar } = await writingChecks(context, linter);
    expect(grammar.map((f) => [f.text, f.message])).toEqual([
      ['gesitone', "'gesitone' looks misspelled — did you mean 'gestione'?"],
    ]);
  });
});
