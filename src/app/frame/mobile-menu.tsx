import { Collapse, Drawer, Stack } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MOBILE_MENU_BREAKPOINT_PX } from '@/business/config';
import type { MessageId } from '@/i18n/messages';
import { LocalLink } from '@/ui/local-link';
import { SisterProductButton } from './sister-product-button';
import { documentLinks, otherServiceLinks, type NavLink } from '@/features/content';
import { useT } from '@/ui/use-lang';
import classes from './navbar.module.css';

interface Subsection {
  id: string;
  label: MessageId;
  links: NavLink[];
}
interface Section {
  id: string;
  label: MessageId;
  subsections: Subsection[];
  links: NavLink[];
}

const sections: Section[] = [
  {
    id: 'services',
    label: 'nav.services',
    subsections: [
      {
        id: 'legal-documentation',
        label: 'nav.legalDocumentation',
        links: [{ to: '/services/legal-documentation', label: 'service.legal-documentation' }, ...documentLinks],
      },
    ],
    links: otherServiceLinks,
  },
  {
    id: 'about',
    label: 'nav.about',
    subsections: [],
    links: [
      { to: '/about', label: 'page.about.title' },
      { to: '/faqs', label: 'nav.faqs' },
      { to: '/privacy-policy', label: 'footer.privacy' },
      { to: '/terms-of-use', label: 'footer.terms' },
    ],
  },
];

function Toggle({ label, open, onClick, sub }: { label: string; open: boolean; onClick: () => void; sub?: boolean }) {
  return (
    <button
      type="button"
      className={sub ? classes.mobileSubLink : classes.mobileLink}
      aria-expanded={open}
      onClick={onClick}
    >
      {label}
      <IconChevronDown size={18} className={classes.chevron} data-open={open} aria-hidden />
    </button>
  );
}

/**
 * The phone menu: expandable sections, at most one section and one
 * subsection open; any link closes it, and so does a window 768 px or wider.
 */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const [openSection, setOpenSection] = useState<string | null>(null);
  const [openSubsection, setOpenSubsection] = useState<string | null>(null);
  const wide = useMediaQuery(`(min-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`);

  useEffect(() => {
    if (wide) onClose();
  }, [wide, onClose]);

  // The drawer unmounts as soon as it closes, before Mantine could return the
  // focus: send it back to what opened the menu (the burger) ourselves, so
  // Escape, the close button or a link never leave the keyboard at the page top.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) opener?.focus({ preventScroll: true });
      });
    },
    [opener],
  );

  const toggleSection = (id: string) => {
    setOpenSection((current) => (current === id ? null : id));
    setOpenSubsection(null);
  };

  const link = (item: NavLink, sub = false) => (
    <LocalLink
      key={item.to}
      to={item.to}
      className={sub ? classes.mobileSubLink : classes.mobileLink}
      onClick={onClose}
    >
      {t(item.label)}
    </LocalLink>
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(22rem, 100%)"
      id="mobile-menu"
      title={t('brand.name')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      classNames={{ content: classes.drawerContent }}
    >
      <nav aria-label={t('nav.mainLabel')} className={classes.drawerNav}>
        <Stack gap={2}>
          {link({ to: '/', label: 'nav.home' })}
          {sections.map((section) => (
            <div key={section.id} data-section={section.id}>
              <Toggle
                label={t(section.label)}
                open={openSection === section.id}
                onClick={() => toggleSection(section.id)}
              />
              <Collapse expanded={openSection === section.id} keepMounted={false}>
                <div className={classes.mobileSub}>
                  {section.subsections.map((subsection) => (
                    <div key={subsection.id} data-subsection={subsection.id}>
                      <Toggle
                        sub
                        label={t(subsection.label)}
                        open={openSubsection === subsection.id}
                        onClick={() => setOpenSubsection((c) => (c === subsection.id ? null : subsection.id))}
                      />
                      <Collapse expanded={openSubsection === subsection.id} keepMounted={false}>
                        <div className={classes.mobileSub}>{subsection.links.map((l) => link(l, true))}</div>
                      </Collapse>
                    </div>
                  ))}
                  {section.links.map((l) => link(l, true))}
                </div>
              </Collapse>
            </div>
          ))}
          {link({ to: '/blog', label: 'nav.blog' })}
          {link({ to: '/contact-us', label: 'nav.contact' })}
          <div style={{ paddingTop: 12 }}>
            <SisterProductButton fullWidth />
          </div>
        </Stack>
      </nav>
    </Drawer>
  );
}
