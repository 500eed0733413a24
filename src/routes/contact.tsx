import { Container, SimpleGrid, Text } from '@mantine/core';
import { business } from '../lib/config';
import { PageHeader } from '../ui/PageHeader';
import { useLang, useT } from '../ui/useLang';

export function ContactPage() {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <PageHeader title={t('page.contact.title')} lead={t('page.contact.lead')} />
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text>
            <strong>{t('contact.phone')}:</strong> <a href={`tel:${business.phone.replace(/\s/g, '')}`}>{business.phone}</a>
          </Text>
          <Text>
            <strong>{t('contact.email')}:</strong> <a href={`mailto:${business.email}`}>{business.email}</a>
          </Text>
          <Text>
            <strong>{t('contact.address')}:</strong> {business.address[lang]}
          </Text>
          <Text>
            <strong>{t('contact.hours')}:</strong> {t('contact.hoursValue')}
          </Text>
        </SimpleGrid>
      </Container>
    </>
  );
}
