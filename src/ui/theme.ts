import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Deep navy for trust, saffron for calls to action.
const navy: MantineColorsTuple = [
  '#eef3fb', '#dbe4f3', '#b3c6e6', '#88a6d9', '#658bce', '#4f7ac8',
  '#3a64b0', '#2c5196', '#1f3f78', '#14305f',
];
const saffron: MantineColorsTuple = [
  '#fff5e5', '#ffe9cc', '#ffd199', '#ffb863', '#ffa236', '#ff9418',
  '#ff8c05', '#e37900', '#ca6a00', '#b05a00',
];

// System fonts only (design.md §7): Android ships Noto Sans Devanagari.
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", "Mangal", sans-serif';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, saffron },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
