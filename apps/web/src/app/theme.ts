import { createTheme, type MantineColorsTuple } from '@mantine/core';

// gov.br palette: blue-warm-vivid-70 (#1351b4) at shade 6 keeps white text above 4.5:1 (WCAG AA).
const govBlue: MantineColorsTuple = [
  '#e8f0fc',
  '#c5d4eb',
  '#9fb8e0',
  '#6f96d1',
  '#4576c4',
  '#2862bb',
  '#1351b4',
  '#0f449a',
  '#0c326f',
  '#071d41',
];

export const theme = createTheme({
  primaryColor: 'govBlue',
  primaryShade: 6,
  colors: { govBlue },
  fontFamily:
    'Rawline, Raleway, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'sm',
  focusRing: 'always',
  cursorType: 'pointer',
  // Users who ask the system for reduced motion get modals and menus without fades.
  respectReducedMotion: true,
  components: {
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
