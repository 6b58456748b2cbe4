import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's boundaries (eslint.config.js) fail lint. Each case lints one import at
 * a file path where it would sit; the file need not exist, but what it imports must, as the
 * rule judges the file an import resolves to.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const web = 'apps/web/src';
const server = 'apps/server/src';

describe('lint boundaries', () => {
  it.each([
    // Web: a feature never imports another one, by relative path or by alias.
    [`${web}/features/faq/components/x.tsx`, '../../legal/legal-document.ts', 'feature'],
    [`${web}/features/faq/x.ts`, '@/features/legal/legal-document.ts', 'feature'],
    [`${web}/features/faq/x.ts`, '@/app/router.tsx', 'app'],
    // Shared web code never imports features or the app.
    [`${web}/components/ui/x.tsx`, '@/features/faq/resume-faq.ts', 'Shared code'],
    [`${web}/lib/x.ts`, '../features/faq/resume-faq.ts', 'Shared code'],
    [`${web}/hooks/x.ts`, '@/app/router.tsx', 'Shared code'],
    // Server: routes call services; repositories hold SQL only; Kysely stays in them and db/.
    [`${server}/routes/x.ts`, '../repositories/user-repository.ts', 'A route'],
    [`${server}/routes/x.ts`, '../db/database.ts', 'A route'],
    [`${server}/repositories/x.ts`, '../storage/storage.ts', 'Repositories'],
    [`${server}/services/x.ts`, 'kysely', 'Kysely'],
    [`${server}/queue/x.ts`, 'kysely-pglite-dialect', 'Kysely'],
    [`${server}/app.ts`, 'kysely', 'Kysely'],
    // Workspaces: dependencies point one way, by package name or by path.
    [`${web}/lib/x.ts`, '@resumegrader/grader/pool', 'web app'],
    ['packages/contract/src/x.ts', '../../grader/src/pool.ts', 'contract'],
    ['packages/grader/src/x.ts', '../../../apps/server/src/config.ts', 'Packages'],
  ])('%s may not import %s', async (file, specifier, reason) => {
    const errors = await boundaryErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    [`${web}/features/faq/components/x.tsx`, '../resume-faq.ts'],
    [`${web}/features/faq/x.ts`, '@/features/faq/hiring-faq.ts'],
    [`${web}/features/faq/x.ts`, '@/lib/format-date.ts'],
    [`${web}/app/routes/x.tsx`, '@/features/legal/legal-document.ts'],
    [`${web}/lib/x.ts`, '@resumegrader/contract/errors'],
    [`${server}/routes/x.ts`, '../services/user-service.ts'],
    [`${server}/services/x.ts`, '../repositories/user-repository.ts'],
    [`${server}/services/x.ts`, '../storage/storage.ts'],
    [`${server}/repositories/x.ts`, 'kysely'],
    [`${server}/db/x.ts`, 'kysely-pglite-dialect'],
    ['apps/server/test/x.test.ts', 'kysely'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });
});
