/** Spec 1 §2.3, §9: 12 cards, or ceil(height / 75) on windows taller than 1080 px. */
export const pageSizeFor = (windowHeight: number) =>
  windowHeight > 1080 ? Math.ceil(windowHeight / 75) : 12;

/** Spec 1 §9: searches wait 650 ms; the mobile layout applies at 900 px wide or less. */
export const SEARCH_DEBOUNCE_MS = 650;
export const MOBILE_QUERY = '(max-width: 900px)';
