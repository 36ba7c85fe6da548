import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { a11yPrefs } from '../../shared/ui/shell/a11y-prefs';
import { renderWithProviders } from '../../test/render';
import { AccessibilityBar } from './AccessibilityBar';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
const original = window.matchMedia;

/** The system's colour setting as prefers-color-scheme answers it. */
function systemPrefers(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: dark && query.includes('prefers-color-scheme: dark'),
  })) as typeof window.matchMedia;
}

beforeEach(() => {
  window.localStorage.clear();
  a11yPrefs.reset();
});
afterEach(() => {
  window.matchMedia = original;
  a11yPrefs.reset();
});

describe('Tema: claro / escuro / seguir o sistema (issue #15 item 6)', () => {
  it('follows the system setting by default', async () => {
    systemPrefers(true);
    renderWithProviders(<AccessibilityBar />);
    expect(screen.getByRole('combobox', { name: 'Tema' })).toHaveProperty('value', 'sistema');
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it('a choice in the e-MAG bar wins over the system and is remembered', async () => {
    systemPrefers(true);
    renderWithProviders(<AccessibilityBar />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tema' }), { target: { value: 'claro' } });
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(JSON.parse(window.localStorage.getItem('rcc.acessibilidade') ?? '{}').tema).toBe('claro');

    systemPrefers(false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tema' }), { target: { value: 'escuro' } });
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(JSON.parse(window.localStorage.getItem('rcc.acessibilidade') ?? '{}').tema).toBe('escuro');
  });

  it('"Alto contraste" keeps its own dark palette whatever the theme', async () => {
    systemPrefers(false);
    renderWithProviders(<AccessibilityBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Alto contraste' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(document.documentElement.hasAttribute('data-alto-contraste')).toBe(true);
  });
});
