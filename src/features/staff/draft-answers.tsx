/**
 * A guided draft sent with a request (docs/drafts.md, "The firm's side"):
 * its answers by step in the request's language, labelled by the draft's
 * own questions, and the draft as a Word file in that language.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { loadDraftForStaff, type StoredDraft } from '@/features/drafts';
import type { ContactSubmission } from '@/api/database';

/** Saves a file the page made, as a download. */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function DraftAnswers({ request, draft }: { request: ContactSubmission; draft: StoredDraft }) {
  const lang = request.language;
  // The inbox's part and the draft's own document, each a chunk loaded once (null: a kind this version does not know).
  const read = useQuery({
    queryKey: ['draft-summary', request.id, lang],
    queryFn: async () => (await (await loadDraftForStaff()).summariseDraft(draft, lang)) ?? null,
    staleTime: Infinity,
  });
  const [making, setMaking] = useState(false);
  const summary = read.data;

  const makeDocx = async () => {
    setMaking(true);
    try {
      const part = await loadDraftForStaff();
      download(await part.draftDocx(draft, lang), part.docxFileName(request.order_id, draft.kind));
    } catch (err) {
      notifications.show({
        color: 'red',
        title: 'Word file not made',
        message: err instanceof Error ? err.message : String(err),
      });
    } finally {
      setMaking(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="draft-answers">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title id="draft-answers" order={3} size="h4" c="navy.9">
            Draft answers{summary ? `: ${summary.title}` : ''}
          </Title>
          <Button onClick={makeDocx} loading={making} disabled={!summary}>
            Download as Word (.docx)
          </Button>
        </Group>
        {read.isError && (
          <Alert color="red">Could not load the draft's questions. Check the connection and reload.</Alert>
        )}
        {summary === null && <Alert color="saffron">This site does not know drafts of kind {draft.kind}.</Alert>}
        {summary && (
          <Text size="sm" c="gray.7">
            In {lang === 'hi' ? 'Hindi' : 'English'}, the request's language; version {draft.version} of the questions.
          </Text>
        )}
        {summary?.sections.map((section) => (
          <div key={section.title} lang={lang}>
            <Text fw={700} c="navy.9">
              {section.title}
            </Text>
            <dl style={{ margin: 0 }}>
              {section.items.map((item) => (
                <div
                  key={item.label}
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'minmax(10rem, 1fr) 2fr',
                    gap: '0.75rem',
                    padding: '0.25rem 0',
                  }}
                >
                  <Text component="dt" size="sm" c="gray.7">
                    {item.label}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    c={item.blank ? 'gray.7' : undefined}
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {item.value}
                  </Text>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
