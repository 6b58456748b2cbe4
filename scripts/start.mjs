// `npm start` (CONTRACT.md section 1): build whatever is missing or older than its sources,
// then run the server in the foreground, passing signals through for a graceful stop.
// `npm run worker` (`--worker`) runs a grading worker process instead of the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

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
const targets = [
  {
    workspace: 'packages/grader',
    outputs: [at('packages/grader/dist/worker.js'), at('packages/grader/dist/preview-worker.js')],
    sources: [...shared],
  },
  {
    workspace: 'apps/web',
    outputs: [at('apps/web/dist/index.html')],
    sources: [at('apps/web/src'), ...shared],
  },
  {
    workspace: 'apps/server',
    outputs: [at('apps/server/dist/main.js')],
    sources: [at('apps/server/src'), ...shared],
  },
];

for (const target of targets) {
  if (!needsBuild(target.outputs, target.sources)) continue;
  console.log(`building ${target.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const entry = process.argv.includes('--worker') ? 'worker-main.js' : 'main.js';
const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist', entry)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
