import { Container, Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { SERVICE_IDS, type ServiceId } from '../lib/config';
import { PageHeader } from '../ui/PageHeader';
import { useT } from '../ui/useLang';

const isServiceId = (id: string): id is ServiceId => (SERVICE_IDS as readonly string[]).includes(id);

export function ServicePage() {
  const t = useT();
  const { serviceId } = useParams({ strict: false }) as { serviceId: string };
  if (!isServiceId(serviceId)) {
    return <PageHeader title={t('serviceNotFound.title')} lead={t('serviceNotFound.text')} />;
  }
  return (
    <>
      <PageHeader title={t(`service.${serviceId}`)} lead={t('page.service.lead')} />
      <Container size="lg" py="xl">
        <Text>{t('brand.tagline')}</Text>
      </Container>
    </>
  );
}
