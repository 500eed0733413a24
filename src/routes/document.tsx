import { Button, Container, Text } from '@mantine/core';
import { useLoaderData, useParams } from '@tanstack/react-router';
import { DEFAULT_DOCUMENT_ID } from '../lib/config';
import { CheckList } from '../features/content/components/CheckList';
import { ContactSection } from '../features/content/components/ContactSection';
import { ContentHero } from '../features/content/components/ContentHero';
import { CtaBand } from '../features/content/components/CtaBand';
import { FaqAccordion } from '../features/content/components/FaqAccordion';
import { ProcessSteps } from '../features/content/components/ProcessSteps';
import { Section } from '../features/content/components/Section';
import sectionClasses from '../features/content/components/sections.module.css';
import { faqPageJsonLd, JsonLd } from '../features/seo/jsonld';
import { LocalLink } from '../ui/LocalLink';
import { PageHeader } from '../ui/PageHeader';
import { RequestFormSlot } from '../ui/RequestFormSlot';
import { useT } from '../ui/useLang';

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
      <Section title={t('content.overview')} alt>
        <div className={sectionClasses.prose}>
          {text.description.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </div>
      </Section>
      <Section title={t('content.features')}>
        <CheckList items={text.features} />
      </Section>
      <Section title={t('content.benefits')} alt>
        <CheckList items={text.benefits} />
      </Section>
      <Section title={t('content.process')}>
        <ProcessSteps steps={text.process.map((s) => ({ title: s.stepTitle, text: s.stepDescription }))} />
      </Section>
      <Section title={t('content.faqs')} alt>
        <FaqAccordion faqs={text.faqs} mode="one-per-column" />
      </Section>
      <Container size="lg" py={48}>
        <CtaBand title={text.title} text={text.callToAction} button={t('content.requestCta')} />
      </Container>
      <ContactSection text={contact} form={<RequestFormSlot documentId={documentId} />} />
    </>
  );
}
