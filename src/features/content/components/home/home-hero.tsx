import { Anchor, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconFileText } from '@tabler/icons-react';
import { CtaLink } from '@/ui/cta-link';
import { LocalLink } from '@/ui/local-link';
import { documentLinks } from '@/features/content/nav-links';
import { useT } from '@/ui/use-lang';
import { homeQuickLinkIds, type HomeText } from '@/features/content/pages/home/types';
import classes from './home.module.css';

/** A 1x1 transparent GIF: the image's source where it is not shown. */
const EMPTY_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Hero: headline, button to other-key-services, nine document tiles, quick links, chat link. */
export function HomeHero({ text }: { text: HomeText['hero'] }) {
  const t = useT();
  return (
    <section className={classes.hero}>
      <Container size="lg" className={classes.heroGrid}>
        <div>
          <Title order={1} className={classes.title}>
            {text.headline}
          </Title>
          <Text className={classes.lead}>{text.subheadline}</Text>
          <CtaLink to="#other-key-services" arrow="down" mt="xl">
            {text.exploreButton}
          </CtaLink>
          <Title order={2} className={classes.tilesHeading}>
            {text.documentsHeading}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" className={classes.tiles}>
            {documentLinks.map((link) => (
              <LocalLink key={link.to} to={link.to} className={classes.tile}>
                <IconFileText size={20} aria-hidden />
                <span>{t(link.label)}</span>
              </LocalLink>
            ))}
          </SimpleGrid>
          <Group className={classes.quickLinks} gap="xs">
            <span>{text.quickLinksIntro}</span>
            {homeQuickLinkIds.map((id) => (
              <Anchor key={id} component={LocalLink} to={`/documents/${id}`} underline="always">
                {text.quickLinks[id]}
              </Anchor>
            ))}
          </Group>
          <Group mt="md" gap="xs" className={classes.quickLinks}>
            <span>{text.customDocumentText}</span>
            <Anchor href={text.customDocumentLink.href} target="_blank" rel="noopener noreferrer" underline="always">
              <IconBrandWhatsapp size={16} aria-hidden style={{ verticalAlign: '-2px' }} />{' '}
              {text.customDocumentLink.label}
            </Anchor>
          </Group>
        </div>
        {/* Shown from 62em only. Phones get the empty GIF and download nothing (a hidden
            <img> is still fetched), and inside <picture> React does not preload it. */}
        <picture className={classes.picture}>
          <source
            media="(min-width: 62em)"
            srcSet="/images/services/legal-documentation-480.webp 480w, /images/services/legal-documentation-960.webp 960w"
            sizes="400px"
          />
          <img className={classes.heroImage} src={EMPTY_GIF} width={960} height={600} alt="" />
        </picture>
      </Container>
    </section>
  );
}
