/** The drafts pages: the list of documents, and one document's builder (docs/drafts.md). */
import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Lang } from '@/i18n/lang';
import { Button } from '@/ui/button';
import { useHydrated } from '@/ui/hydrated';
import { LocalLink } from '@/ui/local-link';
import { PageHeader } from '@/ui/page-header';
import { PageStyles } from '@/ui/page-styles';
import { DraftBuilder } from './builder';
import { SPECS } from './documents';
import { DRAFT_META, LIST_META } from './meta';
import { waitingDrafts } from './store';
import { DRAFTS_CSS } from './styles';
import { TEXT } from './text';
import { DRAFT_KINDS, type DraftKind, type SendDraftForm } from './types';

const CSS = [DRAFTS_CSS];

/** That the firm reviews every draft (first, on every drafts page) and why no ID numbers are asked. */
const Reviewed = ({ lang }: { lang: Lang }) => (
  <div className="draft-note draft-note-warning" role="note">
    {TEXT.reviewed[lang]}
  </div>
);
const NoIds = ({ lang }: { lang: Lang }) => (
  <div className="draft-note" role="note">
    {TEXT.noIds[lang]}
  </div>
);

function Assurances({ lang }: { lang: Lang }) {
  return (
    <Stack gap="xs" mb="lg">
      <Reviewed lang={lang} />
      <NoIds lang={lang} />
    </Stack>
  );
}

export function DraftsList({ lang }: { lang: Lang }) {
  const hydrated = useHydrated();
  const [waiting, setWaiting] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (hydrated) void waitingDrafts().then((drafts) => setWaiting(new Set(drafts.map((d) => d.kind))));
  }, [hydrated]);
  return (
    <>
      <PageStyles css={CSS} />
      <PageHeader title={LIST_META.title[lang]} lead={TEXT.listLead[lang]} />
      <Container size="lg" py="xl">
        <Assurances lang={lang} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {DRAFT_KINDS.map((kind) => (
            <Paper key={kind} withBorder radius="lg" p="lg" shadow="sm">
              <Stack gap="sm" h="100%" justify="space-between">
                <div>
                  <Title order={2} size="h4" mb={6}>
                    {SPECS[kind].title[lang]}
                  </Title>
                  <Text size="sm">{SPECS[kind].summary[lang]}</Text>
                </div>
                <Button component={LocalLink} to={`/drafts/${kind}`} color={waiting.has(kind) ? 'saffron' : 'navy'}>
                  {waiting.has(kind) ? TEXT.continueDraft[lang] : TEXT.start[lang]}
                  <span
                    className="visually-hidden-inline"
                    style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                  >
                    {`: ${SPECS[kind].title[lang]}`}
                  </span>
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="sm" mt="lg">
          {TEXT.offline[lang]}
        </Text>
      </Container>
    </>
  );
}

export function DraftPage({ kind, lang, sendForm }: { kind: DraftKind; lang: Lang; sendForm?: SendDraftForm }) {
  const spec = SPECS[kind];
  return (
    <>
      <PageStyles css={CSS} />
      <PageHeader title={DRAFT_META[kind].title[lang]} lead={spec.summary[lang]} />
      <Container size="xl" py="xl">
        <Stack gap="xs" mb="lg">
          <Reviewed lang={lang} />
        </Stack>
        <DraftBuilder key={`${kind}-${lang}`} spec={spec} lang={lang} sendForm={sendForm} />
        {/* Below the questions, so that a phone shows the first one on its first screen. */}
        <Stack gap="xs" mt="lg">
          <NoIds lang={lang} />
          <Text size="sm">{TEXT.offline[lang]}</Text>
        </Stack>
      </Container>
    </>
  );
}
