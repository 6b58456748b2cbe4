// What `npm start` and `npm run grade` run is built JavaScript (no TypeScript loader at run
// time): each workspace's outputs, rebuilt when missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const at = (...parts) => path.join(root, ...parts);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function needsBuild(outputs, sources) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return sources.some((dir) => existsSync(dir) && newestMtime(dir) > builtAt);
}

const shared = [at('packages/contract/src'), at('packages/grader/src')];
export const builds = {
  grader: {
    workspace: 'packages/grader',
    outputs: [
      'worker.js',
      'document-worker.js',
      'grammar-worker.js',
      'cli.js',
      'grade-command.js',
    ].map((f) => at('packages/grader/dist', f)),
    sources: [...shared],
  },
  web: {
    workspace: 'apps/web',
    outputs: [at('apps/web/dist/index.html')],
    sources: [at('apps/web/src'), ...shared],
  },
  server: {
    workspace: 'apps/server',
    outputs: [at('apps/server/dist/main.js')],
    sources: [at('apps/server/src'), ...shared],
  },
};

/** Builds each target that is missing or stale; exits the process if a build fails. */
export function buildIfStale(targets, log = console.log) {
  for (const target of targets) {
    if (!needsBuild(target.outputs, target.sources)) continue;
    log(`building ${target.workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
