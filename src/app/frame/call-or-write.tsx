import { Anchor, Group, Text } from '@mantine/core';
import { business } from '@/business/config';
import { useT } from '@/ui/use-lang';
import { WhatsAppButton } from '@/ui/whatsapp-button';

/** Where a form cannot load: the other ways to send a request (the request form, a draft's "Send to the firm"). */
export function CallOrWrite() {
  const t = useT();
  return (
    <>
      <Text mt={4}>{t('region.formAlternatives')}</Text>
      <Group gap="sm" mt="xs">
        <Anchor href={`tel:${business.phone.replace(/\s/g, '')}`} fw={600}>
          {business.phone}
        </Anchor>
        <WhatsAppButton size="xs" />
      </Group>
    </>
  );
}
