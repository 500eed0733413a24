import { Group, Paper, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useT } from './use-lang';

/**
 * A part of the page that could not load (LazyRegion): what happened, in the
 * page's language, a button to try again and, where given, what else the
 * visitor can do. role="status": a screen reader hears it without losing
 * its place.
 */
export function RegionProblem({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" role="status" data-region-problem="">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconWifiOff size={22} aria-hidden style={{ flexShrink: 0 }} />
        <div>
          <Text fw={600}>{t('region.failed')}</Text>
          {children}
          <Button
            mt="sm"
            size="sm"
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            {t('action.tryAgain')}
          </Button>
        </div>
      </Group>
    </Paper>
  );
}
