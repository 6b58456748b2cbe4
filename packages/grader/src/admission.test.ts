import { describe, expect, it } from 'vitest';
import { admission, PoolBusyError } from './admission.ts';

/** A task that runs until the test ends it, recording when it started. */
function heldTasks(admit: ReturnType<typeof admission>) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const submit = (name: string, owner?: string) =>
    admit(async () => {
      started.push(name);
      await new Promise<void>((resolve) => finish.set(name, resolve));
      return name;
    }, owner);
  const end = async (name: string) => {
    finish.get(name)?.();
    // Let the finished task hand its slot on.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, submit, end };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('admission', () => {
  it('gives one owner one slot while the other slot serves another owner', async () => {
    const { started, submit, end } = heldTasks(admission(2, 32));
    const tasks = [submit('a1', 'a'), submit('a2', 'a'), submit('a3', 'a')];
    await settle();
    // A slot is free, yet the account's second task waits: it holds one thread at most.
    expect(started).toEqual(['a1']);
    tasks.push(submit('b1', 'b'));
    await settle();
    expect(started).toEqual(['a1', 'b1']);
    await end('a1');
    expect(started).toEqual(['a1', 'b1', 'a2']);
    await end('b1');
    await end('a2');
    await end('a3');
    expect(await Promise.all(tasks)).toEqual(['a1', 'a2', 'a3', 'b1']);
  });

  it('lets owners take turns for a freed slot rather than serving in arrival order', async () => {
    const { started, submit, end } = heldTasks(admission(1, 32));
    void submit('a1', 'a');
    void submit('a2', 'a');
    void submit('a3', 'a');
    void submit('b1', 'b');
    void submit('c1', 'c');
    await settle();
    await end('a1');
    await end('b1');
    await end('c1');
    await end('a2');
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it('runs tasks nobody owns in arrival order, as many as there are slots', async () => {
    const { started, submit, end } = heldTasks(admission(2, Infinity));
    void submit('1');
    void submit('2');
    void submit('3');
    await settle();
    expect(started).toEqual(['1', '2']);
    await end('2');
    expect(started).toEqual(['1', '2', '3']);
  });

  it("refuses an owner's task past its own waiting line, and still takes another owner's", async () => {
    const { submit } = heldTasks(admission(1, 32, 2));
    void submit('a1', 'a');
    void submit('a2', 'a');
    void submit('a3', 'a');
    await expect(submit('a4', 'a')).rejects.toMatchObject({ ownLine: true });
    const b = submit('b1', 'b');
    await settle();
    await expect(Promise.race([b, Promise.resolve('waiting')])).resolves.toBe('waiting');
  });

  it('refuses any task once the whole waiting line is full', async () => {
    const { submit } = heldTasks(admission(1, 2));
    void submit('a1', 'a');
    void submit('b1', 'b');
    void submit('c1', 'c');
    await expect(submit('d1', 'd')).rejects.toEqual(new PoolBusyError(false));
  });
});
