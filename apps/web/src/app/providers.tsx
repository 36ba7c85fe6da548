import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import '@fontsource/raleway/latin-400.css';
import '@fontsource/raleway/latin-600.css';
import '@fontsource/raleway/latin-700.css';
import './global.css';
import 'dayjs/locale/pt-br';

import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';
import { useOverlaysWanted } from '../shared/overlays-ready';
import { useA11yPrefs } from '../shared/ui/shell/a11y-prefs';
import { OverlaysSobDemanda } from './OverlaysSobDemanda';
import { highContrastTheme, theme } from './theme';

dayjs.locale('pt-br');
// DateInput parses typed text with dayjs(text, valueFormat): without this plugin the format is
// ignored and '31/12/2026' (DD/MM/YYYY) is an invalid date, '02/03/2026' becomes 3 February.
dayjs.extend(customParseFormat);

// Mantine's default dimmed grey (#868e96) is 3.3:1 on white; descriptions and captions need 4.5:1.
// Its error red (red-6, #fa5252) is 3.3:1 too, on a field's message and value: red-9 is 5.5:1.
// Light variants (tinted buttons, badges, alerts): Mantine's text, shade 9, is 2.5–4.6:1 on the
// tint, and lower under the pointer (the hover tint, shade 2): axe flagged a red "Solic.
// Cancelamento" on a card the tour had just hovered (3.8:1). Each text colour is shade 9 darkened
// until it reaches 4.8:1 on the hover tint (5.8:1 or more on white); green keeps #1b5e20 (~7:1).
const lightVariantText: Record<string, string> = {
  red: '#a92323',
  orange: '#a9380c',
  yellow: '#9c5100',
  green: '#1b5e20',
  blue: '#155896',
  teal: '#076d4e',
  grape: '#812c96',
  violet: '#5537b0',
  cyan: '#0a6475',
  indigo: '#3046af',
  pink: '#a31d4b',
  lime: '#46700a',
};

const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#545b62',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(lightVariantText).map(([c, hex]) => [`--mantine-color-${c}-light-color`, hex]),
    ),
  },
  // Dark scheme (issue #15 item 6, measured with axe): Mantine's dark dimmed (#828282) is ~4:1 on
  // the body and below on cards; dark-1 is 7:1 on the body. Links take a lighter blue (shade 3).
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-govBlue-3)',
  },
});

// Toasts and confirmation modals are not needed to draw a screen: their chunk (Mantine modals,
// notifications, transitions, scroll lock) loads on the first toast or confirmation (issues #7 and
// #16 item 5, the login and Destino Rápido JavaScript budgets), or is stood in for by plain toasts
// when it cannot be fetched offline (app/OverlaysSobDemanda); in tests it mounts at once.

interface ProvidersProps {
  client: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and floating-position hiding, which jsdom cannot compute. */
  env?: 'default' | 'test';
}

export function Providers({ client, children, env = 'default' }: ProvidersProps) {
  // e-MAG "Alto contraste" forces the dark scheme with its own palette; otherwise the bar's "Tema"
  // choice: light, dark, or the system's setting (prefers-color-scheme, followed live).
  const { highContrast, tema } = useA11yPrefs();
  const system = useColorScheme('light', { getInitialValueInEffect: false });
  const scheme = highContrast ? 'dark' : tema === 'sistema' ? system : tema === 'escuro' ? 'dark' : 'light';
  const overlays = useOverlaysWanted() || env === 'test';
  return (
    <MantineProvider
      theme={highContrast ? highContrastTheme : theme}
      defaultColorScheme="light"
      forceColorScheme={scheme}
      env={env}
      cssVariablesResolver={resolver}
    >
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <QueryClientProvider client={client}>
          {children}
          {overlays && <OverlaysSobDemanda />}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
