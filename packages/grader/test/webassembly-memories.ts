import { readFileSync } from 'node:fs';

/**
 * The WebAssembly memories of this process (Linux), each as the MB it holds in RAM. V8
 * reserves several GiB of address space behind each memory, without access, so that bounds
 * checks cost nothing: a memory is a readable and writable mapping that ends where such a
 * reservation begins. A memory lives as long as the thread that made it.
 */
export function webAssemblyMemories(): number[] {
  const memories: number[] = [];
  let previous: { end: number; writable: boolean; rssKb: number } | undefined;
  let current: typeof previous;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ 0\s*$/u.exec(line);
    const named = /^([0-9a-f]+)-([0-9a-f]+) /u.exec(line);
    if (named) {
      previous = current;
      const [start, end] = [parseInt(named[1] as string, 16), parseInt(named[2] as string, 16)];
      const reservation = mapping?.[3] === '---p' && end - start >= 4 * 2 ** 30;
      if (reservation && previous?.writable && previous.end === start) {
        memories.push(previous.rssKb / 1024);
      }
      current = { end, writable: mapping?.[3] === 'rw-p', rssKb: 0 };
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/u.exec(line);
    if (rss && current) current.rssKb = Number(rss[1]);
  }
  return memories;
}
