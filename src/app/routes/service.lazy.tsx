import { useLoaderData, useParams } from '@tanstack/react-router';
import { CLIENTS_TRUSTED } from '@/business/config';
import { ContactSection } from '@/features/content/components/contact-section';
import { ContentBody } from '@/features/content/components/content-body';
import { ContentHero } from '@/features/content/components/content-hero';
import { JsonLd } from '@/ui/json-ld';
import { breadcrumbJsonLd, legalServiceJsonLd } from '@/features/content/jsonld';
import { PageHeader } from '@/ui/page-header';
import { RequestFormSlot } from '../frame/request-form-slot';
import { useLang, useT } from '@/ui/use-lang';

const from = '/{-$lang}/services/$serviceId';

/** Service page, or the 'Service Information' placeholder for an unknown id. */
export function ServicePage() {
  const t = useT();
  const lang = useLang();
  const { content, contact } = useLoaderData({ from });
  const { serviceId } = useParams({ from });
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
      <ContentBody
        text={text}
        descriptionTitle={t('content.trustedBy', { count: CLIENTS_TRUSTED })}
        faqMode="one-per-page"
        cta={{ title: t('content.readyTitle'), button: t('content.serviceCta') }}
      >
        <ContactSection text={contact} form={<RequestFormSlot preselect={content.request} />} />
      </ContentBody>
    </>
  );
}
