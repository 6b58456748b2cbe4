import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UnreadablePdfError } from './errors.ts';
import { gradePdf } from './grade.ts';
import type { GrammarLinter } from './writing/grammar-linter.ts';

/** The command line, or undefined for an option it does not know (`--help` among them). */
function parsedArgs() {
  try {
    return parseArgs({ allowPositionals: true, options: { images: { type: 'string' } } });
  } catch {
    return undefined;
  }
}

/**
 * `npm run -s grade -- FILE.pdf [--images DIR]` (CONTRACT.md section 3): the Grading JSON on
 * stdout and exit 0; for an unreadable file one line on stderr, nothing on stdout, exit 2.
 * Returns the exit code; `linter` is the grammar thread cli.ts started. The language is
 * told in this thread: that grammar thread answers only once harper is set up.
 */
export async function main(linter: GrammarLinter): Promise<number> {
  const args = parsedArgs();
  const [file] = args?.positionals ?? [];
  if (!args || !file || args.positionals.length > 1) {
    process.stderr.write('usage: npm run -s grade -- FILE.pdf [--images DIR]\n');
    return 64;
  }
  const { values } = args;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    process.stderr.write(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`,
    );
    return 2;
  }
  try {
    const result = await gradePdf(bytes, { linter, images: values.images !== undefined });
    if (values.images !== undefined) {
      await mkdir(values.images, { recursive: true });
      await Promise.all(
        result.images.map((image) =>
          writeFile(path.join(values.images as string, `page-${image.page}.png`), image.png),
        ),
      );
    }
    process.stdout.write(`${JSON.stringify(result.grading, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UnreadablePdfError) {
      process.stderr.write(`${path.basename(file)}: ${error.message}\n`);
      return 2;
    }
    // Anything else is our fault, not the file's: still one line, and a distinct exit code.
    process.stderr.write(
      `${path.basename(file)}: grading failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}
