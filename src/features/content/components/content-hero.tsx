import { Badge, Container, Group, Text, Title } from '@mantine/core';
import { ContentIcon } from '@/ui/icons';
import { CtaLink } from '@/ui/cta-link';
import type { PageContent } from '../index';
import classes from './sections.module.css';

/** Hero of a service or document page: title, short description, three badges, CTA to #contact, image. */
export function ContentHero({ content, cta, eyebrow }: { content: PageContent; cta: string; eyebrow?: string }) {
  const { text, image } = content;
  return (
    <section className={classes.hero}>
      <Container size="lg">
        <div className={classes.heroGrid}>
          <div>
            <Group gap={8} c="saffron.3" mb="sm">
              <ContentIcon name={content.icon} size={22} />
              {eyebrow && (
                <Text fw={700} size="sm" tt="uppercase" lts={0.5}>
                  {eyebrow}
                </Text>
              )}
            </Group>
            <Title order={1} className={classes.heroTitle}>
              {text.title}
            </Title>
            <Text className={classes.heroLead}>{text.shortDescription}</Text>
            <Group gap="xs" mt="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
              {text.badges.map((badge) => (
                <Badge key={badge} component="li" size="lg" radius="sm" className={classes.badge}>
                  {badge}
                </Badge>
              ))}
            </Group>
            <CtaLink to="#contact" arrow="down" mt="xl">
              {cta}
            </CtaLink>
          </div>
          {/* In <picture> so that React does not preload it: on a phone the text above it
              is the largest paint, and the stylesheet should have the connection first. */}
          <picture className={classes.picture}>
            <img
              className={classes.heroImage}
              src={image.src}
              srcSet={`${image.src.replace('-960.', '-480.')} 480w, ${image.src} 960w`}
              sizes="(min-width: 62em) 460px, 100vw"
              width={image.width}
              height={image.height}
              // The illustrations are decorative (the title is beside them). The entries'
              // alt texts describe photographs the site does not have, so none is read out.
              alt=""
            />
          </picture>
        </div>
      </Container>
    </section>
  );
}
