import { Group, type GroupProps } from '@mantine/core';
import './action-bar.css';

/**
 * A form's or drawer's buttons (issue #16 item 1): on a phone the bar sticks to the bottom of the
 * screen, so the primary action is in reach without scrolling, and its buttons are 44 px tall.
 */
export function ActionBar({ className, ...props }: GroupProps) {
  return (
    <Group
      justify="flex-end"
      {...props}
      className={['rcc-action-bar', className].filter(Boolean).join(' ')}
    />
  );
}
