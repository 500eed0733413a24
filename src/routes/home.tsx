import { Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowDown, IconBrandWhatsapp, IconFileText } from '@tabler/icons-react';
import { whatsappLink } from '../lib/config';
import { LocalLink } from '../ui/LocalLink';
import { documentLinks } from '../ui/nav-links';
import { useT } from '../ui/useLang';
import classes from './home.module.css';

/** Home (spec §2). The hero is here; the other sections come with the content issue. */
export function HomePage() {
  const t = useT();
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg">
          <Title order={1} className={classes.title}>
            {t('page.home.title')}
          </Title>
          <Text className={classes.lead}>{t('page.home.lead')}</Text>
          <Group mt="xl" gap="sm">
            <Button component={LocalLink} to="/#other-key-services" size="md" color="saffron.8" rightSection={<IconArrowDown size={18} aria-hidden />}>
              {t('nav.services')}
            </Button>
            <Button
              component="a"
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              variant="white"
              color="navy.9"
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
            >
              {t('chatBanner.button')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt={36} className={classes.tiles}>
            {documentLinks.map((link) => (
              <LocalLink key={link.to} to={link.to} className={classes.tile}>
                <IconFileText size={20} aria-hidden />
                <span>{t(link.label)}</span>
              </LocalLink>
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <section id="other-key-services" className={classes.section}>
        <Container size="lg">
          <Title order={2}>{t('nav.services')}</Title>
          <Text c="gray.7" mt="xs">
            {t('brand.tagline')}
          </Text>
        </Container>
      </section>
      <section id="contact" className={classes.section}>
        <Container size="lg">
          <Title order={2}>{t('nav.contact')}</Title>
          <Text c="gray.7" mt="xs">
            {t('page.contact.lead')}
          </Text>
        </Container>
      </section>
    </>
  );
}
