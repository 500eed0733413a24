import { Text } from '@mantine/core';
import { useT } from './useLang';

/**
 * Where the 'Document Preparation Request' form goes on home, service and
 * document pages. The form itself comes with the requests feature (issue 5).
 */
export function RequestFormSlot(_props: { serviceId?: string; documentId?: string; variant?: 'section' | 'contact-page' }) {
  const t = useT();
  return <Text c="gray.7">{t('content.formPlaceholder')}</Text>;
}
