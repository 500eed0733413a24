/**
 * The papers a client adds to a request (docs/architecture.md, "A paper,
 * from the camera to the inbox"): the camera or files; each read by its
 * bytes (./sniff.ts), a photo made small in a worker (./shrink.ts), shown
 * with its size before and after, covered in part (./cover-tool.tsx) or
 * removed before sending. Nothing here is kept yet: the form keeps the
 * papers with the request when it is sent (./keep.ts).
 */
import '@/i18n/late/papers';
import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PAPERS_PER_REQUEST } from '@/business/config';
import type { ChosenPaper } from './keep';
import { sniff } from './sniff';
import { shrinkPhoto } from './shrink';
import { formatBytes } from './format';
import { CoverTool } from './cover-tool';
import { coverInProgress } from './covering';
import { useDataUrl } from './data-url';
import type { Cover } from './shrink-draw';

/** A PDF larger than this is refused (the bucket's limit). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.heic,.heif';

/**
 * Asks the browser not to clear the site's data when space runs low (answered
 * once per site), as papers are chosen: here, not in ./keep.ts, which the
 * first tap would then download with its database and API code.
 */
function askToPersist(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

export interface PapersPickerProps {
  papers: ChosenPaper[];
  onChange: (papers: ChosenPaper[]) => void;
}

export function PapersPicker({ papers, onChange }: PapersPickerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [problems, setProblems] = useState<string[]>([]);
  const [working, setWorking] = useState<string | null>(null);
  const [covering, setCovering] = useState<string | null>(null);
  /** Each photo's original, to cover again from the full picture, and its small copy uncovered (in memory only). */
  const [originals, setOriginals] = useState<Record<string, { original: ArrayBuffer; plain: ArrayBuffer }>>({});
  // The list as last given, for the handlers that finish after a photo is made small.
  const latest = useRef(papers);
  useEffect(() => {
    latest.current = papers;
  }, [papers]);

  const add = async (files: File[]) => {
    askToPersist();
    const found: string[] = [];
    for (const file of files) {
      if (latest.current.length >= PAPERS_PER_REQUEST) {
        found.push(t('papers.tooMany'));
        break;
      }
      const name = file.name || 'photo.jpg';
      const original = await file.arrayBuffer();
      const kind = sniff(new Uint8Array(original.slice(0, 16)));
      if ('problem' in kind) {
        found.push(t(`papers.${kind.problem}`, { name }));
        continue;
      }
      const id = crypto.randomUUID();
      let paper: ChosenPaper;
      if (kind.type === 'application/pdf') {
        if (original.byteLength > MAX_FILE_BYTES) {
          found.push(t('papers.tooLarge', { name }));
          continue;
        }
        paper = { id, name, type: kind.type, bytes: original, sizeBefore: file.size };
      } else {
        setWorking(name);
        try {
          const shrunk = await shrinkPhoto(original);
          setOriginals((kept) => ({ ...kept, [id]: { original, plain: shrunk.bytes.slice(0) } }));
          paper = { id, name, type: 'image/jpeg', bytes: shrunk.bytes, sizeBefore: file.size };
        } catch {
          found.push(t('papers.unreadable', { name }));
          continue;
        } finally {
          setWorking(null);
        }
      }
      latest.current = [...latest.current, paper];
      onChange(latest.current);
    }
    setProblems(found);
  };

  const remove = (id: string) => {
    setOriginals(({ [id]: _dropped, ...kept }) => kept);
    onChange(papers.filter((p) => p.id !== id));
  };

  const cover = async (id: string, covers: Cover[]) => {
    setCovering(null);
    const kept = originals[id];
    if (!kept) return;
    const name = latest.current.find((p) => p.id === id)?.name ?? '';
    setWorking(name);
    const covered = shrinkPhoto(kept.original, covers).then(
      (shrunk) => shrunk.bytes,
      () => null,
    );
    // Until it is made, a Send keeps this cover's bytes, not the uncovered copy (./covering.ts).
    coverInProgress(id, covered);
    const bytes = await covered;
    setWorking(null);
    if (bytes === null) {
      setProblems([t('papers.unreadable', { name })]);
      onChange(latest.current.filter((p) => p.id !== id));
      return;
    }
    onChange(latest.current.map((p) => (p.id === id ? { ...p, bytes } : p)));
  };

  const coveringPaper = papers.find((p) => p.id === covering);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5" c="navy.9">
          {t('papers.title')}
        </Title>
        {/* A Paper, not an Alert: the site's one stylesheet has Paper's styles, and would grow by Alert's. */}
        <Paper bg="saffron.0" p="xs" radius="sm">
          <Text size="sm">{t('papers.aadhaar')}</Text>
        </Paper>
        <Group gap="xs">
          <FileButton onChange={(files) => void add(files)} accept="image/*" capture="environment" multiple>
            {(props) => (
              <Button {...props} variant="filled" color="navy">
                {t('papers.camera')}
              </Button>
            )}
          </FileButton>
          <FileButton onChange={(files) => void add(files)} accept={ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="light" color="navy">
                {t('papers.files')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="sm" c="gray.7">
          {t('papers.types')}
        </Text>
        <div aria-live="polite">
          {working && <Text size="sm">{t('papers.working', { name: working })}</Text>}
          {problems.map((problem) => (
            <Text key={problem} size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          ))}
        </div>
        {coveringPaper && (
          <CoverTool
            paper={coveringPaper}
            picture={originals[coveringPaper.id]!.plain}
            onDone={(covers) => void cover(coveringPaper.id, covers)}
            onCancel={() => setCovering(null)}
          />
        )}
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {papers.map((paper) => (
            <PaperRow
              key={paper.id}
              paper={paper}
              onRemove={() => remove(paper.id)}
              onCover={originals[paper.id] ? () => setCovering(paper.id) : undefined}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function PaperRow({
  paper,
  onRemove,
  onCover,
}: {
  paper: ChosenPaper;
  onRemove: () => void;
  onCover?: (() => void) | undefined;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const preview = useDataUrl(paper.type === 'application/pdf' ? null : paper.bytes, paper.type);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="center">
      {preview ? (
        <Image src={preview} alt="" w={56} h={56} fit="cover" radius="sm" />
      ) : (
        <Text fw={700} c="red.8" w={56} ta="center">
          PDF
        </Text>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {paper.name}
        </Text>
        <Text size="xs" c="gray.7">
          {t('papers.size', {
            before: formatBytes(paper.sizeBefore, intl.locale),
            after: formatBytes(paper.bytes.byteLength, intl.locale),
          })}
        </Text>
      </div>
      {onCover && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={onCover}
          aria-label={t('papers.coverLabel', { name: paper.name })}
        >
          {t('papers.cover')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={t('papers.removeLabel', { name: paper.name })}
      >
        {t('papers.remove')}
      </Button>
    </Group>
  );
}
