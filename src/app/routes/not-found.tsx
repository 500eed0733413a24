import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Button } from '@/ui/button';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LocalLink } from '@/ui/local-link';
import { useT } from '@/ui/use-lang';

/** 404, 'Page not found', its sentence, two buttons; logs the path; scrolls to top. */
export function NotFoundPage() {
  const t = useT();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={900} c="navy.8" lh={1}>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="gray.7" maw={520}>
          {t('notFound.text')}
        </Text>
        <Group justify="center" mt="md">
          <Button component={LocalLink} to="/">
            {t('notFound.home')}
          </Button>
          <Button variant="default" onClick={() => router.history.back()}>
            {t('notFound.back')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
