import { Button } from './button';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsappLink } from '../business/config';
import { useT } from './use-lang';

/** 'Chat on WhatsApp': the chat link as a button, in the chat green. */
export function WhatsAppButton({ size }: { size: 'xs' | 'md' }) {
  const t = useT();
  return (
    <Button
      component="a"
      href={whatsappLink()}
      target="_blank"
      rel="noopener noreferrer"
      color="chat"
      size={size}
      leftSection={<IconBrandWhatsapp size={size === 'xs' ? 16 : 20} aria-hidden />}
    >
      {t('footer.chat')}
    </Button>
  );
}
