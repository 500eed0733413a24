import { Button, Container } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { DEFAULT_DOCUMENT_ID, DOCUMENT_IDS, type DocumentId } from '../lib/config';
import { LocalLink } from '../ui/LocalLink';
import { PageHeader } from '../ui/PageHeader';
import { useT } from '../ui/useLang';

const isDocumentId = (id: string): id is DocumentId => (DOCUMENT_IDS as readonly string[]).includes(id);

export function DocumentPage() {
  const t = useT();
  const { documentId = DEFAULT_DOCUMENT_ID } = useParams({ strict: false }) as { documentId?: string };
  if (!isDocumentId(documentId)) {
    return (
      <PageHeader title={t('documentNotFound.title')} lead={t('documentNotFound.text')}>
        <Button component={LocalLink} to="/" mt="lg" variant="white" color="navy.9">
          {t('documentNotFound.back')}
        </Button>
      </PageHeader>
    );
  }
  return (
    <>
      <PageHeader title={t(`document.${documentId}`)} lead={t('page.document.lead')} />
      <Container size="lg" py="xl" />
    </>
  );
}
