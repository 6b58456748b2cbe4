import type { ResumeList, ResumeListItem } from '@resumegrader/contract/resume';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClient, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { uploadResume } from '../support/resumes.ts';

// Mixed case, digits and punctuation, so name order differs from upload order.
const names = Array.from({ length: 30 }, (_, i) => {
  const role = ['Engineer', 'designer', 'Manager', 'analyst', 'ENGINEER-lead'][i % 5];
  return `${String.fromCharCode(122 - ((i * 7) % 26))} ${role} ${i}.pdf`;
});

/** Code-point order of the lower-cased names: what "C" collation gives on every server. */
const byName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

type Query = Record<string, string | number>;

describeEachDatabase('resumes: GET /api/resumes search, sort and paging', (getDb) => {
  let app: FastifyInstance;
  let client: ApiClient;
  let other: ApiClient;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    client = (await signedUpClient(app)).client;
    other = (await signedUpClient(app)).client;
    for (const name of names) await uploadResume(app, client, name);
    await uploadResume(app, other, 'a engineer of someone else.pdf');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const list = async (query: Query): Promise<ResumeList> => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const response = await client.get(`/api/resumes?${qs.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ResumeList>();
  };
  /** Every item, page by page, following nextCursor. */
  const allPages = async (query: Query) => {
    const items: ResumeListItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ResumeList = await list(cursor ? { ...query, cursor } : query);
      items.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return { names: items.map((i) => i.fileName), items, pages };
  };

  it('sorts by date, newest first, by default', async () => {
    const { items, pages } = await allPages({ limit: 50 });
    expect(pages).toBe(1);
    expect(items).toHaveLength(30);
    const times = items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.map((i) => i.fileName).sort()).toEqual([...names].sort());
    expect((await list({ sort: 'date', limit: 50 })).items).toEqual(items);
  });

  it('sorts by file name, ascending and descending, case-insensitively', async () => {
    expect((await allPages({ sort: 'asc', limit: 50 })).names).toEqual([...names].sort(byName));
    expect((await allPages({ sort: 'desc', limit: 50 })).names).toEqual(
      [...names].sort(byName).reverse(),
    );
  });

  it('pages with a cursor without repeating or skipping a row, in every sort', async () => {
    for (const sort of ['date', 'asc', 'desc']) {
      const whole = await allPages({ sort, limit: 50 });
      const paged = await allPages({ sort, limit: 7 });
      expect(paged.pages).toBe(5);
      expect(paged.names).toEqual(whole.names);
    }
    const first = await list({ limit: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).toEqual(expect.any(String));
    const last = await list({ limit: 30 });
    expect(last.nextCursor).toBeNull();
    // The default page size is 20.
    expect((await list({})).items).toHaveLength(20);
  });

  it('searches the file name case-insensitively, on the server, with paging', async () => {
    const engineers = names.filter((n) => n.toLowerCase().includes('engineer'));
    expect(engineers.length).toBe(12);
    const found = await allPages({ search: 'ENGINEER', sort: 'asc', limit: 5 });
    expect(found.names).toEqual([...engineers].sort(byName));
    expect((await list({ search: 'engineer-lead' })).items).toHaveLength(6);
    // Wildcards are plain characters; another user's resumes never show.
    expect((await list({ search: '%' })).items).toEqual([]);
    expect((await list({ search: '_' })).items).toEqual([]);
    expect((await list({ search: 'someone else' })).items).toEqual([]);
    expect((await list({ search: 'no such resume' })).items).toEqual([]);
    expect((await list({ search: '' })).items).toHaveLength(20);
  });

  it('refuses a bad limit, sort or cursor', async () => {
    for (const query of [
      'limit=51',
      'limit=0',
      'limit=x',
      'sort=name',
      'cursor=garbage',
      `cursor=${(await list({ sort: 'asc', limit: 1 })).nextCursor ?? ''}&sort=date`,
      // Dates PostgreSQL cannot hold, ids that are not uuids: 400, never a failed query.
      ...[
        ['date', '+275760-09-13T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'],
        ['date', '0000-01-01T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'],
        ['date', '2024-01-01T00:00:00.000Z', 'not-a-uuid'],
        ['asc', 'a'.repeat(5000), '00000000-0000-4000-8000-000000000000'],
        ['asc', '\u0000', '00000000-0000-4000-8000-000000000000'],
        ['desc', 'a\u0000b', '00000000-0000-4000-8000-000000000000'],
        ['date', 12, '00000000-0000-4000-8000-000000000000'],
      ].map(
        (cursor) =>
          `sort=${String(cursor[0])}&cursor=${Buffer.from(JSON.stringify(cursor)).toString('base64url')}`,
      ),
    ]) {
      expectApiError(await client.get(`/api/resumes?${query}`), 400, 'ValidationFailed');
    }
  });
});
