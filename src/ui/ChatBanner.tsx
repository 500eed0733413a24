import { Button, CloseButton, Container, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { whatsappLink } from '../lib/config';
import { useT } from './useLang';
import classes from './ChatBanner.module.css';

/** Sticky chat banner (spec §2) with the WhatsApp-style chat link. */
export function ChatBanner() {
  const t = useT();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <aside className={classes.banner} aria-label={t('chatBanner.button')}>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" fw={600} className={classes.text}>
            {t('chatBanner.text')}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Button
              component="a"
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              color="chat"
              size="xs"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            >
              {t('chatBanner.button')}
            </Button>
            <CloseButton size="sm" aria-label={t('chatBanner.close')} onClick={() => setHidden(true)} />
          </Group>
        </Group>
      </Container>
    </aside>
  );
}
