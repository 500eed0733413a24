import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sections.module.css';

interface SectionProps {
  id?: string;
  title?: string;
  intro?: ReactNode;
  /** White background, to alternate with the page's grey. */
  alt?: boolean;
  children?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

/** A page section with its H2: the building block of every content page. */
export function Section({ id, title, intro, alt, children, size = 'lg' }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} className={`${classes.section} ${alt ? classes.alt : ''}`} aria-labelledby={headingId}>
      <Container size={size}>
        {title && (
          <Title order={2} id={headingId} className={classes.heading}>
            {title}
          </Title>
        )}
        {intro && <Text className={classes.intro}>{intro}</Text>}
        {children}
      </Container>
    </section>
  );
}
