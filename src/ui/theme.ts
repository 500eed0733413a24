import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Deep navy for trust, saffron for calls to action. Filled buttons use shade 8
// (primaryShade): white text on it must pass WCAG AA (4.5:1), so it is dark.
const navy: MantineColorsTuple = [
  '#eef3fb',
  '#dbe4f3',
  '#b3c6e6',
  '#88a6d9',
  '#658bce',
  '#4f7ac8',
  '#3a64b0',
  '#2c5196',
  '#1f3f78',
  '#14305f',
];
const saffron: MantineColorsTuple = [
  '#fff5e5',
  '#ffe9cc',
  '#ffd199',
  '#ffb863',
  '#ffa236',
  '#ff9418',
  '#ff8c05',
  '#e37900',
  '#b35c00',
  '#8f4900',
];

// WhatsApp-style green, dark enough for white text (WCAG AA 4.5:1 at shade 8).
const chat: MantineColorsTuple = [
  '#e7f6ec',
  '#cdebd7',
  '#9dd6b0',
  '#6ac186',
  '#42ae63',
  '#2a9c4e',
  '#1f8a42',
  '#1b7b3b',
  '#1b6e35',
  '#145c2b',
];

// System fonts only (docs/architecture.md, "Decisions"): Android ships Noto Sans Devanagari.
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", "Mangal", sans-serif';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, saffron, chat },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Mantine's own ring (2 px of the primary colour) vanishes on the navy hero
  // and footer: this class has no rule, so global.css's :focus-visible ring
  // applies to Mantine's controls as to everything else.
  focusClassName: 'app-focus',
});

/**
 * Mantine's 'dimmed' grey (field and toast descriptions, secondary text) is
 * below WCAG AA contrast on white: use a darker grey.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7]! },
  dark: {},
});
