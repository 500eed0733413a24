import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { FormattedDate } from 'react-intl';
import { business, POLICY_LAST_UPDATED } from '@/business/config';
import { pageText } from '@/features/content/page-texts';
import { PageHeader } from '@/ui/page-header';
import { useLang, useT } from '@/ui/use-lang';

/** Privacy policy and terms of use: static text, last updated 4 May 2025. */
function PolicyPage({ page }: { page: 'privacy' | 'terms' }) {
  const t = useT();
  const lang = useLang();
  const text = pageText[page].useLoaded(lang);
  return (
    <>
      <PageHeader title={text.title}>
        <Text mt="sm" c="navy.1">
          <FormattedDate value={new Date(`${POLICY_LAST_UPDATED}T00:00:00Z`)} dateStyle="long" timeZone="UTC">
            {(date) => <>{t('policy.lastUpdated', { date })}</>}
          </FormattedDate>
        </Text>
      </PageHeader>
      <Container size="md" py="xl">
        <Stack gap="lg">
          {text.intro.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
          {text.sections.map((section) => (
            <section key={section.id} id={section.id}>
              <Title order={2} size="h3" mb="xs">
                {section.heading}
              </Title>
              <Stack gap="xs">
                {section.paragraphs.map((p) => (
                  <Text key={p}>{p}</Text>
                ))}
                {section.list && (
                  <List spacing={4}>
                    {section.list.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </section>
          ))}
          <section id="contact-details">
            <Title order={2} size="h3" mb="xs">
              {t('policy.contactHeading')}
            </Title>
            <Text>{business.address[lang]}</Text>
            <Text>
              {t('contact.phone')}: <Anchor href={`tel:${business.phone.replace(/\s/g, '')}`}>{business.phone}</Anchor>
            </Text>
            <Text>
              {t('contact.email')}: <Anchor href={`mailto:${business.email}`}>{business.email}</Anchor>
            </Text>
          </section>
        </Stack>
      </Container>
    </>
  );
}

export const PrivacyPage = () => <PolicyPage page="privacy" />;
export const TermsPage = () => <PolicyPage page="terms" />;
