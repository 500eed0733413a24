import { Container, Text } from '@mantine/core';
import { LazyHomeSections } from '@/features/content';
import { ContactSection } from '@/features/content/components/contact-section';
import { HomeHero } from '@/features/content/components/home/home-hero';
import { pageText } from '@/features/content/page-texts';
import { JsonLd } from '@/ui/json-ld';
import { legalBusinessJsonLd } from '@/features/content/jsonld';
import { LazyRegion } from '@/ui/lazy-region';
import { RequestFormSlot } from '../frame/request-form-slot';
import { useLang } from '@/ui/use-lang';
import { DRAFT_LINK } from '@/features/drafts';
import { Button, wrappingLabel } from '@/ui/button';
import { LocalLink } from '@/ui/local-link';

/** Home: hero, the lazily loaded sections, then the request form (#contact). */
export function HomePage() {
  const lang = useLang();
  const text = pageText.home.useLoaded(lang);
  return (
    <>
      <JsonLd
        data={legalBusinessJsonLd(lang, text.seo.title, text.seo.description, [
          ...text.locations.mpCities,
          ...text.locations.rajasthanCities,
        ])}
      />
      <HomeHero text={text.hero} />
      <Container size="lg" pt="lg">
        <Button component={LocalLink} to="/drafts" variant="light" color="navy" {...wrappingLabel}>
          {DRAFT_LINK.home[lang]}
        </Button>
      </Container>
      <LazyRegion
        retry={LazyHomeSections.retry}
        loading={
          <Container size="lg" py="xl">
            <Text c="gray.7">{text.loading}</Text>
          </Container>
        }
      >
        <LazyHomeSections text={text} />
      </LazyRegion>
      <ContactSection text={text.contact} form={<RequestFormSlot />} />
    </>
  );
}
