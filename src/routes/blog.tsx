import { PageHeader } from '../ui/PageHeader';
import { useT } from '../ui/useLang';

export function BlogPage() {
  const t = useT();
  return <PageHeader title={t('page.blog.title')} lead={t('page.blog.lead')} />;
}
