// The built document worker behind a slow start-up (a busy machine's, say): what the
// pool's time limit must not count against a thread's first file.
await new Promise((resolve) => setTimeout(resolve, 600));
const { default: run } = await import('../dist/document-worker.js');
export default run;
