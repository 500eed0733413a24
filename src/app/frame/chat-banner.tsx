import { CloseButton, Container, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@/ui/use-lang';
import { WhatsAppButton } from '@/ui/whatsapp-button';
import classes from './chat-banner.module.css';

/** Sticky chat banner with the WhatsApp-style chat link. */
export function ChatBanner() {
  const t = useT();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <aside className={classes.banner} aria-label={t('footer.chat')}>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" fw={600} className={classes.text}>
            {t('chatBanner.text')}
          </Text>
          <Group gap={6} wrap="nowrap" className={classes.actions}>
            <WhatsAppButton size="xs" />
            <CloseButton size="md" aria-label={t('chatBanner.close')} onClick={() => setHidden(true)} />
          </Group>
        </Group>
      </Container>
    </aside>
  );
}
