/**
 * The list of drafts (docs/drafts.md): each document's name and summary from
 * the drafts' own words in the page's language (./text), so this page
 * downloads no document's questions or clauses.
 */
import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Lang } from '@/i18n/lang';
import { Button } from '@/ui/button';
import { useHydrated } from '@/ui/hydrated';
import { LocalLink } from '@/ui/local-link';
import { PageHeader } from '@/ui/page-header';
import { PageStyles } from '@/ui/page-styles';
import { NoIds, Reviewed } from './assurances';
import { LIST_META } from './meta';
import { waitingDrafts } from './store';
import { DRAFTS_CSS } from './styles';
import { draftTexts } from './text';
import { DRAFT_KINDS } from './types';

const CSS = [DRAFTS_CSS];

export function DraftsList({ lang }: { lang: Lang }) {
  const text = draftTexts.useLoaded(lang);
  const hydrated = useHydrated();
  const [waiting, setWaiting] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (hydrated) void waitingDrafts().then((drafts) => setWaiting(new Set(drafts.map((d) => d.kind))));
  }, [hydrated]);
  return (
    <>
      <PageStyles css={CSS} />
      <PageHeader title={LIST_META.title[lang]} lead={text.listLead} />
      <Container size="lg" py="xl">
        <Stack gap="xs" mb="lg">
          <Reviewed text={text} />
          <NoIds text={text} />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {DRAFT_KINDS.map((kind) => (
            <Paper key={kind} withBorder radius="lg" p="lg" shadow="sm">
              <Stack gap="sm" h="100%" justify="space-between">
                <div>
                  <Title order={2} size="h4" mb={6}>
                    {text.names[kind].name}
                  </Title>
                  <Text size="sm">{text.names[kind].summary}</Text>
                </div>
                <Button component={LocalLink} to={`/drafts/${kind}`} color={waiting.has(kind) ? 'saffron' : 'navy'}>
                  {waiting.has(kind) ? text.continueDraft : text.start}
                  <span
                    className="visually-hidden-inline"
                    style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                  >
                    {`: ${text.names[kind].name}`}
                  </span>
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="sm" mt="lg">
          {text.offline}
        </Text>
      </Container>
    </>
  );
}
