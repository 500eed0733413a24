/**
 * The home page's sections below the hero, in order. This module is
 * its own chunk: the route loads it after the hero's.
 */
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ContentIcon } from '@/ui/icons';
import { LocalLink } from '@/ui/local-link';
import { useT } from '@/ui/use-lang';
import type { HomeText } from '@/features/content/pages/home/types';
import { services } from '@/features/content/entries';
import { JsonLd } from '@/ui/json-ld';
import { faqPageJsonLd } from '@/features/content/jsonld';
import { ProcessSteps } from '../process-steps';
import { ReasonsGrid } from '../reasons-grid';
import { Reveal } from '../reveal';
import { Section } from '../section';
import sectionClasses from '../sections.module.css';
import classes from './home.module.css';
import { FaqList } from '../faq-list';

export function TrustSection({ text }: { text: HomeText['trust'] }) {
  return (
    <Section>
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {text.items.map((item) => (
          <li key={item.title} className={classes.trustCard}>
            <Text className={classes.trustTitle}>{item.title}</Text>
            <Text size="sm" c="gray.7" mt={4}>
              {item.text}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function OtherKeyServices({ text }: { text: HomeText['otherKeyServices'] }) {
  const t = useT();
  return (
    <Section id="other-key-services" title={text.heading} intro={text.intro} alt>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {services
          .filter(({ meta }) => meta.menu)
          .map(({ id, meta }) => (
            <LocalLink key={id} to={`/services/${id}`} className={classes.serviceCard}>
              <span className={classes.serviceIcon}>
                <ContentIcon name={meta.icon} size={24} />
              </span>
              <span className={classes.serviceName}>{t(`service.${id}`)}</span>
              <Text size="sm" c="gray.7" component="span">
                {t(`content.card.${id}`)}
              </Text>
              <span className={classes.more}>{t('content.learnMore')} →</span>
            </LocalLink>
          ))}
      </SimpleGrid>
    </Section>
  );
}

export function HowItWorks({ text }: { text: HomeText['howItWorks'] }) {
  return (
    <Section title={text.heading} intro={text.intro}>
      <ProcessSteps steps={text.steps} columns={4} />
    </Section>
  );
}

export function WhyChooseUs({ text }: { text: HomeText['whyChooseUs'] }) {
  return (
    <Section title={text.heading} alt>
      <ReasonsGrid reasons={text.reasons} columns={{ base: 1, sm: 2, md: 3 }} cards />
    </Section>
  );
}

export function AboutUs({ text }: { text: HomeText['aboutUs'] }) {
  const t = useT();
  return (
    <Section title={text.heading}>
      <div className={sectionClasses.prose}>
        {text.paragraphs.map((p) => (
          <Text key={p}>{p}</Text>
        ))}
      </div>
      <Anchor component={LocalLink} to="/about" mt="md" display="inline-block" fw={600}>
        {t('content.aboutMore')} →
      </Anchor>
    </Section>
  );
}

export function LocationTags({ text }: { text: HomeText['locations'] }) {
  const cities = (label: string, list: string[]) => (
    <Stack gap="xs">
      <Title order={3} size="h4" c="navy.9">
        {label}
      </Title>
      <Group gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((city) => (
          <Badge key={city} component="li" variant="light" size="lg" radius="sm" className={classes.city}>
            {city}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
  return (
    <Section title={text.heading} intro={text.intro} alt>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        {cities(text.mpLabel, text.mpCities)}
        {cities(text.rajasthanLabel, text.rajasthanCities)}
      </SimpleGrid>
    </Section>
  );
}

export function HomeFaq({ text }: { text: HomeText['faq'] }) {
  const t = useT();
  return (
    <Section title={text.heading}>
      <JsonLd data={faqPageJsonLd(text.items)} />
      <FaqList faqs={text.items} group="home-faq" />
      <Anchor component={LocalLink} to="/faqs" mt="md" display="inline-block" fw={600}>
        {t('content.viewAllFaqs')} →
      </Anchor>
    </Section>
  );
}

/** All sections below the hero, each revealed as it scrolls into view. */
export function HomeSections({ text }: { text: HomeText }) {
  return (
    <>
      <Reveal>
        <TrustSection text={text.trust} />
      </Reveal>
      <Reveal>
        <OtherKeyServices text={text.otherKeyServices} />
      </Reveal>
      <Reveal>
        <HowItWorks text={text.howItWorks} />
      </Reveal>
      <Reveal>
        <WhyChooseUs text={text.whyChooseUs} />
      </Reveal>
      <Reveal>
        <AboutUs text={text.aboutUs} />
      </Reveal>
      <Reveal>
        <LocationTags text={text.locations} />
      </Reveal>
      <Reveal>
        <HomeFaq text={text.faq} />
      </Reveal>
    </>
  );
}
