/**
 * "Add papers" on /track: a button whose first tap downloads the picker
 * (./papers-picker.tsx, with the compression worker and the cover tool);
 * `opened`, the picker at once (the request form and a draft's "Send to the
 * firm" show their own button and load this on its tap:
 * src/features/requests/papers-field.tsx).
 */
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';
import type { ChosenPaper } from './keep';

const PapersPicker = lazyChunk(() => import('./papers-picker').then((m) => m.PapersPicker));

export interface AddPapersProps {
  papers: ChosenPaper[];
  onChange: (papers: ChosenPaper[]) => void;
  t: (id: string) => string;
  /** The picker at once, without the button first. */
  opened?: boolean;
}

export function AddPapers({ papers, onChange, t, opened = false }: AddPapersProps) {
  const [open, setOpen] = useState(opened || papers.length > 0);
  if (!open && papers.length === 0) {
    return (
      <Stack gap={4} align="flex-start">
        <Button
          variant="light"
          color="navy"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void PapersPicker.preload().catch(() => {})}
        >
          {t('requests.papers.add')}
        </Button>
        <Text size="sm" c="gray.7">
          {t('requests.papers.hint')}
        </Text>
      </Stack>
    );
  }
  return (
    <LazyRegion loading={<Text size="sm">{t('requests.papers.add')}…</Text>} retry={PapersPicker.retry}>
      <PapersPicker papers={papers} onChange={onChange} />
    </LazyRegion>
  );
}
