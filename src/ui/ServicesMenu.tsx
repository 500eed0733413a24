import { Menu } from '@mantine/core';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { useEffect, useRef } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import { LocalLink } from './LocalLink';
import { documentLinks, otherServiceLinks } from './nav-links';
import { useT } from './useLang';
import classes from './Navbar.module.css';

/** Mantine Menu with the Legal Documentation submenu (spec §2); see ServicesMenuButton in Navbar. */
export function ServicesMenu({ defaultOpened, focused }: { defaultOpened?: boolean; focused?: boolean }) {
  const t = useT();
  const target = useRef<HTMLButtonElement>(null);
  // It replaced the placeholder button that had the keyboard focus: keep it there.
  useEffect(() => {
    if (focused) target.current?.focus();
  }, [focused]);
  return (
    <Menu
      defaultOpened={defaultOpened}
      // No initial-focus placeholder (role=presentation) inside role=menu: it
      // breaks axe's aria-required-children. Arrow keys still reach the items.
      withInitialFocusPlaceholder={false}
      trigger="click-hover"
      openDelay={50}
      closeDelay={150}
      position="bottom-start"
      withinPortal
      shadow="md"
      width={290}
    >
      <Menu.Target>
        <button type="button" className={classes.link} ref={target}>
          {t('nav.services')}
          <IconChevronDown size={16} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Sub position="right-start" width={250}>
          <Menu.Sub.Target>
            <Menu.Sub.Item role="menuitem">{t('nav.legalDocumentation')}</Menu.Sub.Item>
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
