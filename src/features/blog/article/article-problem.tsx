import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LocalLink } from '@/ui/local-link';
import type { ArticleLoad } from '../route/article-data';
import { useBlogT } from '../messages';
import { showBlogToast } from '../data/notify';

type Problem = Exclude<ArticleLoad, { state: 'found' }>;

/**
 * An article that cannot be shown: not found (toast, then the
 * not-found page with a way back to the blog), not saved for offline reading,
 * or failed to load. Never a crash or an endless spinner.
 */
export function ArticleProblem({ load }: { load: Problem }) {
  const t = useBlogT();
  const intl = useIntl();
  const router = useRouter();
  const href = useRouterState({ select: (s) => s.location.href });

  useEffect(() => {
    if (load.state === 'not-found') void showBlogToast('notFound', intl);
    if (load.state === 'error') void showBlogToast(load.unexpected ? 'unexpected' : 'postFailed', intl);
    // Once per address and outcome, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, load]);

  // Offline and not saved: try again by itself when the connection returns.
  useEffect(() => {
    if (load.state !== 'unavailable-offline') return;
    const retry = () => void router.invalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [load.state, router]);

  const retryButton = (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={() => void router.invalidate()}
    >
      {t('blog.error.retry')}
    </Button>
  );

  const content =
    load.state === 'not-found'
      ? {
          mark: (
            <Text fz={72} fw={900} c="navy.8" lh={1}>
              404
            </Text>
          ),
          title: t('blog.notFound.title'),
          text: t('blog.notFound.text'),
          extra: null,
        }
      : load.state === 'unavailable-offline'
        ? {
            mark: <IconWifiOff size={56} stroke={1.4} aria-hidden />,
            title: t('blog.article.unavailableTitle'),
            text: t('blog.article.unavailableText'),
            extra: retryButton,
          }
        : {
            mark: <IconAlertTriangle size={56} stroke={1.4} aria-hidden />,
            title: t('blog.error.post'),
            text: t('blog.article.errorText'),
            extra: retryButton,
          };

  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" c="navy.7">
        {content.mark}
        <Title order={1} c="navy.9">
          {content.title}
        </Title>
        <Text c="gray.7" maw={520}>
          {content.text}
        </Text>
        <Group justify="center" mt="md">
          <Button component={LocalLink} to="/blog" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('blog.back')}
          </Button>
          {content.extra}
        </Group>
      </Stack>
    </Container>
  );
}
