import { PageHeader } from '../ui/PageHeader';
import { useT } from '../ui/useLang';

export function FaqsPage() {
  const t = useT();
  return <PageHeader title={t('page.faqs.title')} lead={t('page.faqs.lead')} />;
}
