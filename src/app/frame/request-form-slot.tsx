import { Text } from '@mantine/core';
import { useRef } from 'react';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';
import { useNearScreen } from './near-screen';
import { useT } from '@/ui/use-lang';
import { CallOrWrite } from './call-or-write';

interface PageIds {
  serviceId?: string;
  documentId?: string;
}

// The form (Mantine inputs, @mantine/form, the outbox) is a chunk of its own.
const PreselectedRequestForm = lazyChunk(() =>
  import('@/features/requests').then(({ RequestForm, requestPreselection }) => (page: PageIds) => (
    <RequestForm variant="section" {...requestPreselection(page)} />
  )),
);

/**
 * The 'Document Preparation Request' form at the foot of the home, service and
 * document pages (#contact), with the page's service or document preselected.
 * It loads when the section comes near the screen (a link to #contact brings
 * it there), so it is not first-load JavaScript; until then (and without
 * JavaScript, where the form could not send anyway) the space says so. If
 * its code cannot be downloaded, the visitor can still call or write.
 */
export function RequestFormSlot({ serviceId, documentId }: PageIds) {
  const t = useT();
  const slot = useRef<HTMLDivElement>(null);
  const wanted = useNearScreen(slot);
  const placeholder = (
    <Text c="gray.7" mih={560}>
      {t('content.formPlaceholder')}
    </Text>
  );
  return (
    <div ref={slot}>
      {wanted ? (
        <LazyRegion loading={placeholder} retry={PreselectedRequestForm.retry} alternatives={<CallOrWrite />}>
          <PreselectedRequestForm serviceId={serviceId} documentId={documentId} />
        </LazyRegion>
      ) : (
        placeholder
      )}
    </div>
  );
}
