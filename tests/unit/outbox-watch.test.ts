/**
 * The page loads the outbox (and Dexie) only when it has work: the cheap
 * checks in src/offline/outbox/watch.ts, against a real IndexedDB schema.
 */
import { describe, expect, it, vi } from 'vitest';
import { AppDatabase } from '@/offline/db';
import { enqueue } from '@/offline/outbox';
import { OUTBOX_CHANNEL_NAME } from '@/offline/outbox/policy';
import { countOutboxEntries, watchForOutboxWork } from '@/offline/outbox/watch';
import { sampleRequest } from '../support/unit/outbox-fakes';

let counter = 0;
const freshName = () => `watch-test-${++counter}-${Date.now()}`;
const databaseNames = async () => (await indexedDB.databases()).map((d) => d.name);

async function databaseWithEntries(count: number) {
  const name = freshName();
  const db = new AppDatabase(name);
  for (let i = 0; i < count; i++) await enqueue(sampleRequest(), {}, { db, now: Date.now, publish: () => {} });
  db.close();
  return name;
}

describe('countOutboxEntries', () => {
  it('is 0 where the site never made its database, and does not create one', async () => {
    const name = freshName();
    expect(await countOutboxEntries(name)).toBe(0);
    expect(await databaseNames()).not.toContain(name);
  });

  it('counts the entries waiting from an earlier visit, and lets Dexie open the database afterwards', async () => {
    const name = await databaseWithEntries(2);
    expect(await countOutboxEntries(name)).toBe(2);
    const db = new AppDatabase(name);
    expect(await db.outbox.count()).toBe(2);
    db.close();
  });

  it('is 0 for an empty outbox (only blog posts kept)', async () => {
    expect(await countOutboxEntries(await databaseWithEntries(0))).toBe(0);
  });
});

describe('watchForOutboxWork', () => {
  it('fires at once when entries wait', async () => {
    const onWork = vi.fn();
    const stop = watchForOutboxWork(onWork, await databaseWithEntries(1));
    await vi.waitFor(() => expect(onWork).toHaveBeenCalledTimes(1));
    stop();
  });

  it('fires once on the first outbox news from any context, and not before', async () => {
    const onWork = vi.fn();
    const stop = watchForOutboxWork(onWork, freshName());
    await new Promise((r) => setTimeout(r, 50));
    expect(onWork).not.toHaveBeenCalled();
    const other = new BroadcastChannel(OUTBOX_CHANNEL_NAME);
    other.postMessage({ from: 'another-tab', event: { type: 'changed' } });
    other.postMessage({ from: 'another-tab', event: { type: 'changed' } });
    await vi.waitFor(() => expect(onWork).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(onWork).toHaveBeenCalledTimes(1);
    other.close();
    stop();
  });
});
