import sanitizeHtml from 'sanitize-html';

const FONTS =
  /^(Arial|Courier New|Georgia|Impact|Lucida Console|Tahoma|Times New Roman|Verdana)(,\s*[\w\s-]+)*$/i;

/**
 * Rich text that other users will see (messages, tutorial descriptions): an allow-list of tags,
 * attributes and styles; no script, no event handlers, only http(s)/mailto links (no javascript:).
 * Sizes 8–36 pt and the spec's fonts (spec 3 §9) survive.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'span',
      'div',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'mark',
      'sub',
      'sup',
      'code',
      'pre',
      'blockquote',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'a',
      'hr',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['style', 'class', 'data-text-align'],
    },
    allowedClasses: { '*': [/^ql-/, /^mantine-/] },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
        'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
        'text-align': [/^(left|right|center|justify)$/],
        'font-size': [/^([89]|[12]\d|3[0-6])pt$/, /^\d{1,2}px$/],
        'font-family': [FONTS],
        'text-decoration': [/^(underline|line-through)$/],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  }).trim();
}

/** The text of sanitized HTML (mail bodies, PDFs, empty checks). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
