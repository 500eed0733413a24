// @vitest-environment node
/**
 * The service worker's Background Sync (docs/architecture.md, "Where each
 * kind is sent"): it sends the kinds it registers (requests, sign-ups) with
 * the page's engine; a paper, whose kind only a page registers, waits there
 * untried, and open pages are woken to send it once its request went. A round
 * that failed asks the browser to try again and wakes no one; one that sent
 * nothing wakes no one either (the page's failed upload registered the sync:
 * a wake would retry it at once, in a loop).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runOutboxSync } from '@/offline/outbox/worker';
import { outboxKind } from '@/offline/outbox/kinds';
import { enqueue } from '@/offline/outbox/store';
import { createRig, sampleRequest, type TestRig } from '../support/unit/outbox-fakes';

let rig: TestRig;
afterEach(async () => {
  await rig?.db.delete();
});

const storeDeps = (r: TestRig) => ({ db: r.db, now: () => r.clock.now, publish: r.deps.publish });
const aPaper = { kind: 'paper', payload: { fileId: 'f1', key: 'k', type: 'image/jpeg', name: 'a.jpg', size: 1 } };

describe("the worker's Background Sync", () => {
  it('sends a request, leaves a paper untried for a page, and wakes the open pages', async () => {
    rig = await createRig();
    expect(outboxKind('paper')).toBeUndefined();
    const request = await enqueue(sampleRequest(), {}, storeDeps(rig));
    const paper = await enqueue(aPaper, {}, storeDeps(rig));

    await runOutboxSync(false, rig.deps);

    expect(await rig.db.outbox.get(request.id)).toBeUndefined();
    expect(rig.backend.rows).toHaveLength(1);
    expect(await rig.db.outbox.get(paper.id)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(rig.events.at(-1)).toEqual({ type: 'wake' });
  });

  it('nothing waiting: no wake', async () => {
    rig = await createRig();
    await enqueue(sampleRequest(), {}, storeDeps(rig));
    await runOutboxSync(false, rig.deps);
    expect(rig.events).not.toContainEqual({ type: 'wake' });
  });

  it('a paper alone (its upload failed in a page, which registered the sync): no wake, so no retry loop', async () => {
    rig = await createRig();
    await enqueue(aPaper, {}, storeDeps(rig));
    await runOutboxSync(false, rig.deps);
    await runOutboxSync(false, rig.deps);
    expect(rig.events).not.toContainEqual({ type: 'wake' });
  });

  it('a failed round rejects, so the browser tries again, and wakes no one', async () => {
    rig = await createRig();
    rig.backend.fail('submit', 'network', 'before', 2);
    await enqueue(sampleRequest(), {}, storeDeps(rig));
    await enqueue(aPaper, {}, storeDeps(rig));
    await expect(runOutboxSync(false, rig.deps)).rejects.toThrow(/still waiting/);
    expect(rig.events).not.toContainEqual({ type: 'wake' });
    // Its last chance: resolves, the page's triggers remain.
    await expect(runOutboxSync(true, rig.deps)).resolves.toBeUndefined();
  });
});
