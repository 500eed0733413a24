/**
 * Outbox news for every open tab: whichever context sends an item (this tab,
 * another tab, the service worker), all of them hear about it. Listeners in
 * the sending context are called directly; the others get it through a
 * BroadcastChannel.
 */
import { newId } from './ids';
import { OUTBOX_CHANNEL_NAME } from './policy';
import type { OutboxEvent } from './types';

type Listener = (event: OutboxEvent) => void;
interface Envelope {
  from: string;
  event: OutboxEvent;
}

/** Tells our own messages apart: this context's listeners already had them. */
const contextId = newId();
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function deliver(event: OutboxEvent) {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (err) {
      console.error(err);
    }
  }
}

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL_NAME) : null;
  if (channel) {
    channel.onmessage = (message: MessageEvent<Envelope>) => {
      if (message.data?.from !== contextId && message.data?.event) deliver(message.data.event);
    };
    // Node (unit tests, scripts): an open channel must not keep the process alive.
    (channel as { unref?: () => void }).unref?.();
  }
  return channel;
}

export function publishOutboxEvent(event: OutboxEvent): void {
  deliver(event);
  getChannel()?.postMessage({ from: contextId, event } satisfies Envelope);
}

/** Calls `listener` for every outbox event from any context; returns the unsubscribe. */
export function onOutboxEvent(listener: Listener): () => void {
  listeners.add(listener);
  getChannel();
  return () => {
    listeners.delete(listener);
  };
}
