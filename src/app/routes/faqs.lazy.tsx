import { Container, Stack, Title } from '@mantine/core';
import { Button, wrappingLabel } from '@/ui/button';
import { pageText } from '@/features/content/page-texts';
import { FaqList } from '@/features/content/components/faq-list';
import { JsonLd } from '@/ui/json-ld';
import { breadcrumbJsonLd } from '@/features/content/jsonld';
import { LocalLink } from '@/ui/local-link';
import { PageHeader } from '@/ui/page-header';
import { useLang, useT } from '@/ui/use-lang';

/**
 * FAQs: 9 categories of 10 questions, one open answer per category.
 *
 * No FAQPage structured data here, unlike the service and document pages
 * (which emit it): the 90 answers again in JSON-LD were a third of
 * this page's HTML (35 KB raw, 8 KB gzip) on every phone that opens it, and
 * Google shows FAQ rich results only for government and health sites since
 * August 2023 (developers.google.com, "FAQPage"). A breadcrumb says where
 * the page sits.
 */
export function FaqsPage() {
  const lang = useLang();
  const t = useT();
  const { text, categories } = pageText.faqs.useLoaded(lang);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(lang, [
          [t('nav.home'), '/'],
          [text.title, '/faqs'],
        ])}
      />
      <PageHeader title={text.title} lead={text.intro} />
      <Container size="md" py="xl">
        <Stack gap={40}>
          {categories.map((category) => (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`}>
              <Title order={2} size="h3" mb="md" c="navy.9" id={`${category.id}-heading`}>
                {category.name}
              </Title>
              <FaqList group={`faq-${category.id}`} faqs={category.items} />
            </section>
          ))}
        </Stack>
        <Container ta="center" mt={48}>
          <Button component={LocalLink} to="/contact-us" size="lg" color="saffron" {...wrappingLabel}>
            {text.helpButton}
          </Button>
        </Container>
      </Container>
    </>
  );
}
