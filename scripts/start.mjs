// `npm start` (CONTRACT.md section 1): build whatever is missing or older than its sources,
// then run the server in the foreground, passing signals through for a graceful stop.
// `npm run worker` (`--worker`) runs a grading worker process instead of the server.
import { spawn } from 'node:child_process';
import { at, builds, buildIfStale, root } from './builds.mjs';

buildIfStale([builds.grader, builds.web, builds.server]);

const entry = process.argv.includes('--worker') ? 'worker-main.js' : 'main.js';
const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist', entry)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
