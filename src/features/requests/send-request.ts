/**
 * A request put into the outbox and the visitor told what became of it
 * (docs/architecture.md, "Data flows"): the request form and a guided
 * draft's "Send to the firm" say the same things the same way.
 */
import '@/i18n/late/requests';
import type { DocumentRequestPayload } from '@/domain/request/schema';
import type { RequestEntry } from './outbox-kind';
import type { ChosenPaper } from '../papers';
import { loadOutbox } from './prepare-sending';
import { isLimitRefusal } from './human-signals';
import { showToast } from './toast';
import { loadChunk } from '@/platform/load-chunk';

// Loaded when a request goes with papers: imported, the papers feature would be in every form's first load.
const loadPaperKeeping = () => loadChunk(() => import('../papers')).then((papers) => papers.loadPaperKeeping());

export type Say = (id: string, values?: Record<string, string | number>) => string;

/** The database refused a draft's answers (SLDRF): nothing a retry changes. */
const isDraftRefusal = (error: { code?: string | undefined } | undefined) => error?.code === 'SLDRF';

/** What became of a request: in the database, or in the outbox until the connection is back. */
export type SendOutcome = 'stored' | 'queued';

/** The papers chosen with a request, and who hears of them once they are kept (their request's id). */
export interface WithPapers {
  papers?: readonly ChosenPaper[];
  onPapersKept?: (requestId: string) => void;
}

/**
 * Sends `payload` through the outbox; its outcome once it is stored or queued
 * (the form may clear), false if it was neither. Its papers are kept with it
 * once the request is safe: a paper that cannot be kept is told, and never
 * costs the request (docs/architecture.md, "A paper, from the camera to the inbox").
 */
export async function sendRequest(
  payload: DocumentRequestPayload,
  t: Say,
  { papers = [], onPapersKept }: WithPapers = {},
): Promise<SendOutcome | false> {
  try {
    const { submitToOutbox } = await loadOutbox();
    let requestId: string | undefined;
    const keepPapers = async (id: string) => {
      requestId = id;
      if (papers.length === 0) return;
      const keeping = await loadPaperKeeping().catch(() => null);
      const kept = keeping ? await keeping.keepPapers(papers, { requestId: id }) : 'failed';
      if (kept === 'kept') onPapersKept?.(id);
      else
        void showToast({
          title: t('requests.papers.notKeptTitle'),
          message: t(`requests.papers.${kept === 'full' ? 'notKeptFull' : 'notKeptFailed'}`),
          destructive: true,
        });
    };
    const result = await submitToOutbox<RequestEntry>({ kind: 'request', payload }, undefined, {
      afterEnqueue: keepPapers,
    });
    if (result.outcome === 'failed' && requestId && papers.length > 0) {
      await (await loadPaperKeeping()).dropPapers(requestId).catch(() => {});
    } else if (papers.length > 0 && requestId === undefined && result.outcome !== 'not-kept') {
      // Sent at once where nothing can be kept (no IndexedDB): the papers could not go with it.
      void showToast({
        title: t('requests.papers.notKeptTitle'),
        message: t('requests.papers.notKeptFailed'),
        destructive: true,
      });
    }
    if (result.outcome === 'failed') {
      const why = isLimitRefusal(result.error) ? 'limit' : isDraftRefusal(result.error) ? 'draftRefused' : 'failure';
      void showToast({
        title: t(`requests.toast.${why}Title`),
        message: t(`requests.toast.${why}Text`),
        destructive: true,
      });
      return false; // the form keeps what was typed
    }
    if (result.outcome === 'not-kept') {
      void showToast({
        title: t('requests.toast.notKeptTitle'),
        message: t('requests.toast.notKeptText'),
        destructive: true,
      });
      return false;
    }
    if (result.outcome === 'queued') {
      void showToast({
        title: t('requests.toast.queuedTitle'),
        message: t(result.inBackground ? 'requests.toast.queuedText' : 'requests.toast.queuedTextNextVisit'),
      });
    } else {
      // 'delivered', or 'saved': the request is in the database; its e-mails follow.
      void showToast({
        title: t('requests.toast.successTitle'),
        message: t('requests.toast.successText', { orderId: result.orderId ?? '' }),
        ...(result.orderId ? { link: { to: `/track?order=${result.orderId}`, label: t('requests.toast.track') } } : {}),
      });
    }
    return result.outcome === 'queued' ? 'queued' : 'stored';
  } catch (err) {
    // The outbox itself could not be written (storage blocked or full).
    console.error(err);
    void showToast({
      title: t('requests.toast.failureTitle'),
      message: t('requests.toast.failureText'),
      destructive: true,
    });
    return false;
  }
}
