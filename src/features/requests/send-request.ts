/**
 * A request put into the outbox and the visitor told what became of it
 * (docs/architecture.md, "Data flows"): the request form and a guided
 * draft's "Send to the firm" say the same things the same way.
 */
import '@/i18n/late/requests';
import type { DocumentRequestPayload } from '@/domain/request/schema';
import type { RequestEntry } from './outbox-kind';
import { loadOutbox } from './prepare-sending';
import { isLimitRefusal } from './human-signals';
import { showToast } from './toast';

export type Say = (id: string, values?: Record<string, string | number>) => string;

/** The database refused a draft's answers (SLDRF): nothing a retry changes. */
const isDraftRefusal = (error: { code?: string | undefined } | undefined) => error?.code === 'SLDRF';

/** What became of a request: in the database, or in the outbox until the connection is back. */
export type SendOutcome = 'stored' | 'queued';

/** Sends `payload` through the outbox; its outcome once it is stored or queued (the form may clear), false if it was neither. */
export async function sendRequest(payload: DocumentRequestPayload, t: Say): Promise<SendOutcome | false> {
  try {
    const { submitToOutbox } = await loadOutbox();
    const result = await submitToOutbox<RequestEntry>({ kind: 'request', payload });
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
