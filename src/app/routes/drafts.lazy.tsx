import { useParams } from '@tanstack/react-router';
import { DraftPage, DraftsList } from '@/features/drafts/pages';
import { isDraftKind } from '@/features/drafts';
import { lazyChunk } from '@/ui/lazy-chunk';
import { useLang } from '@/ui/use-lang';

/** "Send to the firm": the request form's part, downloaded when a draft is finished (docs/drafts.md, "Sending"). */
const DraftSending = lazyChunk(() => import('@/features/requests/draft-sending').then((m) => m.DraftSending));

/** /drafts. */
export function DraftsListPage() {
  return <DraftsList lang={useLang()} />;
}

/** /drafts/{kind} (an unknown kind never gets here: the route's beforeLoad answers not found). */
export function DraftKindPage() {
  const { draftKind } = useParams({ from: '/{-$lang}/drafts/$draftKind' });
  const lang = useLang();
  return isDraftKind(draftKind) ? <DraftPage kind={draftKind} lang={lang} sendForm={DraftSending} /> : null;
}
