/**
 * A newsletter sign-up in the outbox (docs/architecture.md, "The outbox and
 * its kinds"): one step, `subscribed` (subscribe_newsletter, which answers the
 * same for every address: docs/security.md, "Newsletter"). Registered on import.
 */
import { subscribeNewsletter } from '@/api/newsletter';
import type { NewsletterPayload, NewsletterStatus } from '@/domain/request/schema';
import { LEGACY_SIGNALS, registerOutboxKind, step } from '@/offline/outbox/kinds';
import type { OutboxEntry } from '@/offline/outbox/types';

export interface NewsletterSteps {
  subscribed?: NewsletterStatus;
}

export type NewsletterEntry = OutboxEntry<'newsletter', NewsletterPayload, NewsletterSteps>;

registerOutboxKind<NewsletterEntry>({
  kind: 'newsletter',
  steps: [
    step<NewsletterEntry, NewsletterStatus>({
      name: 'subscribed',
      done: (entry) => entry.steps.subscribed !== undefined,
      run: async (deps, entry) =>
        subscribeNewsletter(
          entry.payload.email,
          entry.payload.language,
          entry.payload.signals ?? LEGACY_SIGNALS,
          await deps.supabase(),
        ),
      record: (status) => ({ subscribed: status }),
    }),
  ],
  subject: (entry) => ({ saved: entry.steps.subscribed !== undefined }),
  describe: (entry) => ({ kindMessage: 'requests.outbox.kind.newsletter', detail: entry.payload.email }),
});
