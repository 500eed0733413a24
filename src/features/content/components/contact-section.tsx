import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HomeText } from '../pages/home/types';
import { ProcessSteps } from './process-steps';
import { Section } from './section';
import classes from './sections.module.css';

/**
 * 'Create Your Legal Document', anchor #contact: the four-step
 * 'Document Creation Process' beside the request form. The same section
 * closes the home, document and service pages.
 */
export function ContactSection({ text, form }: { text: HomeText['contact']; form?: ReactNode }) {
  return (
    <Section id="contact" title={text.title} intro={text.intro} alt>
      <div className={classes.contactGrid}>
        <div>
          <Title order={3} mb="lg" c="navy.9">
            {text.processTitle}
          </Title>
          <ProcessSteps steps={text.steps} columns={1} />
        </div>
        <div>
          <div className={classes.formCard}>{form ?? <Text c="gray.7">…</Text>}</div>
        </div>
      </div>
    </Section>
  );
}
