import { Text } from '@mantine/core';
import { useRef } from 'react';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';
import { useNearScreen } from './near-screen';
import { useT } from '@/ui/use-lang';
import type { EntryRequest } from '@/features/content';
import { CallOrWrite } from './call-or-write';

// The form (Mantine inputs, @mantine/form, the outbox) is a chunk of its own.
const RequestForm = lazyChunk(() => import('@/features/requests').then((m) => m.RequestForm));

/**
 * The 'Document Preparation Request' form at the foot of the home, service and
 * document pages (#contact), with what the page preselects (its loader's
 * `request`, from the page's meta.ts).
 * It loads when the section comes near the screen (a link to #contact brings
 * it there), so it is not first-load JavaScript; until then (and without
 * JavaScript, where the form could not send anyway) the space says so. If
 * its code cannot be downloaded, the visitor can still call or write.
 */
export function RequestFormSlot({ preselect }: { preselect?: EntryRequest }) {
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
        <LazyRegion loading={placeholder} retry={RequestForm.retry} alternatives={<CallOrWrite />}>
          <RequestForm
            variant="section"
            defaultService={preselect?.service}
            defaultDocumentType={preselect?.documentType}
          />
        </LazyRegion>
      ) : (
        placeholder
      )}
    </div>
  );
}
