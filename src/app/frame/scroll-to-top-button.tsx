import { Button } from '@/ui/button';
import { IconArrowUp } from '@tabler/icons-react';
import { useT } from '@/ui/use-lang';

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
        // The keyboard goes back to the top with the view: the next Tab
        // reaches the skip link, as on a page just opened.
        const body = document.body;
        body.tabIndex = -1;
        body.focus({ preventScroll: true });
        body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
      }}
    >
      {t('footer.backToTop')}
    </Button>
  );
}
