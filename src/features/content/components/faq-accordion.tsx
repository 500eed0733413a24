import { SimpleGrid } from '@mantine/core';
import { useId } from 'react';
import type { Faq } from '../types';
import { DOCUMENT_FAQS_PER_COLUMN } from '@/business/config';
import { FaqList } from './faq-list';

/**
 * FAQs in two columns: on document pages each column (up to 5)
 * has its own open answer; on service pages the two halves share one, so only
 * one answer is open across the page. Clicking the open item closes it.
 */
export function FaqAccordion({ faqs, mode }: { faqs: Faq[]; mode: 'one-per-column' | 'one-per-page' }) {
  const group = useId();
  const split = mode === 'one-per-column' ? DOCUMENT_FAQS_PER_COLUMN : Math.ceil(faqs.length / 2);
  const left = faqs.slice(0, split);
  const right = faqs.slice(split, mode === 'one-per-column' ? split * 2 : undefined);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <FaqList faqs={left} group={mode === 'one-per-column' ? `${group}-left` : group} />
      <FaqList faqs={right} group={mode === 'one-per-column' ? `${group}-right` : group} />
    </SimpleGrid>
  );
}
