import { useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { langFromPath, localizePath, stripLang, type Lang } from '../i18n/lang';
import type { MessageId } from '../i18n/messages';

/**
 * The page's language, from the URL of the page shown: while a navigation
 * to the other language is under way (its messages still downloading), the
 * page on screen keeps its own.
 */
export function useLang(): Lang {
  return useRouterState({ select: (s) => langFromPath((s.resolvedLocation ?? s.location).pathname) });
}

/** The current path without its language prefix (for the language toggle). */
export function useNeutralPath(): string {
  return useRouterState({ select: (s) => stripLang(s.location.pathname) });
}

/** A path in the page's language: useLocalPath()('/about') -> '/hi/about' on Hindi pages. */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return (path) => localizePath(path, lang);
}

/** Typed shortcut for formatMessage. */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
