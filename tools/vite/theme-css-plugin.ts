/**
 * `virtual:theme-variables.css`: Mantine's CSS variables for our theme, as a
 * part of the site stylesheet. Mantine would otherwise render them in a
 * <style> tag in every page (12.5 KB of HTML each, hydrated and precached
 * 116 times); root.tsx turns that off with `withCssVariables={false}`.
 * This replaces @mantine/core/styles/default-css-variables.css: the defaults
 * are included, overridden by the theme and our resolver.
 */
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../../src/ui/theme.ts';

const ID = 'virtual:theme-variables.css';
const RESOLVED_ID = `\0${ID}`;

export function themeVariablesCss(): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(full);
  const ours = cssVariablesResolver(full);
  const merged: ConvertCSSVariablesInput = {
    variables: { ...base.variables, ...ours.variables },
    light: { ...base.light, ...ours.light, '--mantine-color-scheme': 'light' },
    dark: { ...base.dark, ...ours.dark, '--mantine-color-scheme': 'dark' },
  };
  return convertCssVariables(merged, ':root');
}

export function themeCssPlugin(): Plugin {
  return {
    name: 'app:theme-css',
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeVariablesCss() : undefined),
  };
}

/** What Mantine's remove-default-variables.mjs runs at its top level. */
const EAGER_DEFAULTS = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

/**
 * Mantine computes its default CSS variables at module top level, for
 * MantineCssVariables, which never renders here (`withCssVariables={false}`,
 * above): a third of the entry's evaluation on every page (docs/performance.md,
 * "Decisions"). Computed on first use instead, which is never.
 * The build stops if Mantine changes that line, so an upgrade is looked at.
 */
export function mantineLazyDefaultsPlugin(): Plugin {
  return {
    name: 'app:mantine-lazy-defaults',
    transform(code, id) {
      if (!id.includes('MantineCssVariables/remove-default-variables')) return undefined;
      if (!code.includes(EAGER_DEFAULTS))
        this.error(`@mantine/core changed ${id}: update mantineLazyDefaultsPlugin (tools/vite/theme-css-plugin.ts)`);
      return code
        .replace(
          EAGER_DEFAULTS,
          'let eagerDefaults; const defaultCssVariables = () => (eagerDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME));',
        )
        .replaceAll('defaultCssVariables.', 'defaultCssVariables().');
    },
  };
}
