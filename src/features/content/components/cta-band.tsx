import { Title, Text } from '@mantine/core';
import { Button } from '@/ui/button';
import { IconArrowRight } from '@tabler/icons-react';
import { LocalLink } from '@/ui/local-link';
import classes from './sections.module.css';

/** A closing call to action that leads to the request form (#contact). */
export function CtaBand({ title, text, button }: { title: string; text: string; button: string }) {
  return (
    <div className={classes.cta}>
      <Title order={2} className={classes.ctaTitle}>
        {title}
      </Title>
      <Text className={classes.ctaText}>{text}</Text>
      <Button
        component={LocalLink}
        to="#contact"
        size="md"
        color="saffron"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {button}
      </Button>
    </div>
  );
}
