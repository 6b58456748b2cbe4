import { describe, expect, it } from 'vitest';
import type { Line, ResumeLayout } from '../../layout/types.ts';
import { fontFaceFindings } from './font-face.ts';
import { fontFamily } from './fonts.ts';
import { rolesOf } from './roles.ts';

describe('fontFamily', () => {
  it('gives one family for the cuts of one typeface', () => {
    const families = (names: string[]) => [...new Set(names.map(fontFamily))];
    expect(families(['Calibri', 'Calibri-Bold', 'Calibri,BoldItalic'])).toEqual(['calibri']);
    expect(families(['ArialMT', 'Arial-BoldMT', 'Arial-ItalicMT'])).toEqual(['arial']);
    expect(families(['TimesNewRomanPSMT', 'TimesNewRomanPS-BoldMT'])).toHaveLength(1);
    expect(families(['CMR10', 'CMBX12', 'CMTI10', 'CMCSC10', 'SFRM1000', 'SFBX1200'])).toEqual([
      'cm',
    ]);
    expect(families(['CMSS10', 'CMSSBX10', 'CMSSI10'])).toEqual(['cmss']);
    expect(families(['SFSS1095', 'SFSX1440', 'SFSI1095', 'SFSO1095'])).toEqual(['cmss']);
    expect(families(['LMSans10-Regular', 'LMSans9-Bold'])).toEqual(['lmsans']);
    expect(families(['SourceSans3-Light', 'SourceSansPro-Regular'])).toEqual(['sourcesans']);
    // An optical size is drawn to look like the text cut.
    expect(families(['Aptos', 'Aptos Display,Bold', 'Aptos,Italic'])).toEqual(['aptos']);
  });

  it('keeps different typefaces apart and skips icon, unnamed and monospace fonts', () => {
    expect(fontFamily('Georgia-Bold')).not.toBe(fontFamily('Helvetica'));
    for (const name of [
      'FontAwesome5Free-Solid',
      'Type3 (9 0 R)',
      'LMMono10-Regular',
      'Courier',
      'Menlo-Regular',
      'CMTT10',
      '',
    ]) {
      expect(fontFamily(name)).toBeNull();
    }
  });
});

/** A line as the layout would give it, with only what the font checks read. */
function line(index: number, text: string, font: string): Line {
  const rect = { x0: 50, y0: 100 + index * 14, x1: 300, y1: 110 + index * 14 };
  const word = { text, rect, font, size: 10, bold: false, italic: false, color: '#000000' };
  return {
    id: `p0-l${index}`,
    page: 0,
    words: [word],
    text,
    rect,
    baseline: rect.y1 - 2,
    bullet: null,
    textX0: 50,
    column: 0,
    font,
    size: 10,
    bold: false,
    heading: null,
  };
}

