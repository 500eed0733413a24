import { Accordion, Button, Container, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import { useState } from 'react';
import { faqCategories, faqPageText } from '../features/content/faqs';
import sectionClasses from '../features/content/components/sections.module.css';
import { faqPageJsonLd, JsonLd } from '../features/seo/jsonld';
import { LocalLink } from '../ui/LocalLink';
import { PageHeader } from '../ui/PageHeader';
import { useLang } from '../ui/useLang';
import { Chevron } from '../ui/Chevron';

/** FAQs (spec §2): 9 categories of 10 questions, one open answer per category. */
export function FaqsPage() {
  const lang = useLang();
  const text = faqPageText[lang];
  // One open item per category, keyed by category id.
  const [open, setOpen] = useState<Record<string, string | null>>({});
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
              <Accordion
                value={open[category.id] ?? null}
                onChange={(value) => setOpen((current) => ({ ...current, [category.id]: value }))}
                chevron={<Chevron />}
                variant="separated"
                radius="md"
              >
                {category.items.map((item, index) => (
                  <Accordion.Item key={index} value={String(index)}>
                    <Accordion.Control>{item.question[lang]}</Accordion.Control>
                    <Accordion.Panel>
                      <div className={sectionClasses.faqPanel}>{item.answer[lang]}</div>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
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
