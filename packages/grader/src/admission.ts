/**
 * Every thread is busy and the waiting line is full: try again shortly. `ownLine` says the
 * owner's own line was full (their doing) rather than everyone's.
 */
export class PoolBusyError extends Error {
  constructor(readonly ownLine = false) {
    super(
      ownLine
        ? 'Too many of your files are waiting to be read: try again when they are done.'
        : 'Every document thread is busy and too many files are waiting.',
    );
    this.name = 'PoolBusyError';
  }
}

/**
 * Whose task it is: an account, or a visitor's address. One owner's tasks run one at a
 * time, so no account holds two threads of a pool while another waits (issue 32).
 */
export type TaskOwner = string;

let unnamedOwners = 0;
/** A task nobody is named for: an owner of its own. */
const ownerOfItsOwn = (): TaskOwner => `task-${++unnamedOwners}`;

/** Runs `task` once the owner's turn comes; `task` may keep its slot until `until` settles. */
export type Admit = <T>(
  task: (holdUntil: (until: Promise<unknown>) => void) => Promise<T>,
  owner?: TaskOwner,
) => Promise<T>;

/**
 * At most `slots` tasks at a time and one per owner. Waiting owners take turns: a freed
 * slot goes to the owner that has waited longest since it was last served, not to the next
 * task in arrival order, so an owner with many tasks queued cannot hold a slot for long
 * while another waits. With `maxWaiting` tasks waiting, or `maxWaitingPerOwner` of one
 * owner's, the next is refused at once.
 */
export function admission(
  slots: number,
  maxWaiting: number,
  maxWaitingPerOwner = maxWaiting,
): Admit {
  let running = 0;
  let waitingCount = 0;
  const busy = new Set<TaskOwner>();
  // Owners with tasks waiting, in turn order: a Map iterates in insertion order, and an
  // owner served is taken out and put back at the end.
  const turns = new Map<TaskOwner, (() => void)[]>();
  const startNext = (): boolean => {
    for (const [owner, queue] of turns) {
      if (busy.has(owner)) continue;
      const start = queue.shift();
      turns.delete(owner);
      if (queue.length > 0) turns.set(owner, queue);
      waitingCount--;
      running++;
      busy.add(owner);
      start?.();
      return true;
    }
    return false;
  };
  const release = (owner: TaskOwner) => {
    running--;
    busy.delete(owner);
    // The owner just served waits behind the others.
    const queue = turns.get(owner);
    if (queue) {
      turns.delete(owner);
      turns.set(owner, queue);
    }
    while (running < slots && startNext());
  };
  return async <T>(
    task: (holdUntil: (until: Promise<unknown>) => void) => Promise<T>,
    owner: TaskOwner = ownerOfItsOwn(),
  ) => {
    if (running < slots && !busy.has(owner) && !turns.has(owner)) {
      running++;
      busy.add(owner);
    } else {
      const queue = turns.get(owner) ?? [];
      if (queue.length >= maxWaitingPerOwner) throw new PoolBusyError(true);
      if (waitingCount >= maxWaiting) throw new PoolBusyError();
      waitingCount++;
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        turns.set(owner, queue);
      });
    }
    let held: Promise<unknown> = Promise.resolve();
    try {
      return await task((until) => {
        held = until;
      });
    } finally {
      const done = () => release(owner);
      void held.then(done, done);
    }
  };
}
