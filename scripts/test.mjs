// `npm test`: every test. Builds first, because the browser tests drive the built app
// through the real server, then runs the unit/integration suites and the browser suite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['npm', ['run', 'build']],
  ['npx', ['vitest', 'run']],
  // A report of grading quality against a recruiter's judgements (issue 12): it fails only
  // when it cannot run or the rank correlation falls below 0.7.
  ['npm', ['run', '-s', 'bench:quality', '-w', 'packages/grader']],
  // Generated resumes with seeded defects and clean controls: a report, fails only on a crash.
  ['npm', ['run', '-s', 'bench:seeded', '-w', 'packages/grader']],
  ['npx', ['playwright', 'test']],
];

for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
