import { Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { DraftPage } from '@/features/drafts/draft-page';
import { isDraftKind, type SendDraftForm } from '@/features/drafts';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';
import { useLang, useT } from '@/ui/use-lang';
import { CallOrWrite } from '../frame/call-or-write';

/** The documents' loaders, for the route's loader: out of every page's first load. */
export { draftSpecs } from '@/features/drafts/documents';

/** "Send to the firm": the request form's part, downloaded when a draft is finished (docs/drafts.md, "Sending"). */
const DraftSendingChunk = lazyChunk(() => import('@/features/requests/draft-sending').then((m) => m.DraftSending));

/** Says it is loading meanwhile; where its code cannot arrive, Try again and the other ways to reach the firm. */
const DraftSending: SendDraftForm = (props) => {
  const t = useT();
  return (
    <LazyRegion
      loading={<Text c="gray.7">{t('content.formPlaceholder')}</Text>}
      retry={DraftSendingChunk.retry}
      alternatives={<CallOrWrite />}
    >
      <DraftSendingChunk {...props} />
    </LazyRegion>
  );
};

/** /drafts/{kind} (an unknown kind never gets here: the route's beforeLoad answers not found). */
export function DraftKindPage() {
  const { draftKind } = useParams({ from: '/{-$lang}/drafts/$draftKind' });
  const lang = useLang();
  return isDraftKind(draftKind) ? <DraftPage kind={draftKind} lang={lang} sendForm={DraftSending} /> : null;
}
