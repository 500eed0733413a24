/** Staff sign-in with Supabase Auth (e-mail and password of a user the firm added). */
import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { focusFirstInvalidField } from '@/ui/focus-first-invalid';
import { getStaffClient } from './staff-client';

export function SignIn() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (v.includes('@') ? null : 'Enter your e-mail address.'),
      password: (v) => (v ? null : 'Enter your password.'),
    },
  });
  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    try {
      const db = await getStaffClient();
      const { error: failed } = await db.auth.signInWithPassword({ email: email.trim(), password });
      if (failed)
        setError(failed.message === 'Invalid login credentials' ? 'Wrong e-mail or password.' : failed.message);
    } catch {
      setError(navigator.onLine ? 'Could not reach the server. Try again.' : 'You are offline.');
    } finally {
      setBusy(false);
    }
  }, focusFirstInvalidField);

  return (
    <Paper withBorder radius="lg" p="xl" maw={420} mx="auto" shadow="sm">
      <form onSubmit={submit} noValidate aria-labelledby="staff-sign-in">
        <Stack gap="md">
          <Title id="staff-sign-in" order={2} size="h3" c="navy.9">
            Staff sign-in
          </Title>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="E-mail" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show the password' }}
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
