/**
 * "Cover part of this picture" (docs/security.md, "Papers"): the client
 * drags boxes over what should not be sent (an Aadhaar's first eight
 * digits); Done has the photo made small again from the original with the
 * boxes painted in (./shrink-draw.ts), so what leaves the phone never held
 * the covered part.
 */
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ChosenPaper } from './keep';
import type { Cover } from './shrink-draw';
import { useDataUrl } from './data-url';

export interface CoverToolProps {
  paper: ChosenPaper;
  /** The photo made small, uncovered: the boxes are fractions of it, which the original shares. */
  picture: ArrayBuffer;
  onDone: (covers: Cover[]) => void;
  onCancel: () => void;
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

export function CoverTool({ paper, picture, onDone, onCancel }: CoverToolProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [covers, setCovers] = useState<Cover[]>([]);
  const [drawing, setDrawing] = useState<Cover | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const src = useDataUrl(picture, 'image/jpeg');
  // The area is shown, and drawn on, once the picture has its size: a box drawn before would be a
  // fraction of an empty area.
  const [shown, setShown] = useState(false);

  const at = (event: PointerEvent) => {
    const box = area.current!.getBoundingClientRect();
    return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
  };
  const boxFrom = (a: { x: number; y: number }, b: { x: number; y: number }): Cover => ({
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    w: Math.abs(a.x - b.x),
    h: Math.abs(a.y - b.y),
  });

  return (
    <Stack gap="xs" p="sm" style={{ border: '2px solid var(--mantine-color-navy-6)', borderRadius: 8 }}>
      <Title order={4} size="h6">
        {intl.formatMessage({ id: 'papers.cover.title' })}
      </Title>
      <Text size="sm">{intl.formatMessage({ id: 'papers.cover.help' })}</Text>
      {!shown && <Loader size="sm" />}
      <div
        ref={area}
        role="img"
        aria-label={intl.formatMessage({ id: 'papers.cover.picture' })}
        data-testid="cover-area"
        style={{
          position: 'relative',
          touchAction: 'none',
          userSelect: 'none',
          cursor: 'crosshair',
          lineHeight: 0,
          ...(shown ? {} : { display: 'none' }),
        }}
        onPointerDown={(event) => {
          if (!shown) return;
          area.current!.setPointerCapture(event.pointerId);
          start.current = at(event);
          setDrawing(boxFrom(start.current, start.current));
        }}
        onPointerMove={(event) => start.current && setDrawing(boxFrom(start.current, at(event)))}
        onPointerUp={(event) => {
          if (!start.current) return;
          const box = boxFrom(start.current, at(event));
          start.current = null;
          setDrawing(null);
          if (box.w > 0.01 && box.h > 0.01) setCovers((list) => [...list, box]);
        }}
      >
        {src && (
          <img
            src={src}
            alt={paper.name}
            style={{ width: '100%', height: 'auto' }}
            draggable={false}
            onLoad={() => setShown(true)}
          />
        )}
        {[...covers, ...(drawing ? [drawing] : [])].map((c, i) => (
          <div
            key={i}
            style={{
              position: 'absolute',
              left: `${c.x * 100}%`,
              top: `${c.y * 100}%`,
              width: `${c.w * 100}%`,
              height: `${c.h * 100}%`,
              background: '#000',
            }}
          />
        ))}
      </div>
      <Text size="sm" aria-live="polite">
        {t('papers.cover.boxes', { count: covers.length })}
      </Text>
      <Group gap="xs">
        <Button size="sm" onClick={() => onDone(covers)}>
          {intl.formatMessage({ id: 'papers.cover.done' })}
        </Button>
        <Button
          size="sm"
          variant="light"
          disabled={covers.length === 0}
          onClick={() => setCovers((l) => l.slice(0, -1))}
        >
          {intl.formatMessage({ id: 'papers.cover.undo' })}
        </Button>
        <Button size="sm" variant="subtle" onClick={onCancel}>
          {intl.formatMessage({ id: 'papers.cover.cancel' })}
        </Button>
      </Group>
    </Stack>
  );
}
