import { Badge, Burger, Button, Container, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconExternalLink, IconScale } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { business } from '../lib/config';
import { LanguageToggle } from './LanguageToggle';
import { LocalLink } from './LocalLink';
import { documentLinks, otherServiceLinks } from './nav-links';
import { useT } from './useLang';
import classes from './Navbar.module.css';

// The drawer is only needed once a phone user opens it.
const MobileMenu = lazy(() => import('./MobileMenu'));

export function Brand() {
  const t = useT();
  return (
    <LocalLink to="/" className={classes.brand} aria-label={t('nav.home')}>
      <span className={classes.brandMark}>
        <IconScale size={22} aria-hidden />
      </span>
      <span>
        <span className={classes.brandName}>{t('brand.name')}</span>
      </span>
    </LocalLink>
  );
}

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

function ServicesMenu() {
  const t = useT();
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal shadow="md" width={290}>
      <Menu.Target>
        <button type="button" className={classes.link}>
          {t('nav.services')}
          <IconChevronDown size={16} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Sub position="right-start" width={250}>
          <Menu.Sub.Target>
            <Menu.Sub.Item>{t('nav.legalDocumentation')}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            <Menu.Item component={LocalLink} to="/services/legal-documentation" fw={600}>
              {t('service.legal-documentation')}
            </Menu.Item>
            <Menu.Divider />
            {documentLinks.map((link) => (
              <Menu.Item key={link.to} component={LocalLink} to={link.to}>
                {t(link.label)}
              </Menu.Item>
            ))}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        {otherServiceLinks.map((link) => (
          <Menu.Item key={link.to} component={LocalLink} to={link.to}>
            {t(link.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function Navbar() {
  const t = useT();
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Brand />
        <nav aria-label={t('nav.mainLabel')} className={`${classes.links} ${classes.desktopOnly}`}>
          <LocalLink to="/" className={classes.link} activeOptions={{ exact: true }}>
            {t('nav.home')}
          </LocalLink>
          <ServicesMenu />
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
          <Burger
            hiddenFrom="sm"
            opened={menuOpen}
            onClick={menu.toggle}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </div>
      </Container>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}
