/**
 * "Add papers" on the request form and a draft's "Send to the firm"
 * (docs/architecture.md, "A paper, from the camera to the inbox"). The button
 * is the form's own (as /track's in the papers feature looks); the papers
 * feature (its picker, and after Send how far each paper is) loads on the
 * first tap. Imported by the form, that feature, or a module the two shared,
 * would be a chunk named in the entry's route table, which every page
 * downloads (docs/performance.md, "Papers").
 */
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';
import type { ChosenPaper } from '../papers';

const AddPapers = lazyChunk(() => import('../papers').then((m) => m.AddPapers));
/** How far each paper of a request is. */
export const PapersSending = lazyChunk(() => import('../papers').then((m) => m.PapersSending));

export interface PapersFieldProps {
  papers: ChosenPaper[];
  onChange: (papers: ChosenPaper[]) => void;
  t: (id: string) => string;
}

export function PapersField({ papers, onChange, t }: PapersFieldProps) {
  const [open, setOpen] = useState(false);
  if (open || papers.length > 0)
    return (
      <LazyRegion loading={<Text size="sm">{t('requests.papers.add')}…</Text>} retry={AddPapers.retry}>
        <AddPapers papers={papers} onChange={onChange} t={t} opened />
      </LazyRegion>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        color="navy"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void AddPapers.preload().catch(() => {})}
      >
        {t('requests.papers.add')}
      </Button>
      <Text size="sm" c="gray.7">
        {t('requests.papers.hint')}
      </Text>
    </Stack>
  );
}