describe('fontFaceFindings', () => {
  it('marks body text outside the two main typefaces red', () => {
    const lines = [
      line(0, 'Senior Engineer, Acme Corp', 'Calibri-Bold'),
      line(1, 'Shipped the billing platform on time', 'Calibri'),
      line(2, 'Berlin, Germany and Lisbon, Portugal', 'Georgia-Italic'),
      line(3, 'Kept the on-call rota for three teams', 'Calibri'),
      line(4, 'Speaker at two conferences', 'Garamond'),
    ];
    // A heading first, so no line counts as the name and contact block.
    const heading: Line = { ...line(-1, 'EXPERIENCE', 'Calibri-Bold'), heading: 'experience' };
    const findings = facesOf([heading, ...lines]);
    expect(findings.map((f) => [f.severity, f.message])).toEqual([
      [
        'red',
        "'Speaker at two conferences' is set in a third typeface — keep the body text to one or two fonts.",
      ],
    ]);
    expect(findings[0]?.rect).toEqual(lines[4]?.rect);
  });

  it('gives a third typeface one finding, however many lines it sets', () => {
    const heading: Line = { ...line(0, 'EXPERIENCE', 'Calibri-Bold'), heading: 'experience' };
    const lines = [
      line(1, 'Lead', 'Futura-Medium'),
      line(2, 'Shipped the billing platform on time', 'Calibri'),
      line(3, 'Berlin, Germany and Lisbon, Portugal', 'Georgia-Italic'),
      line(4, 'Resident', 'Futura-Medium'),
      line(5, 'Kept the on-call rota for three teams', 'Calibri'),
      line(6, 'Pilot', 'Futura-Medium'),
    ];
    const findings = facesOf([heading, ...lines]);
    expect(findings.map((f) => f.message)).toEqual([
      "'Lead' and 2 other lines are set in a third typeface — keep the body text to one or two fonts.",
    ]);
  });

  it("compares a section's bullets with each other: a list in its own typeface is a design", () => {
    const heading = (index: number, text: string): Line => ({
      ...line(index, text, 'Calibri-Bold'),
      heading: text === 'SKILLS' ? 'skills' : 'experience',
    });
    const bullet = (index: number, text: string, font: string): Line => ({
      ...line(index, text, font),
      bullet: '•',
      textX0: 58,
    });
    const duties = (from: number, odd: string) => [
      bullet(from, 'Shipped the billing platform on time', 'Calibri'),
      bullet(from + 1, 'Kept the on-call rota for three teams', 'Calibri'),
      bullet(from + 2, 'Cut the cloud bill by a fifth in a year', odd),
      bullet(from + 3, 'Hired and trained four support engineers', 'Calibri'),
      bullet(from + 4, 'Wrote the runbooks the night shift uses', 'Calibri'),
    ];
    const skills = [
      heading(10, 'SKILLS'),
      bullet(11, 'Demand generation', 'Montserrat'),
      bullet(12, 'Marketing analytics', 'Montserrat'),
      bullet(13, 'Content strategy', 'Montserrat'),
      bullet(14, 'Lifecycle e-mail', 'Montserrat'),
    ];
    expect(facesOf([heading(0, 'EXPERIENCE'), ...duties(1, 'Calibri'), ...skills])).toEqual([]);
    const slip = facesOf([heading(0, 'EXPERIENCE'), ...duties(1, 'Georgia'), ...skills]);
    expect(slip.map((f) => f.message)).toEqual([
      "The bullet 'Cut the cloud bill by a fifth in a year' uses a different typeface from the other bullets of its section — use one font for all of them.",
    ]);
  });

  it('never compares CJK text with Latin text or its fallback font', () => {
    const heading = (index: number, text: string, font: string): Line => ({
      ...line(index, text, font),
      heading: 'experience',
      bold: true,
    });
    const bullet = (index: number, text: string, font: string): Line => ({
      ...line(index, text, font),
      bullet: '•',
      textX0: 58,
    });
    const all = [
      heading(0, '工作经历', 'SimHei'),
      bullet(1, '负责支付系统的架构设计与开发工作', 'SimSun'),
      bullet(2, '主导数据库迁移，将查询延迟降低百分之四十', 'SimSun'),
      bullet(3, 'GPA: 3.8/4.0 (专业前 5%)', 'TimesNewRomanPSMT'),
      heading(4, '教育背景', 'SimHei'),
      heading(5, 'Publications', 'TimesNewRomanPS-BoldMT'),
      heading(6, '技能', 'SimHei'),
      // Song for the body, Hei for names, Kai for a role (where Latin text goes italic).
      line(7, '上海交通大学', 'SimHei'),
      line(8, '实习', 'KaiTi'),
      line(9, '负责支付系统', 'SimSun'),
      line(10, '个人项目合作开发', 'SimSun'),
      bullet(11, 'xxx (尽量使用量化的客观结果)', 'LMRoman10-Regular'),
    ];
    expect(facesOf(all)).toEqual([]);
  });
});

const facesOf = (all: Line[]) => {
  const layout = layoutOf(all);
  return fontFaceFindings(rolesOf(layout), layout);
};

/** A one-page layout of the given lines, a section under each heading line. */
function layoutOf(all: Line[]): ResumeLayout {
  const sections: ResumeLayout['sections'] = [];
  for (const line of all) {
    const current = sections.at(-1);
    if (line.heading !== null || !current) {
      sections.push({ kind: line.heading ?? 'experience', heading: line, lines: [] });
    } else current.lines.push(line);
  }
  return {
    pages: [
      {
        index: 0,
        width: 595,
        height: 842,
        lines: all,
        columnSplit: null,
        images: [],
        drawings: { shapes: [], clippedText: [] },
      },
    ],
    lines: all,
    sections,
  };
}
