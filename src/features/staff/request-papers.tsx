/**
 * A request's papers in the inbox (docs/security.md, "Papers"): each with its
 * type, size and whether its bytes were checked; a picture or PDF opens
 * through a short-lived link once the read is logged; a paper can be deleted.
 * Below, the finished document (PDF or .docx): marking the request Ready
 * then tells the client where to download it (docs/request-tracking.md,
 * "The finished document").
 */
import { Alert, Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dataUrl } from '../papers';
import { attachDocument, deletePaper, listRequestPapers, readPaper, type StaffPaper } from '@/api/staff-papers';
import { formatDate } from './labels';
import { getStaffClient } from './staff-client';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function RequestPapers({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const papers = useQuery({
    queryKey: ['papers', orderId],
    queryFn: async () => listRequestPapers(await getStaffClient(), orderId),
    refetchInterval: (query) => (query.state.data?.some((p) => !p.checked) ? 5000 : false),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [attached, setAttached] = useState<string | null>(null);

  const attach = async (file: File | null) => {
    if (!file) return;
    try {
      const until = await attachDocument(await getStaffClient(), orderId, file);
      setProblem(null);
      setAttached(
        `${file.name} attached; the client can download it until ${formatDate(until)}. Marking the request Ready tells them where (a request already Ready: they are told now).`,
      );
      // The announcement is among the request's messages.
      await queryClient.invalidateQueries({ queryKey: ['request', orderId] });
    } catch (err) {
      setProblem((err as Error).message);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4" c="navy.9">
          Papers from the client
        </Title>
        {papers.isPending && <Text>Loading...</Text>}
        {papers.data?.length === 0 && <Text c="gray.7">No papers.</Text>}
        {papers.data?.map((paper) => (
          <PaperItem
            key={paper.objectName}
            paper={paper}
            onDeleted={() => void queryClient.invalidateQueries({ queryKey: ['papers', orderId] })}
            onProblem={setProblem}
          />
        ))}
        <Title order={3} size="h4" c="navy.9" mt="sm">
          The finished document
        </Title>
        <FileButton onChange={(file) => void attach(file)} accept="application/pdf,.docx">
          {(props) => (
            <Button {...props} variant="light" style={{ alignSelf: 'flex-start' }}>
              Attach the document (PDF or .docx)
            </Button>
          )}
        </FileButton>
        {attached && <Alert color="green">{attached}</Alert>}
        {problem && <Alert color="red">{problem}</Alert>}
      </Stack>
    </Paper>
  );
}

function PaperItem({
  paper,
  onDeleted,
  onProblem,
}: {
  paper: StaffPaper;
  onDeleted: () => void;
  onProblem: (p: string) => void;
}) {
  const [picture, setPicture] = useState<string | null>(null);
  const name = paper.objectName.split('/').pop()!;
  const open = async () => {
    try {
      const blob = await readPaper(await getStaffClient(), paper.objectName);
      if (paper.contentType === 'application/pdf') {
        // A PDF opens in the browser's viewer, from this tab's memory (a blob: navigation, not an image).
        const url = URL.createObjectURL(blob);
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else setPicture(await dataUrl(blob, paper.contentType));
    } catch (err) {
      onProblem((err as Error).message);
    }
  };
  const remove = async () => {
    if (!window.confirm(`Delete ${name}? The client's file is gone for good.`)) return;
    try {
      await deletePaper(await getStaffClient(), paper.objectName);
      onDeleted();
    } catch (err) {
      onProblem((err as Error).message);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Text fw={600}>{paper.contentType === 'application/pdf' ? 'PDF' : 'Picture'}</Text>
        <Text size="sm" c="gray.7">
          {kb(paper.size)} · {formatDate(paper.createdAt)} ·{' '}
          {paper.checked === 'checked'
            ? 'bytes checked'
            : paper.checked === 'refused'
              ? 'refused: not its type'
              : 'being checked'}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void open()} disabled={paper.checked === 'refused'}>
          {paper.contentType === 'application/pdf' ? `Open ${name}` : `View ${name}`}
        </Button>
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => void remove()}>
          Delete
        </Button>
      </Group>
      {picture && <Image src={picture} alt={`Paper ${name}`} maw={480} radius="sm" />}
    </Stack>
  );
}
