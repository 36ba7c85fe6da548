import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSocialAutoLogin } from './use-social-auto-login';

afterEach(() => vi.useRealTimers());

describe('automatic login after a social registration', () => {
  it('goes to the provider after 2 s for a natural person', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    renderHook(() => useSocialAutoLogin({ socialId: 'google', pessoa: { id: 41, tipoPessoa: 'F' } }, go));
    vi.advanceTimersByTime(1999);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/api/auth/google/start?idPessoa=41');
  });

  it('does nothing for a legal person or without a social id', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    renderHook(() => useSocialAutoLogin({ socialId: 'google', pessoa: { id: 5, tipoPessoa: 'J' } }, go));
    renderHook(() => useSocialAutoLogin({ socialId: null, pessoa: { id: 6, tipoPessoa: 'F' } }, go));
    vi.advanceTimersByTime(5000);
    expect(go).not.toHaveBeenCalled();
  });
});
