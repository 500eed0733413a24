import { Button } from '../../ui/button';
import { getRouteApi } from '@tanstack/react-router';
import { DEFAULT_DOCUMENT_ID } from '../../lib/config';
import { ContactSection } from '../../features/content/components/contact-section';
import { ContentBody } from '../../features/content/components/content-body';
import { ContentHero } from '../../features/content/components/content-hero';
import { faqPageJsonLd, JsonLd } from '../../features/seo/jsonld';
import { LocalLink } from '../../ui/local-link';
import { PageHeader } from '../../ui/page-header';
import { RequestFormSlot } from '../frame/request-form-slot';
import { useT } from '../../ui/use-lang';

import type { ContactText, PageContent } from '../../features/content';

const documents = getRouteApi('/{-$lang}/documents');
const document = getRouteApi('/{-$lang}/documents/$documentId');

/** /documents: the default document's page. */
export function DefaultDocumentPage() {
  const { content, contact } = documents.useLoaderData();
  return <Document documentId={DEFAULT_DOCUMENT_ID} content={content} contact={contact} />;
}

/** /documents/{id}. */
export function DocumentPage() {
  const { content, contact } = document.useLoaderData();
  return <Document documentId={document.useParams().documentId} content={content} contact={contact} />;
}

/** Document page (spec §2); unknown ids 'Document Not Found'. */
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
  return (
    <>
      <JsonLd data={faqPageJsonLd(text.faqs)} />
      <ContentHero content={content} cta={t('content.requestCta')} eyebrow={t('nav.legalDocumentation')} />
      <ContentBody
        text={text}
        descriptionTitle={t('content.overview')}
        faqMode="one-per-column"
        cta={{ title: text.title, button: t('content.requestCta') }}
      >
        <ContactSection text={contact} form={<RequestFormSlot documentId={documentId} />} />
      </ContentBody>
    </>
  );
}
