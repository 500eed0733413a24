import { Container, Text } from '@mantine/core';
import { business } from '../lib/config';
import { PageHeader } from '../ui/PageHeader';
import { useT } from '../ui/useLang';

export function AboutPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('page.about.title')} lead={t('page.about.lead', { year: business.foundedYear })} />
      <Container size="lg" py="xl">
        <Text>{t('footer.about')}</Text>
      </Container>
    </>
  );
}
