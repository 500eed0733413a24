import { PageHeader } from '../ui/PageHeader';
import { useT } from '../ui/useLang';

export function ArticlePage() {
  const t = useT();
  return <PageHeader title={t('page.article.title')} lead={t('page.article.lead')} />;
}
