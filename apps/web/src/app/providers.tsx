import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import 'dayjs/locale/pt-br';

import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';
import { theme } from './theme';

dayjs.locale('pt-br');
// DateInput parses typed text with dayjs(text, valueFormat): without this plugin the format is
// ignored and '31/12/2026' (DD/MM/YYYY) is an invalid date, '02/03/2026' becomes 3 February.
dayjs.extend(customParseFormat);

// Mantine's default dimmed grey (#868e96) is 3.3:1 on white; descriptions and captions need 4.5:1.
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#545b62' },
  dark: {},
});

const MODAL_LABELS = { confirm: 'Confirmar', cancel: 'Cancelar' };

interface ProvidersProps {
  client: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and floating-position hiding, which jsdom cannot compute. */
  env?: 'default' | 'test';
}

export function Providers({ client, children, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env} cssVariablesResolver={resolver}>
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <QueryClientProvider client={client}>
          <ModalsProvider labels={MODAL_LABELS}>
            <Notifications position="top-right" limit={5} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
