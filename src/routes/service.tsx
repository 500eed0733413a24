import { Container, Text } from '@mantine/core';
import { useLoaderData, useParams } from '@tanstack/react-router';
import { CLIENTS_TRUSTED } from '../lib/config';
import { CheckList } from '../features/content/components/CheckList';
import { ContactSection } from '../features/content/components/ContactSection';
import { ContentHero } from '../features/content/components/ContentHero';
import { CtaBand } from '../features/content/components/CtaBand';
import { FaqAccordion } from '../features/content/components/FaqAccordion';
import { ProcessSteps } from '../features/content/components/ProcessSteps';
import { Section } from '../features/content/components/Section';
import sectionClasses from '../features/content/components/sections.module.css';
import { breadcrumbJsonLd, JsonLd, legalServiceJsonLd } from '../features/seo/jsonld';
import { PageHeader } from '../ui/PageHeader';
import { RequestFormSlot } from '../ui/RequestFormSlot';
import { useLang, useT } from '../ui/useLang';

import type { ContentPageData } from '../router';

/** Service page (spec §2), or the 'Service Information' placeholder for an unknown id. */
export function ServicePage() {
  const t = useT();
  const lang = useLang();
  const { content, contact } = useLoaderData({ strict: false }) as ContentPageData;
  const { serviceId } = useParams({ strict: false }) as { serviceId: string };
  if (!content) return <PageHeader title={t('serviceNotFound.title')} lead={t('serviceNotFound.text')} />;
  const { text } = content;
  const path = `/services/${serviceId}`;
  return (
    <>
      <JsonLd data={legalServiceJsonLd(lang, path, text.title, text.seoDescription)} />
      <JsonLd
        data={breadcrumbJsonLd(lang, [
          [t('nav.home'), '/'],
          [t('content.breadcrumbServices'), '/#other-key-services'],
          [text.title, path],
        ])}
      />
      <ContentHero content={content} cta={t('content.serviceCta')} eyebrow={t('nav.services')} />
      <Section title={t('content.trustedBy', { count: CLIENTS_TRUSTED })} alt>
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
        <FaqAccordion faqs={text.faqs} mode="one-per-page" />
      </Section>
      <Container size="lg" py={48}>
        <CtaBand title={t('content.readyTitle')} text={text.callToAction} button={t('content.serviceCta')} />
      </Container>
      <ContactSection text={contact} form={<RequestFormSlot serviceId={serviceId} />} />
    </>
  );
}
