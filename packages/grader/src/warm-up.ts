import { gradePdf } from './grade.ts';
import { mupdf } from './pdf/mupdf.ts';
import type { GrammarLinter } from './writing/grammar-linter.ts';

/**
 * A one-page resume, made here rather than shipped: a name, contacts, headed sections and
 * bullets, with a misspelling and words no dictionary holds (harper builds its tables for
 * such words on first sight, seconds that must not land on a user's first grading).
 */
const lines: [size: number, text: string][] = [
  [20, 'Jordan Avery'],
  [10, 'jordan.avery@example.org | (555) 010-0199 | Portland, OR'],
  // Plainly English, as most resumes are: the warm-up leaves the language model unloaded,
  // as grading them does (language/detect.ts).
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

function warmUpPdf(): Uint8Array {
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

/**
 * Grades the made-up resume once: every lazy set-up on the way (mupdf's text extraction, the
 * language detector, the NLP tagger's lexicon, harper's tables) is paid by the thread at
 * start, and a user's first grading runs as fast as any other. No page images: previews
 * render those in threads of their own, and rendering here would grow this thread's
 * WebAssembly memory (about 60 MB, never given back) for the rare grading that renders.
 */
export async function warmUpGrader(linter: GrammarLinter): Promise<void> {
  await gradePdf(warmUpPdf(), { linter, images: false });
}
