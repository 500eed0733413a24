import { Container, Stack, Title } from '@mantine/core';
import { Button } from '../../ui/button';
import { useFaqPage } from '../../features/content/faqs';
import { FaqList } from '../../features/content/components/faq-list';
import { JsonLd } from '../../ui/json-ld';
import { faqPageJsonLd } from '../../features/content/jsonld';
import { LocalLink } from '../../ui/local-link';
import { PageHeader } from '../../ui/page-header';
import { useLang } from '../../ui/use-lang';

/** FAQs (spec §2): 9 categories of 10 questions, one open answer per category. */
export function FaqsPage() {
  const { text, categories } = useFaqPage(useLang());
  return (
    <>
      <JsonLd data={faqPageJsonLd(categories.flatMap((c) => c.items))} />
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
          <Button component={LocalLink} to="/contact-us" size="lg" color="saffron">
            {text.helpButton}
          </Button>
        </Container>
      </Container>
    </>
  );
}
