import { mupdf } from './pdf/mupdf.ts';

/**
 * A one-page resume, made here rather than shipped: a name, contacts, headed sections and
 * bullets, with a misspelling and words no dictionary holds (harper builds its tables for
 * such words on first sight, seconds that must not land on a user's first grading).
 */
const lines: [size: number, text: string][] = [
  [20, 'Jordan Avery'],
  [10, 'jordan.avery@example.org | (555) 010-0199 | Portland, OR'],
  // Plainly English, as most resumes are: the warm-up runs the English checks.
  [
    10,
    'Engineer with eight years of experience building the billing systems that our customers use.',
  ],
  [13, 'Experience'],
  [11, 'Senior Engineer, Zorblaxian Systems | Jan 2020 - Present'],
  [10, '- Led a teem of 5 engineers building Kakaotalk integrations for 2M users.'],
  [10, '- Reduced billing errors by 40% by redesigning the invoicing pipeline.'],
  [13, 'Education'],
  [11, 'B.S. Computer Science, Oregon State University, 2016'],
  [13, 'Skills'],
  [10, 'TypeScript, PostgreSQL, Kubernetes, leadership, mentoring'],
];

/** The made-up resume as a PDF, which a thread grades or renders once at start. */
export function warmUpPdf(): Uint8Array {
  const pdf = new mupdf.PDFDocument();
  try {
    const font = pdf.addSimpleFont(new mupdf.Font('Helvetica'));
    const resources = pdf.addObject({ Font: { F1: font } });
    let y = 800;
    const text = lines
      .map(([size, line]) => {
        y -= size * 1.8;
        const escaped = line.replace(/[\\()]/g, (c) => `\\${c}`);
        return `BT /F1 ${size} Tf 56 ${y} Td (${escaped}) Tj ET`;
      })
      .join('\n');
    pdf.insertPage(-1, pdf.addPage([0, 0, 595, 842], 0, resources, text));
    return pdf.saveToBuffer('').asUint8Array().slice();
  } finally {
    pdf.destroy();
  }
}
