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
