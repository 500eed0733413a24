// @vitest-environment node
/**
 * The outbox knows kinds, not requests (docs/architecture.md, "The outbox and
 * its kinds"): an entry of a kind this context has not registered waits,
 * untried and unfailed, and goes once the kind is known; a kind's `ready`
 * holds an entry back without counting an attempt; a step's `note` is kept on
 * the entry, so a step cut short finds it on the next attempt.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { flushOutbox } from '@/offline/outbox/engine';
import { registerOutboxKind, step } from '@/offline/outbox/kinds';
import { enqueue } from '@/offline/outbox/store';
import type { OutboxEntry } from '@/offline/outbox/types';
import { ApiError } from '@/api/errors';
import { createRig, type TestRig } from '../support/unit/outbox-fakes';

let rig: TestRig;
afterEach(async () => {
  await rig?.db.delete();
});

const storeDeps = (r: TestRig) => ({ db: r.db, now: () => r.clock.now, publish: r.deps.publish });

type NoteEntry = OutboxEntry<string, { label: string }, { address?: string; sent?: boolean }>;

/** A kind whose one step keeps an address on the entry, then fails the first time and succeeds the next. */
function noteKind(name: string, calls: string[], gate?: { open: boolean }) {
  let failures = 1;
  registerOutboxKind<NoteEntry>({
    kind: name,
    steps: [
      step<NoteEntry, true>({
        name: 'sent',
        done: (entry) => entry.steps.sent === true,
        run: async (_deps, entry, context) => {
          calls.push(entry.steps.address ?? 'none');
          await context.note({ address: 'https://upload.test/1' });
          context.progress(5, 10);
          if (failures-- > 0) throw new ApiError('dropped', { status: 0, service: 'supabase' });
          return true;
        },
        record: () => ({ sent: true }),
      }),
    ],
    subject: () => ({ saved: false }),
    describe: (entry) => ({ kindMessage: 'x', detail: entry.payload.label }),
    ...(gate ? { ready: async () => gate.open } : {}),
  });
}

describe('outbox kinds', () => {
  it('an entry of a kind not registered here waits, untried, and goes once a feature registers it', async () => {
    rig = await createRig();
    const entry = await enqueue({ kind: 'later-kind', payload: { label: 'a' } }, {}, storeDeps(rig));
    expect(await flushOutbox(rig.deps, { force: true })).toMatchObject({ delivered: 0, failed: 0, waiting: 1 });
    expect(await rig.db.outbox.get(entry.id)).toMatchObject({ state: 'pending', attempts: 0 });

    const calls: string[] = [];
    noteKind('later-kind', calls);
    await flushOutbox(rig.deps, { force: true });
    await flushOutbox(rig.deps, { force: true });
    expect(await rig.db.outbox.get(entry.id)).toBeUndefined();
    // The second attempt found the address the first one noted before it failed.
    expect(calls).toEqual(['none', 'https://upload.test/1']);
    expect(rig.events).toContainEqual(expect.objectContaining({ type: 'sending', id: entry.id, done: 5, total: 10 }));
  });

  it('an entry its kind holds back is neither tried nor failed, and goes in the round that makes it ready', async () => {
    rig = await createRig();
    const calls: string[] = [];
    const gate = { open: false };
    noteKind('gated-kind', calls, gate);
    const entry = await enqueue({ kind: 'gated-kind', payload: { label: 'b' } }, {}, storeDeps(rig));
    expect(await flushOutbox(rig.deps, { force: true })).toMatchObject({ delivered: 0, failed: 0, waiting: 1 });
    expect(calls).toEqual([]);
    expect(await rig.db.outbox.get(entry.id)).toMatchObject({ attempts: 0, state: 'pending' });
    gate.open = true;
    await flushOutbox(rig.deps, { force: true });
    expect(calls).toEqual(['none']);
  });
});
