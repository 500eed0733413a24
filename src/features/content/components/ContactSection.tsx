import { Grid, Paper, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import type { ReactNode } from 'react';
import type { HomeText } from '../home';
import { ProcessSteps } from './ProcessSteps';
import { Section } from './Section';

/**
 * 'Create Your Legal Document' (spec §2), anchor #contact: the four-step
 * 'Document Creation Process' beside the request form. The same section
 * closes the home, document and service pages.
 */
export function ContactSection({ text, form }: { text: HomeText['contact']; form?: ReactNode }) {
  return (
    <Section id="contact" title={text.title} intro={text.intro} alt>
      <Grid gap={{ base: 'xl', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={3} mb="lg" c="navy.9">
            {text.processTitle}
          </Title>
          <ProcessSteps steps={text.steps} columns={1} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
            {form ?? <Text c="gray.7">…</Text>}
          </Paper>
        </Grid.Col>
      </Grid>
    </Section>
  );
}
