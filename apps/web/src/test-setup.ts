import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes load on first use; on a busy two-core CI machine that can pass the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; Mantine's components call them.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The toasts' store is module state, like localStorage: a toast a test left (its Notifications
  // unmounted before it closed) must not appear in the next test, whichever way the toasts chunk
  // mounts (app/OverlaysSobDemanda, after an effect and an import).
  notifications.clean();
});
