/** One document's builder page (docs/drafts.md). */
import { Container, Stack, Text } from '@mantine/core';
import type { Lang } from '@/i18n/lang';
import { PageHeader } from '@/ui/page-header';
import { PageStyles } from '@/ui/page-styles';
import { NoIds, Reviewed } from './assurances';
import { DraftBuilder } from './builder';
import { draftSpecs } from './documents';
import { DRAFT_META } from './meta';
import { DRAFTS_CSS } from './styles';
import type { DraftKind, SendDraftForm } from './types';

const CSS = [DRAFTS_CSS];

export function DraftPage({ kind, lang, sendForm }: { kind: DraftKind; lang: Lang; sendForm?: SendDraftForm }) {
  // Loaded by the route's loader; while the page hydrates, its HTML stays until the document's chunks are in.
  const spec = draftSpecs.useLoaded(kind, lang);
  const { text } = spec;
  return (
    <>
      <PageStyles css={CSS} />
      <PageHeader title={DRAFT_META[kind].title[lang]} lead={text.names[kind].summary} />
      <Container size="xl" py="xl">
        <Stack gap="xs" mb="lg">
          <Reviewed text={text} />
        </Stack>
        <DraftBuilder key={`${kind}-${lang}`} spec={spec} sendForm={sendForm} />
        {/* Below the questions, so that a phone shows the first one on its first screen. */}
        <Stack gap="xs" mt="lg">
          <NoIds text={text} />
          <Text size="sm">{text.offline}</Text>
        </Stack>
      </Container>
    </>
  );
}
