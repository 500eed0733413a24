import { DraftsList } from '@/features/drafts/list-page';
import { useLang } from '@/ui/use-lang';

/** /drafts: no document's questions or clauses, only their names (docs/drafts.md, "Budgets"). */
export function DraftsListPage() {
  return <DraftsList lang={useLang()} />;
}
