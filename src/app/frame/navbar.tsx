import { Burger, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconScale } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useState, type ComponentType } from 'react';
import { localizePath } from '@/i18n/lang';
import { loadChunk } from '@/platform/load-chunk';
import { SisterProductButton } from './sister-product-button';
import { LanguageToggle } from './language-toggle';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';
import { LocalLink } from '@/ui/local-link';
import { useLang, useT } from '@/ui/use-lang';
import classes from './navbar.module.css';

// The drawer is only needed once a phone user opens it.
const MobileMenu = lazyChunk(() => import('./mobile-menu').then((m) => m.default));

export function Brand() {
  const t = useT();
  return (
    <LocalLink to="/" className={classes.brand}>
      <span className={classes.brandMark}>
        <IconScale size={22} aria-hidden />
      </span>
      <span>
        <span className={classes.brandName}>{t('brand.name')}</span>
      </span>
    </LocalLink>
  );
}

/**
 * The desktop Services dropdown. Mantine's Menu (with its positioning
 * library) is a chunk of its own: the prerendered page shows the same button,
 * and the menu replaces it once loaded, on the first hover, focus or click
 * (which then opens it), so it is not first-load JavaScript.
 */
function ServicesMenuButton() {
  const t = useT();
  const [Menu, setMenu] = useState<ComponentType<{ defaultOpened?: boolean; focused?: boolean }> | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  const lang = useLang();
  const load = useCallback(
    (open: boolean) => {
      if (open) setOpenAtOnce(true);
      loadChunk(() => import('./services-menu')).then(
        (m) => setMenu(() => m.ServicesMenu),
        () => {
          // No menu without its code: a visitor who asked for it gets the
          // list of services on the home page instead (a full page load,
          // which the service worker can answer offline).
          if (open) window.location.assign(`${localizePath('/', lang)}#other-key-services`);
        },
      );
    },
    [lang],
  );
  if (Menu) return <Menu defaultOpened={openAtOnce} focused={focused} />;
  return (
    <button
      type="button"
      className={classes.link}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => load(false)}
      onFocus={() => {
        setFocused(true);
        load(false);
      }}
      onBlur={() => setFocused(false)}
      onClick={() => load(true)}
      onKeyDown={(event) => {
        // Down Arrow opens a menu button too (WAI-ARIA), even before the menu has loaded.
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        load(true);
      }}
    >
      {t('nav.services')}
      <IconChevronDown size={16} aria-hidden />
    </button>
  );
}

/**
 * The phone menu's button and drawer, with their own state so that a tap
 * re-renders only them, not the whole bar. The button turns into a cross in
 * the tap's own frame; the drawer (a portal, a focus trap, a transition)
 * mounts in the frames after it (useDeferredValue), so a slow phone shows
 * that the tap registered at once (<= 100 ms to the next paint at 6x CPU:
 * docs/performance.md, "Taps on a slow phone").
 */
function MenuButton() {
  const t = useT();
  const [menuOpen, menu] = useDisclosure(false);
  const drawerOpen = useDeferredValue(menuOpen);
  return (
    <>
      <Burger
        hiddenFrom="sm"
        opened={menuOpen}
        onClick={menu.toggle}
        aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
      />
      {menuOpen && drawerOpen && (
        // If the drawer's code cannot load, the problem shows under the bar; the menu button closes it.
        <div className={classes.menuProblem}>
          <LazyRegion loading={null} retry={MobileMenu.retry}>
            <MobileMenu opened onClose={menu.close} />
          </LazyRegion>
        </div>
      )}
    </>
  );
}

export function Navbar() {
  const t = useT();
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Brand />
        <nav aria-label={t('nav.mainLabel')} className={`${classes.links} ${classes.desktopOnly}`}>
          <LocalLink to="/" className={classes.link} activeOptions={{ exact: true }}>
            {t('nav.home')}
          </LocalLink>
          <ServicesMenuButton />
          <LocalLink to="/about" className={classes.link}>
            {t('nav.about')}
          </LocalLink>
          <LocalLink to="/blog" className={classes.link}>
            {t('nav.blog')}
          </LocalLink>
          <LocalLink to="/contact-us" className={classes.link}>
            {t('nav.contact')}
          </LocalLink>
        </nav>
        <div className={classes.actions}>
          <span className={classes.desktopOnly}>
            <SisterProductButton />
          </span>
          <LanguageToggle />
          <MenuButton />
        </div>
      </Container>
    </header>
  );
}
