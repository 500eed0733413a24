import { DraftsList } from '@/features/drafts/list-page';
import { useLang } from '@/ui/use-lang';

/** The drafts' own words, for the route's loader: out of every page's first load. */
export { draftTexts } from '@/features/drafts/text';

/** /drafts: no document's questions or clauses, only their names (docs/drafts.md, "Budgets"). */
export function DraftsListPage() {
  return <DraftsList lang={useLang()} />;
}
