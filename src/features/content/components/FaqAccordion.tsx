import { Accordion, SimpleGrid } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import { useState } from 'react';
import type { Faq } from '../types';
import { DOCUMENT_FAQS_PER_COLUMN } from '../../../lib/config';
import classes from './sections.module.css';
import { Chevron } from '../../../ui/Chevron';

function FaqGroup({
  faqs,
  open,
  onChange,
  idPrefix,
}: {
  faqs: Faq[];
  open: string | null;
  onChange: (v: string | null) => void;
  idPrefix: string;
}) {
  return (
    <Accordion
      value={open}
      onChange={onChange}
      chevron={<Chevron />}
      variant="separated"
      radius="md"
      chevronPosition="right"
    >
      {faqs.map((faq, index) => (
        <Accordion.Item key={faq.question} value={`${idPrefix}-${index}`}>
          <Accordion.Control>{faq.question}</Accordion.Control>
          <Accordion.Panel>
            <div className={classes.faqPanel}>{faq.answer}</div>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/**
 * FAQs in two columns (spec §2, §4): on document pages each column (up to 5)
 * has its own open answer; on service pages the two halves share one, so only
 * one answer is open across the page. Clicking the open item closes it.
 */
export function FaqAccordion({ faqs, mode }: { faqs: Faq[]; mode: 'one-per-column' | 'one-per-page' }) {
  const [openLeft, setOpenLeft] = useState<string | null>(null);
  const [openRight, setOpenRight] = useState<string | null>(null);
  const [openShared, setOpenShared] = useState<string | null>(null);

  const split = mode === 'one-per-column' ? DOCUMENT_FAQS_PER_COLUMN : Math.ceil(faqs.length / 2);
  const left = faqs.slice(0, split);
  const right = faqs.slice(split, mode === 'one-per-column' ? split * 2 : undefined);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <FaqGroup
        faqs={left}
        idPrefix="a"
        open={mode === 'one-per-column' ? openLeft : openShared}
        onChange={mode === 'one-per-column' ? setOpenLeft : setOpenShared}
      />
      <FaqGroup
        faqs={right}
        idPrefix="b"
        open={mode === 'one-per-column' ? openRight : openShared}
        onChange={mode === 'one-per-column' ? setOpenRight : setOpenShared}
      />
    </SimpleGrid>
  );
}
