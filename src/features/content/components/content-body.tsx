import { Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@/ui/use-lang';
import type { PageText } from '../types';
import { CheckList } from './check-list';
import { CtaBand } from './cta-band';
import { FaqAccordion } from './faq-accordion';
import { ProcessSteps } from './process-steps';
import { Section } from './section';
import classes from './sections.module.css';

interface ContentBodyProps {
  text: PageText;
  /** Heading of the description section ('Trusted by 500+ clients' on service pages). */
  descriptionTitle: string;
  faqMode: 'one-per-column' | 'one-per-page';
  cta: { title: string; button: string };
  /** The request form section that closes the page. */
  children: ReactNode;
}

/**
 * What service and document pages share below their hero: the
 * description, Features, Benefits, Our Process, the FAQs, a closing call to
 * action and the request form.
 */
export function ContentBody({ text, descriptionTitle, faqMode, cta, children }: ContentBodyProps) {
  const t = useT();
  return (
    <>
      <Section title={descriptionTitle} alt>
        <div className={classes.prose}>
          {text.description.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </div>
      </Section>
      <Section title={t('content.features')}>
        <CheckList items={text.features} />
      </Section>
      <Section title={t('content.benefits')} alt>
        <CheckList items={text.benefits} />
      </Section>
      <Section title={t('content.process')}>
        <ProcessSteps steps={text.process.map((s) => ({ title: s.stepTitle, text: s.stepDescription }))} />
      </Section>
      <Section title={t('content.faqs')} alt>
        <FaqAccordion faqs={text.faqs} mode={faqMode} />
      </Section>
      <Container size="lg" py={48}>
        <CtaBand title={cta.title} text={text.callToAction} button={cta.button} />
      </Container>
      {children}
    </>
  );
}
