import { Button } from '../../ui/button';
import { useLoaderData, useParams } from '@tanstack/react-router';
import { DEFAULT_DOCUMENT_ID } from '../../lib/config';
import { ContactSection } from '../../features/content/components/contact-section';
import { ContentBody } from '../../features/content/components/content-body';
import { ContentHero } from '../../features/content/components/content-hero';
import { faqPageJsonLd, JsonLd } from '../../features/seo/jsonld';
import { LocalLink } from '../../ui/local-link';
import { PageHeader } from '../../ui/page-header';
import { RequestFormSlot } from '../frame/request-form-slot';
import { useT } from '../../ui/use-lang';

import type { ContentPageData } from '../router';

/** Document page (spec §2); /documents shows rent-agreement; unknown ids 'Document Not Found'. */
export function DocumentPage() {
  const t = useT();
  const { documentId = DEFAULT_DOCUMENT_ID } = useParams({ strict: false }) as { documentId?: string };
  // /documents and /documents/$documentId share this page and its loader.
  const { content, contact } = useLoaderData({ strict: false }) as ContentPageData;
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
