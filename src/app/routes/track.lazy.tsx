import { Container, Grid, Paper } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import '@mantine/core/styles/Grid.css';
import { useId } from 'react';
import { MyRequests, TRACKING_CSS, TrackForm } from '@/features/tracking';
import { PageStyles } from '@/ui/page-styles';
import { useHydrated } from '@/ui/hydrated';
import { PageHeader } from '@/ui/page-header';
import { useT } from '@/ui/use-lang';

/**
 * /track: the form that shows one request's status, and beside it (below on
 * a phone) the requests sent from this device. Prerendered as a shell: what
 * depends on this device and the address's ?order= fills in once hydrated.
 */
export function TrackPage() {
  const t = useT();
  const { order } = useSearch({ from: '/{-$lang}/track' });
  const hydrated = useHydrated();
  const mineId = useId();
  return (
    <>
      <PageStyles css={TRACKING_CSS} />
      <PageHeader title={t('page.track.title')} lead={t('page.track.lead')} />
      <Container size="lg" py="xl">
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
              <TrackForm orderId={hydrated ? order : undefined} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <section id="my-requests" aria-labelledby={mineId}>
              <MyRequests headingId={mineId} />
            </section>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
