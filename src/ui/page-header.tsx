import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-header.module.css';

/** The band at the top of a page: its H1 and one line under it. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className={classes.header}>
      <Container size="lg">
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead && <Text className={classes.lead}>{lead}</Text>}
        {children}
      </Container>
    </section>
  );
}
