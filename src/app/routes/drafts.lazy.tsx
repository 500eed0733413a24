import { useParams } from '@tanstack/react-router';
import { DraftPage, DraftsList } from '@/features/drafts/pages';
import { isDraftKind } from '@/features/drafts';
import { useLang } from '@/ui/use-lang';

/** /drafts. */
export function DraftsListPage() {
  return <DraftsList lang={useLang()} />;
}

/** /drafts/{kind} (an unknown kind never gets here: the route's beforeLoad answers not found). */
export function DraftKindPage() {
  const { draftKind } = useParams({ from: '/{-$lang}/drafts/$draftKind' });
  const lang = useLang();
  return isDraftKind(draftKind) ? <DraftPage kind={draftKind} lang={lang} /> : null;
}
