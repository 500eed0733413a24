import { Menu } from '@mantine/core';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import { LocalLink } from '@/ui/local-link';
import { documentLinks, otherServiceLinks } from '@/features/content';
import { useT } from '@/ui/use-lang';
import classes from './navbar.module.css';

/** Focus the first item of a menu once it is on screen. */
const focusFirstItem = (dropdown: { current: HTMLElement | null }) =>
  window.setTimeout(
    () => dropdown.current?.querySelector<HTMLElement>('[data-menu-item]:not([data-disabled])')?.focus(),
    20,
  );

/**
 * Mantine Menu with the Legal Documentation submenu; see
 * ServicesMenuButton in Navbar. Keyboard use follows the WAI-ARIA menu button
 * pattern: Enter, Space or Down Arrow opens it on the first item; arrows,
 * Home and End move; Right Arrow, Enter or Space opens the submenu and Left
 * Arrow goes back to its item; Escape closes and returns to Services; Tab
 * closes and moves on from Services.
 */
export function ServicesMenu({ defaultOpened, focused }: { defaultOpened?: boolean; focused?: boolean }) {
  const t = useT();
  const target = useRef<HTMLButtonElement>(null);
  const subItem = useRef<HTMLButtonElement>(null);
  const subDropdown = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  const [subOpened, setSubOpened] = useState(false);
  // It replaced the placeholder button that had the keyboard focus: keep it
  // there. A menu asked for before it had loaded opens now, as if Services
  // were pressed once more: opened after mounting with Services focused, it
  // knows where Escape gives the focus back to.
  useEffect(() => {
    if (focused) target.current?.focus();
    if (defaultOpened) target.current?.click();
  }, [focused, defaultOpened]);

  const setMenuOpened = (open: boolean) => {
    setOpened(open);
    if (!open) setSubOpened(false);
  };

  // Tab leaves the menu from Services: focus goes there first, so the
  // browser's own Tab moves on to the next (or, with Shift, previous) link.
  const leaveOnTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    target.current?.focus({ preventScroll: true });
    setMenuOpened(false);
  };

  return (
    <Menu
      opened={opened}
      onChange={setMenuOpened}
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
        <button
          type="button"
          className={classes.link}
          ref={target}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !opened) {
              event.preventDefault();
              setMenuOpened(true);
            }
          }}
        >
          {t('nav.services')}
          <IconChevronDown size={16} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown onKeyDown={leaveOnTab}>
        <Menu.Sub position="right-start" width={250} opened={subOpened} onChange={setSubOpened}>
          <Menu.Sub.Target>
            <Menu.Sub.Item
              role="menuitem"
              ref={subItem}
              onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                setSubOpened(true);
                focusFirstItem(subDropdown);
              }}
            >
              {t('nav.legalDocumentation')}
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown
            ref={subDropdown}
            onKeyDown={(event) => {
              // Mantine closes the submenu on Left Arrow but loses the focus
              // (it looks for an id its item does not have): move it to the
              // item now, before the submenu it is in goes away.
              if (event.key === 'ArrowLeft') subItem.current?.focus();
            }}
          >
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
