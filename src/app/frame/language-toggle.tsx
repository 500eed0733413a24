import { Button } from '@/ui/button';
import { Link, useMatches, useNavigate } from '@tanstack/react-router';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { hasOneLanguage, LANG_STORAGE_KEY, localizePath, otherLang } from '@/i18n/lang';
import { sitePath } from '@/platform/site-path';
import { useHydrated } from '@/ui/hydrated';
import { useLang, useNeutralPath, useT } from '@/ui/use-lang';
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
  const navigate = useNavigate();
  // Switching from this page: over once another page (or language) is shown.
  const [switchingFrom, setSwitchingFrom] = useState<string | null>(null);
  const switching = switchingFrom === `${lang}:${path}`;
  const ref = useRef<HTMLAnchorElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!refocusAfterSwitch) return;
    refocusAfterSwitch = false;
    ref.current?.focus({ preventScroll: true });
  }, [lang]);
  if (hasOneLanguage(path)) return null;
  // A page at '/hi//evil.example' (the not-found page) is '//evil.example' in English: never a link elsewhere.
  const to = sitePath(choice ?? localizePath(path, target));
  return (
    <Button
      ref={ref}
      component={Link}
      to={to}
      // The query too (a blog search, a page), once hydrated: the prerendered
      // link has none, and React leaves a mismatched href as it was.
      search={hydrated && !choice ? true : undefined}
      hrefLang={target}
      lang={target}
      aria-label={t('lang.toggleLabel')}
      variant="light"
      size="sm"
      className={classes.toggle}
      leftSection={<IconLanguage size={18} aria-hidden className={classes.toggleIcon} />}
      data-switching={switching || undefined}
      onClick={(event) => {
        refocusAfterSwitch = document.activeElement === event.currentTarget;
        try {
          window.localStorage.setItem(LANG_STORAGE_KEY, target);
        } catch {
          // Private mode: the choice just is not remembered.
        }
        onNavigate?.();
        // A new tab or window: the link's own way.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        // The whole page renders again in the other language: first let the tap paint (the
        // button shows it is switching), then navigate, so a slow phone answers the tap at
        // once (npm run bench, "language toggle").
        event.preventDefault();
        setSwitchingFrom(`${lang}:${path}`);
        const href = sitePath(event.currentTarget.getAttribute('href') ?? to);
        requestAnimationFrame(() => setTimeout(() => void navigate({ href }), 0));
      }}
    >
      {t('lang.toggle')}
    </Button>
  );
}
