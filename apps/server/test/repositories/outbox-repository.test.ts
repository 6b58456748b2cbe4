import { expect, it } from 'vitest';
import { outboxRepository } from '../../src/repositories/outbox-repository.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newEmail } from '../support/factories.ts';

const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: `text of ${subject}`,
  html: `<p>html of ${subject}</p>`,
});

describeEachDatabase('outbox repository', (getDb) => {
  const outbox = () => outboxRepository(getDb());

  it('finds mail by address whatever its case, oldest first', async () => {
    const address = newEmail('Grace.Hopper');
    const other = newEmail('alan');
    await outbox().add(mail(address, 'first'));
    await outbox().add(mail(other, 'not hers'));
    await outbox().add(mail(address.toUpperCase(), 'second'));
    await outbox().add(mail(address.toLowerCase(), 'third'));

    const found = await outbox().list(address.toLowerCase(), 100);
    expect(found.map((m) => m.subject)).toEqual(['first', 'second', 'third']);
    expect(await outbox().list(address.toUpperCase(), 100)).toEqual(found);
    expect(found[0]).toEqual({
      to: address,
      subject: 'first',
      text: 'text of first',
      html: '<p>html of first</p>',
      sentAt: expect.any(Date),
    });
    const times = found.map((m) => m.sentAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps the order of mail sent in quick succession', async () => {
    const address = newEmail('burst');
    const subjects = Array.from({ length: 20 }, (_, i) => `mail ${i}`);
    for (const subject of subjects) await outbox().add(mail(address, subject));
    expect((await outbox().list(address, 100)).map((m) => m.subject)).toEqual(subjects);
  });

  it('lists every address without a filter, and no more than the limit', async () => {
    const [a, b] = [newEmail('a'), newEmail('b')];
    await outbox().add(mail(a, 'to a'));
    await outbox().add(mail(b, 'to b'));
    const all = await outbox().list(undefined, 1000);
    expect(all.map((m) => m.to)).toEqual(expect.arrayContaining([a, b]));
    expect(await outbox().list(undefined, 2)).toHaveLength(2);
  });

  it('finds nothing for an address that got no mail', async () => {
    expect(await outbox().list(newEmail('nobody'), 100)).toEqual([]);
  });
});
