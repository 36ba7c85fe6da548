import {
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';

// gov.br design system palette "blue-warm-vivid" (5 … 90). Shade 6 is the service blue #1351b4,
// white text on it is 7.1:1; shade 8 (#071d41) is the header's dark blue.
const govBlue: MantineColorsTuple = [
  '#edf5ff',
  '#d4e5ff',
  '#adcdff',
  '#81aefc',
  '#5992ed',
  '#2670e8',
  '#1351b4',
  '#0c326f',
  '#071d41',
  '#04132b',
];

// High contrast: every "primary" shade is the gov.br yellow; autoContrast puts black text on it.
const hcYellow: MantineColorsTuple = [
  '#fff8d6',
  '#fff1ad',
  '#ffe680',
  '#ffdc4d',
  '#ffd21f',
  '#ffcd07',
  '#ffcd07',
  '#ffdc4d',
  '#ffe680',
  '#fff1ad',
];

export const theme = createTheme({
  primaryColor: 'govBlue',
  // Shade 6 in the dark scheme too: white on shade 4 (#5992ed) is 3.1:1 (axe, dark tour).
  primaryShade: { light: 6, dark: 6 },
  colors: { govBlue, hcYellow },
  // gov.br DS recommends Rawline; it is not published as a font package, so Raleway (its documented
  // fallback) is self-hosted through @fontsource/raleway (imported in providers.tsx).
  fontFamily:
    'Rawline, Raleway, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  // Filled buttons and badges get black or white text, whichever contrasts more with their colour:
  // black wins above a relative luminance of 0.179 (e.g. Mantine's grey #868e96 had white at 3.3:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  // gov.br type scale: 16 px base, ratio 1.2 for headings.
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.2rem', xl: '1.44rem' },
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '1.728rem', lineHeight: '1.3', fontWeight: '700' },
      h2: { fontSize: '1.44rem', lineHeight: '1.35' },
      h3: { fontSize: '1.2rem', lineHeight: '1.4' },
      h4: { fontSize: '1rem', lineHeight: '1.45' },
    },
  },
  // gov.br spacing scale: multiples of 8 px (half step 4 px).
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  // gov.br surfaces: 4 px corners on fields and cards; buttons are pills.
  radius: { xs: '2px', sm: '4px', md: '8px', lg: '16px', xl: '100em' },
  defaultRadius: 'sm',
  focusRing: 'always',
  cursorType: 'pointer',
  // Users who ask the system for reduced motion get modals and menus without fades.
  respectReducedMotion: true,
  other: { focusColor: '#c2850c' },
  components: {
    Button: { defaultProps: { radius: 'xl' }, styles: { root: { fontWeight: 600 } } },
    // A spinner carries an aria-label; on a bare <span> that is a prohibited ARIA attribute (axe,
    // serious), so every Loader is a live status region.
    Loader: { defaultProps: { role: 'status' } },
    // The clear (×) button of clearable inputs (dates, selects) has no text of its own.
    InputClearButton: { defaultProps: { 'aria-label': 'Limpar' } },
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Remover arquivo' } } },
    // The light alerts' coloured titles (green, red, yellow on their tint) fall below 4.5:1: the
    // title takes the text colour, the tint and the icon keep the meaning.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    Notification: {
      defaultProps: { withCloseButton: true, closeButtonProps: { 'aria-label': 'Fechar aviso' } },
    },
  },
});

/** "Alto contraste" (e-MAG): dark scheme, yellow actions; the black/white palette is in global.css. */
const highContrastOverride: MantineThemeOverride = {
  primaryColor: 'hcYellow',
  primaryShade: { light: 6, dark: 6 },
};

export const highContrastTheme = mergeThemeOverrides(theme, highContrastOverride);
