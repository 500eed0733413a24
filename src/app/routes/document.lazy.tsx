import { Button } from '@/ui/button';
import { useLoaderData, useParams } from '@tanstack/react-router';
import { ContactSection } from '@/features/content/components/contact-section';
import { ContentBody } from '@/features/content/components/content-body';
import { ContentHero } from '@/features/content/components/content-hero';
import { JsonLd } from '@/ui/json-ld';
import { faqPageJsonLd } from '@/features/content/jsonld';
import { LocalLink } from '@/ui/local-link';
import { PageHeader } from '@/ui/page-header';
import { RequestFormSlot } from '../frame/request-form-slot';
import { useT } from '@/ui/use-lang';
import type { ContactText, PageContent } from '@/features/content';
import { DEFAULT_DOCUMENT_ID } from '@/business/config';
import { DRAFT_LINK, DRAFT_OF_DOCUMENT } from '@/features/drafts';
import { Container } from '@mantine/core';
import { useLang } from '@/ui/use-lang';

/** /documents: the default document's page. */
export function DefaultDocumentPage() {
  const { content, contact } = useLoaderData({ from: '/{-$lang}/documents' });
  return <Document documentId={DEFAULT_DOCUMENT_ID} content={content} contact={contact} />;
}

/** /documents/{id}. */
export function DocumentPage() {
  const from = '/{-$lang}/documents/$documentId';
  const { content, contact } = useLoaderData({ from });
  return <Document documentId={useParams({ from }).documentId} content={content} contact={contact} />;
}

/** Document page; unknown ids 'Document Not Found'. */
function Document({
  documentId,
  content,
  contact,
}: {
  documentId: string;
  content: PageContent | null;
  contact: ContactText;
}) {
  const t = useT();
  const lang = useLang();
  if (!content) {
    return (
      <PageHeader title={t('documentNotFound.title')} lead={t('documentNotFound.text')}>
        <Button component={LocalLink} to="/" mt="lg" variant="white" color="navy.9">
          {t('documentNotFound.back')}
        </Button>
      </PageHeader>
    );
  }
  const { text } = content;
  const draft = DRAFT_OF_DOCUMENT[documentId];
  return (
    <>
      <JsonLd data={faqPageJsonLd(text.faqs)} />
      <ContentHero content={content} cta={t('content.requestCta')} eyebrow={t('nav.legalDocumentation')} />
      {draft && (
        <Container size="lg" pt="lg">
          <Button component={LocalLink} to={`/drafts/${draft}`} variant="light" color="navy">
            {DRAFT_LINK.document[lang]}
          </Button>
        </Container>
      )}
      <ContentBody
        text={text}
        descriptionTitle={t('content.overview')}
        faqMode="one-per-column"
        cta={{ title: text.title, button: t('content.requestCta') }}
      >
        <ContactSection text={contact} form={<RequestFormSlot preselect={content.request} />} />
      </ContentBody>
    </>
  );
}
