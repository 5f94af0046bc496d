/** Fixed dimensions: control heights, icon boxes, border and focus-ring widths. */
export const size = {
  // 28px still clears WCAG 2.2's 24px minimum target size (2.5.8).
  'control-small': '1.75rem',
  'control-medium': '2.25rem',
  'control-large': '2.75rem',
  'icon-small': '0.875rem',
  'icon-medium': '1rem',
  'icon-large': '1.25rem',
  'border-width': '1px',
  'focus-ring-width': '2px',
  'focus-ring-offset': '2px',
} as const;
