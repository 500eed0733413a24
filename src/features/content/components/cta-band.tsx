import { Title, Text } from '@mantine/core';
import { CtaLink } from '@/ui/cta-link';
import classes from './sections.module.css';

/** A closing call to action that leads to the request form (#contact). */
export function CtaBand({ title, text, button }: { title: string; text: string; button: string }) {
  return (
    <div className={classes.cta}>
      <Title order={2} className={classes.ctaTitle}>
        {title}
      </Title>
      <Text className={classes.ctaText}>{text}</Text>
      <CtaLink to="#contact" arrow="right">
        {button}
      </CtaLink>
    </div>
  );
}
