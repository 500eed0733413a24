/**
 * What every inbox page stands in: its own TanStack Query client, the
 * sign-in when no one is signed in, a refusal for a user who is not staff,
 * and the signed-in member's name with a way to sign out.
 */
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import alertCss from '@mantine/core/styles/Alert.css?inline';
import checkboxCss from '@mantine/core/styles/Checkbox.css?inline';
import paginationCss from '@mantine/core/styles/Pagination.css?inline';
import passwordInputCss from '@mantine/core/styles/PasswordInput.css?inline';
import timelineCss from '@mantine/core/styles/Timeline.css?inline';
// In the site stylesheet already (the request form, the blog): Badge, Combobox, Input, SimpleGrid.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isStaff, listStaff } from '@/api/staff';
import { PageStyles } from '@/ui/page-styles';
import { SignIn } from './sign-in';
import { getStaffClient, useStaffSession } from './staff-client';

export function StaffFrame({ children }: { children: ReactNode }) {
  const [queries] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } }),
  );
  return (
    <QueryClientProvider client={queries}>
      <PageStyles css={[alertCss, checkboxCss, paginationCss, passwordInputCss, timelineCss]} />
      <Container size="lg" py="xl">
        <Gate>{children}</Gate>
      </Container>
    </QueryClientProvider>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  const userId = session?.user.id;
  const staff = useQuery({
    queryKey: ['is-staff', userId],
    enabled: userId !== undefined,
    queryFn: async () => {
      const db = await getStaffClient();
      if (!(await isStaff(db))) return null;
      return (await listStaff(db)).find((s) => s.user_id === userId) ?? null;
    },
  });
  const signOut = async () => void (await (await getStaffClient()).auth.signOut());

  if (session === undefined) return <Text>Loading...</Text>;
  if (session === null) return <SignIn />;
  if (staff.isPending) return <Text>Checking your access...</Text>;
  if (staff.isError) return <Alert color="red">Could not check your access. Check the connection and reload.</Alert>;
  if (!staff.data) {
    return (
      <Stack>
        <Alert color="red" title="Not a staff account">
          {session.user.email} is signed in but is not on the firm&apos;s staff list.
        </Alert>
        <Button variant="light" onClick={() => void signOut()} style={{ alignSelf: 'flex-start' }}>
          Sign out
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2" c="navy.9">
          Requests inbox
        </Title>
        <Group gap="sm">
          <Text size="sm" c="gray.7">
            {staff.data.name}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void signOut()}>
            Sign out
          </Button>
        </Group>
      </Group>
      {children}
    </Stack>
  );
}
