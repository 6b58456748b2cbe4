// `npm run -s grade -- FILE.pdf` (CONTRACT.md section 3): the grader's built CLI, in this
// process. Building (only when sources changed) reports on stderr, so stdout stays JSON.
import { pathToFileURL } from 'node:url';
import { at, builds, buildIfStale } from './builds.mjs';

buildIfStale([builds.grader], (line) => process.stderr.write(`${line}\n`));
await import(pathToFileURL(at('packages/grader/dist/cli.js')).href);
