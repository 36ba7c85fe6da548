import { Typography } from '@mantine/core';

/**
 * HTML the server already sanitized (sanitize-html allow-list: no script, event handlers or
 * javascript: links) — messages and tutorial descriptions.
 */
export function SafeHtml({ html }: { html: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server before storage */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
