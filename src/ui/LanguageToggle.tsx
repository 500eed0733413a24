import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconLanguage } from '@tabler/icons-react';
import { LANG_STORAGE_KEY, localizePath, otherLang } from '../i18n/lang';
import { useLang, useNeutralPath, useT } from './useLang';
import classes from './Navbar.module.css';

/**
 * Goes to the same page in the other language and remembers the choice
 * (main.tsx honours it on the next visit). Labelled with the other language.
 */
export function LanguageToggle({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const lang = useLang();
  const target = otherLang(lang);
  const path = useNeutralPath();
  return (
    <Button
      component={Link}
      to={localizePath(path, target)}
      search={true}
      hrefLang={target}
      lang={target}
      aria-label={t('lang.toggleLabel')}
      variant="light"
      size="sm"
      leftSection={<IconLanguage size={18} aria-hidden className={classes.toggleIcon} />}
      onClick={() => {
        try {
          window.localStorage.setItem(LANG_STORAGE_KEY, target);
        } catch {
          // Private mode: the choice just is not remembered.
        }
        onNavigate?.();
      }}
    >
      {t('lang.toggle')}
    </Button>
  );
}
