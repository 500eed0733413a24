import { Container, Stack, Title } from '@mantine/core';
import { Button } from '../ui/Button';
import { faqCategories, faqPageText } from '../features/content/faqs';
import { FaqList } from '../features/content/components/FaqList';
import { faqPageJsonLd, JsonLd } from '../features/seo/jsonld';
import { LocalLink } from '../ui/LocalLink';
import { PageHeader } from '../ui/PageHeader';
import { useLang } from '../ui/useLang';

/** FAQs (spec §2): 9 categories of 10 questions, one open answer per category. */
export function FaqsPage() {
  const lang = useLang();
  const text = faqPageText[lang];
  return (
    <>
      <JsonLd
        data={faqPageJsonLd(
          faqCategories.flatMap((c) => c.items.map((i) => ({ question: i.question[lang], answer: i.answer[lang] }))),
        )}
      />
      <PageHeader title={text.title} lead={text.intro} />
      <Container size="md" py="xl">
        <Stack gap={40}>
          {faqCategories.map((category) => (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`}>
              <Title order={2} size="h3" mb="md" c="navy.9" id={`${category.id}-heading`}>
                {category.name[lang]}
              </Title>
              <FaqList
                group={`faq-${category.id}`}
                faqs={category.items.map((item) => ({ question: item.question[lang], answer: item.answer[lang] }))}
              />
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
