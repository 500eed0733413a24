import type { Lang } from '../i18n/lang';

/**
 * A guided draft kept on this device as it is typed (table `drafts` of
 * ./db.ts; docs/drafts.md, "On the device"): one per document kind, until
 * the visitor deletes it or leaves it unchanged for DRAFT_KEEP_MONTHS
 * (src/business/config.ts). It never leaves the device by itself.
 */
export interface SavedDraft {
  /** The document kind ('rent-agreement', …): one draft each. */
  kind: string;
  /** The version of the document's questions the answers were given to. */
  version: number;
  lang: Lang;
  answers: Record<string, string>;
  /** The step the visitor was on. */
  step: number;
  /** Epoch ms of the last change. */
  updatedAt: number;
}
