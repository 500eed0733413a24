import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useT } from './useLang';

export function ScrollToTopButton() {
  const t = useT();
  return (
    <Button
      variant="subtle"
      color="navy.1"
      size="sm"
      leftSection={<IconArrowUp size={16} aria-hidden />}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      {t('footer.backToTop')}
    </Button>
  );
}
