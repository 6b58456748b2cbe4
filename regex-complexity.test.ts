import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32: every regular expression of ours that reads outside text (postings, resumes,
 * names, headers) runs in time linear in its input. recheck decides it for each pattern: by
 * automata theory where it can (a proof), else by fuzzing for inputs that make the pattern
 * backtrack (attack strings) and counting the matcher's steps as they grow. So the bound
 * is in steps against input size, not in wall time. Patterns are the regex literals of the
 * sources, and those the grader builds with `new RegExp` when its modules load.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const sourceRoots = ['packages/grader/src', 'packages/contract/src', 'apps/server/src'];
const sources = execFileSync('git', ['ls-files', ...sourceRoots], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

function literalPatterns(): Pattern[] {
  const found: Pattern[] = [];
  for (const file of sources) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText();
        const end = literal.lastIndexOf('/');
        const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({
          where: `${file}:${line}`,
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}

/** Threads' entry points start work when loaded; what they import is loaded here anyway. */
const entryPoint = /(?:worker|cli|grammar-thread|pool)\.ts$/u;

/**
 * The patterns the grader's modules build as they load. RegExp is wrapped meanwhile; a
 * pattern built by a library (compromise's own) is the library's, not ours to change.
 */
async function builtPatterns(): Promise<Pattern[]> {
  const native = RegExp;
  const found: Pattern[] = [];
  let loading = '';
  globalThis.RegExp = new Proxy(native, {
    construct(target, args: unknown[], newTarget: NewableFunction) {
      const made = Reflect.construct(target, args, newTarget) as RegExp;
      const caller = new Error().stack?.split('\n')[2] ?? '';
      if (!caller.includes('node_modules')) {
        found.push({ where: `${loading} (built)`, source: made.source, flags: made.flags });
      }
      return made;
    },
  });
  try {
    for (loading of sources.filter(
      (f) => f.startsWith('packages/grader/') && !entryPoint.test(f),
    )) {
      await import(path.join(root, loading));
    }
  } finally {
    globalThis.RegExp = native;
  }
  return found;
}

describe('regular expressions', () => {
  it('read outside text in linear time', async () => {
    const all = [...literalPatterns(), ...(await builtPatterns())];
    const unique = [...new Map(all.map((p) => [`/${p.source}/${p.flags}`, p])).values()];
    expect(unique.length).toBeGreaterThan(300);
    const superLinear: string[] = [];
    for (const pattern of unique) {
      const verdict = await check(pattern.source, pattern.flags, {
        // Fuzzing draws its inputs from this seed, and is bounded by steps alone, never by
        // time: the same verdicts on every run, however busy the machine (with recheck's
        // time limits, a slow machine made a linear pattern's runs look like an attack).
        randomSeed: 1,
        attackTimeout: null,
        incubationTimeout: null,
        seedingTimeout: null,
        timeout: null,
        // A repeat bounded by up to 100 ('[^.\n]{0,60}') is a constant, and is expanded so.
        maxRepeatCount: 100,
      });
      if (verdict.status !== 'safe') {
        const why = verdict.status === 'vulnerable' ? verdict.complexity.summary : verdict.status;
        superLinear.push(`${pattern.where} /${pattern.source}/${pattern.flags}: ${why}`);
      }
    }
    expect(superLinear).toEqual([]);
  }, 900_000);
});
