/**
 * Test support: documents of each kind of RUBRIC.md section 5, generated, with the habits
 * of their form (an academic CV's papers and abstracts, a German CV's tables, a Chinese
 * resume's label fields). Invented people and text throughout.
 */
import type { CheckContext } from '../src/checks/findings.ts';
import { contextOf, makeCjkPdf, type TextLine } from './pdf-builder.ts';
import { bullet, heading, type Row } from './resume-rows.ts';

/** An economist's academic CV: papers with abstracts, talks, teaching, referees; no Skills. */
export const academicCv = (): (Row | string)[] => [
  { text: 'Mara Okafor', bold: true, size: 16 },
  'Department of Economics, Lakeside University · mara.okafor@lakeside.edu',
  'Curriculum Vitae, March 12, 2025',
  heading('EDUCATION'),
  { text: 'Ph.D. in Economics, Lakeside University', right: '2019 – 2025' },
  { text: 'M.A. in Economics, Northfield University', right: '2017 – 2019' },
  heading('RESEARCH INTERESTS'),
  'Public economics, political economy, media and information',
  heading('WORKING PAPERS'),
  'Local Newspapers and Turnout in Municipal Elections (Job Market Paper)',
  'This paper studies how the closure of local newspapers changes who votes in city',
  'elections. Using the staggered timing of closures, it shows that turnout falls most',
  'among renters and that incumbents face fewer challengers after a closure.',
  'Tax Salience at the Checkout, with J. Brandt (2024), Journal of Public Economics',
  'We model how shoppers respond to taxes that are shown on the shelf price versus added',
  'at the register, and estimate the difference with scanner data from two states.',
  heading('TEACHING'),
  { text: 'Teaching Assistant, Intermediate Microeconomics', right: '2021 – 2023' },
  { text: 'Teaching Assistant, Econometrics I', right: '2020 – 2021' },
  heading('PRESENTATIONS'),
  'Midwest Political Economy Conference (2024); Lakeside Applied Micro Seminar (2023)',
  heading('REFERENCES'),
  'Professor Lena Hart, Lakeside University',
  'Professor Omar Diaz, Lakeside University',
];

/** A German student's tabular CV: personal data block, dates in a column, short entries. */
export const germanCv = (): (Row | string)[] => [
  { text: 'Jonas Albrecht', bold: true, size: 16 },
  'Lindenstraße 12, 80331 München · jonas.albrecht@posteo.de · 0171 4820913',
  heading('Persönliche Daten'),
  'Geburtsdatum: 14.03.1999',
  'Staatsangehörigkeit: deutsch',
  heading('Berufserfahrung'),
  { text: 'Werkstudent Softwareentwicklung, Brenner GmbH', right: '10/2022 – heute' },
  bullet('Entwicklung von Testwerkzeugen für die Fertigungslinie'),
  { text: 'Praktikum Qualitätssicherung, Vogt AG', right: '03/2021 – 08/2021' },
  bullet('Auswertung von Messdaten und Pflege der Prüfpläne'),
  heading('Ausbildung'),
  { text: 'B.Sc. Maschinenbau, Technische Universität München', right: '2018 – 2022' },
  heading('Kenntnisse'),
  'Python, MATLAB, SolidWorks, Englisch (C1), Französisch (B1)',
];

/** A Chinese resume of label–value fields, each value set beside its label. */
export function chineseResume(): CheckContext {
  const row = (y: number, text: string, x = 60, size = 10): TextLine => ({ text, x, y, size });
  return contextOf(
    makeCjkPdf([
      [
        row(60, '王晓雨', 60, 18),
        row(90, '学校'),
        row(90, '华东理工大学', 130),
        row(108, '专业'),
        row(108, '化学工程与工艺', 130),
        row(126, '手机：13960718254'),
        row(144, '地址：上海市徐汇区'),
        row(180, '教育背景', 60, 12),
        row(200, '2019.09-2023.06 华东理工大学 化学工程与工艺 本科'),
        row(218, '主修课程：化工原理、物理化学、化工热力学'),
        row(250, '实习经历', 60, 12),
        row(270, '2022.07-2022.09 上海某化工公司 工艺实习生'),
        row(288, '参与反应釜工艺参数优化，整理生产数据并撰写实习报告。'),
        row(306, '协助工程师完成设备巡检，记录运行数据二百余条。'),
        row(338, '专业技能', 60, 12),
        row(358, 'Aspen Plus、AutoCAD、Origin，英语六级'),
      ],
    ]),
  );
}
