import { Button } from '../../ui/button';
import { Link, useMatches } from '@tanstack/react-router';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { hasOneLanguage, LANG_STORAGE_KEY, localizePath, otherLang } from '../../i18n/lang';
import { useHydrated } from '../../ui/hydrated';
import { useLang, useNeutralPath, useT } from '../../ui/use-lang';
import classes from './navbar.module.css';

/**
 * Set when the toggle is used from the keyboard focus: the frame renders anew
 * in the other language (its messages load first), which would drop the
 * focus to the top of the page; the new toggle takes it back.
 */
let refocusAfterSwitch = false;

/**
 * Where a page says the toggle goes, when that is not the same page in the
 * other language: a blog article names its translation, or the other
 * language's blog list (features/blog: ArticleRouteData.otherLanguagePath).
 */
const pageChoice = (matches: readonly { loaderData?: unknown }[]): string | undefined => {
  const data = matches.at(-1)?.loaderData as { otherLanguagePath?: unknown } | undefined;
  return typeof data?.otherLanguagePath === 'string' ? data.otherLanguagePath : undefined;
};

/**
 * Goes to the same page in the other language (or where the page says) and
 * remembers the choice (main.tsx honours it on the next visit). Labelled
 * with the other language.
 */
export function LanguageToggle({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const lang = useLang();
  const target = otherLang(lang);
  const path = useNeutralPath();
  const choice = useMatches({ select: pageChoice });
  const ref = useRef<HTMLAnchorElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!refocusAfterSwitch) return;
    refocusAfterSwitch = false;
    ref.current?.focus({ preventScroll: true });
  }, [lang]);
  if (hasOneLanguage(path)) return null;
  return (
    <Button
      ref={ref}
      component={Link}
      to={choice ?? localizePath(path, target)}
      // The query too (a blog search, a page), once hydrated: the prerendered
      // link has none, and React leaves a mismatched href as it was.
      search={hydrated && !choice ? true : undefined}
      hrefLang={target}
      lang={target}
      aria-label={t('lang.toggleLabel')}
      variant="light"
      size="sm"
      leftSection={<IconLanguage size={18} aria-hidden className={classes.toggleIcon} />}
      onClick={(event) => {
        refocusAfterSwitch = document.activeElement === event.currentTarget;
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
