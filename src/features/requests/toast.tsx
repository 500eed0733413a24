/**
 * The form and outbox toasts: Mantine notifications, loaded when first shown,
 * one at a time, 3 s each, failures red. A form's answer replaces whatever
 * toast is showing (the visitor just acted; the container's limit of 1 would
 * otherwise queue it behind). News of items sent in the background waits its
 * turn, so a request's order id is not wiped out by the sign-up sent right
 * after it; only the latest such news waits (50 queued items sent at once
 * never queue 50 toasts). Both go before a waiting 'update available' prompt.
 */
import { TOAST_DURATION_FORM_MS } from '@/business/config';
import { loadChunk } from '@/platform/load-chunk';
import { LocalLink } from '@/ui/local-link';

export interface Toast {
  title: string;
  message: string;
  destructive?: boolean;
  /** A link after the message (the success toast's "Track this request"). */
  link?: { to: string; label: string };
}

const shown = new Set<string>();

export async function showToast(toast: Toast, options: { queue?: boolean } = {}): Promise<void> {
  let loaded;
  try {
    loaded = await loadChunk(() => import('@mantine/notifications'));
  } catch (err) {
    // Offline before the toasts were ever downloaded: nothing to show them with (prepare-sending.ts avoids this).
    console.error(err);
    return;
  }
  const { notifications, notificationsStore } = loaded;
  if (options.queue) {
    for (const waiting of notificationsStore.getState().queue) {
      if (waiting.id && shown.has(waiting.id)) notifications.hide(waiting.id);
    }
  } else {
    for (const id of shown) notifications.hide(id);
    shown.clear();
  }
  const id = notifications.show({
    title: toast.title,
    message: toast.link ? (
      <>
        {toast.message}{' '}
        <LocalLink to={toast.link.to} style={{ color: 'inherit', fontWeight: 600 }}>
          {toast.link.label}
        </LocalLink>
      </>
    ) : (
      toast.message
    ),
    color: toast.destructive ? 'red' : 'teal',
    autoClose: TOAST_DURATION_FORM_MS,
    withCloseButton: true,
    priority: 1,
    onClose: () => shown.delete(id),
  });
  shown.add(id);
}
