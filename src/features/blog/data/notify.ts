/**
 * The blog's error toasts, as Mantine notifications. The notifications
 * module is loaded when a toast is first needed (the container is mounted by
 * src/app/frame/client-extras.tsx).
 */
import type { IntlShape } from 'react-intl';
import { TOAST_DURATION_DEFAULT_MS } from '@/business/config';
import type { BlogMessageId } from '../messages';
import { loadChunk } from '@/platform/load-chunk';

export type BlogToast = 'listFailed' | 'postFailed' | 'unexpected' | 'notFound';

const TEXTS: Record<BlogToast, { title: BlogMessageId; message: BlogMessageId }> = {
  listFailed: { title: 'blog.error.title', message: 'blog.error.list' },
  postFailed: { title: 'blog.error.title', message: 'blog.error.post' },
  unexpected: { title: 'blog.error.title', message: 'blog.error.unexpected' },
  notFound: { title: 'blog.notFound.toastTitle', message: 'blog.notFound.toastText' },
};

export async function showBlogToast(kind: BlogToast, intl: IntlShape): Promise<void> {
  const { notifications } = await loadChunk(() => import('@mantine/notifications'));
  const text = TEXTS[kind];
  notifications.show({
    id: `blog-${kind}`,
    // Every blog toast reports a failure: red, as the form's failure toasts.
    color: 'red',
    title: intl.formatMessage({ id: text.title }),
    message: intl.formatMessage({ id: text.message }),
    autoClose: TOAST_DURATION_DEFAULT_MS,
    closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'blog.toast.close' }) },
    // Mantine's dimmed description is below WCAG AA contrast on white.
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
  });
}
