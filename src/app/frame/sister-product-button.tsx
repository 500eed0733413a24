import { Badge } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { business } from '@/business/config';
import { Button } from '@/ui/button';
import { useT } from '@/ui/use-lang';

/** The link to the firm's sister product, in the navbar and the mobile menu. */
export function SisterProductButton({ fullWidth }: { fullWidth?: boolean }) {
  const t = useT();
  return (
    <Button
      component="a"
      href={business.sisterProductUrl}
      target="_blank"
      rel="noopener noreferrer"
      title={t('nav.sisterProductTitle')}
      color="saffron"
      size="sm"
      fullWidth={fullWidth}
      leftSection={
        <Badge color="white" c="saffron" size="xs" variant="filled">
          {t('nav.newBadge')}
        </Badge>
      }
      rightSection={<IconExternalLink size={15} aria-hidden />}
    >
      {t('nav.sisterProduct')}
    </Button>
  );
}
