import type { Page } from 'playwright-core';
import { openBrowser } from './browser';

/** A 390 × 844 phone (issue #16): the size every field flow is checked at. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Null when the page does not scroll sideways (`scrollWidth <= innerWidth`, issue #16 item 2);
 * otherwise the widths and the outermost elements that stick out past the right edge, to say what
 * to fix. A table inside its own scroll area does not count: only the page's own width does.
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= window.innerWidth) return null;
    const culprits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const box = el.getBoundingClientRect();
      if (box.right <= window.innerWidth + 1 || box.width === 0) continue;
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && parent.right > window.innerWidth + 1) continue;
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 2).join('.') : '';
      culprits.push(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} (${Math.round(box.right)} px)`);
      if (culprits.length >= 4) break;
    }
    return `scrollWidth ${doc.scrollWidth} > innerWidth ${window.innerWidth}: ${culprits.join(', ')}`;
  });
}

/** Chromium as a phone: 390 × 844, touch, mobile viewport, the device's position at `where`. */
export function openPhone(where: { latitude: number; longitude: number }) {
  return openBrowser(PHONE, {
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    geolocation: where,
    permissions: ['geolocation'],
  });
}
