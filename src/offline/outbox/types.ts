/** An item waiting in the outbox (issue 5 defines it fully). */
export interface OutboxEntry {
  id: string;
  kind: 'request' | 'newsletter';
  state: string;
  nextAttemptAt: number;
  createdAt: number;
}
