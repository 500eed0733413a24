import { Text } from '@mantine/core';
import { lazy, Suspense, useRef } from 'react';
import { useNearScreen } from './near-screen';
import { useT } from './useLang';

interface PageIds {
  serviceId?: string;
  documentId?: string;
}

// The form (Mantine inputs, @mantine/form, the outbox) is a chunk of its own.
const PreselectedRequestForm = lazy(() =>
  import('../features/requests').then(({ RequestForm, requestPreselection }) => ({
    default: (page: PageIds) => <RequestForm variant="section" {...requestPreselection(page)} />,
  })),
);

/**
 * The 'Document Preparation Request' form at the foot of the home, service and
 * document pages (#contact), with the page's service or document preselected
 * (design.md §7). It loads when the section comes near the screen (a link to
 * #contact brings it there), so it is not first-load JavaScript; until then
 * (and without JavaScript, where the form could not send anyway) the space
 * says so.
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
        <Suspense fallback={placeholder}>
          <PreselectedRequestForm serviceId={serviceId} documentId={documentId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
