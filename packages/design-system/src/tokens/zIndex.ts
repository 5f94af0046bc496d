/** Stacking order of layers; gaps leave room for a host page's own layers. */
export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  dropdown: '1000',
  overlay: '1100',
  modal: '1200',
  popover: '1300',
  toast: '1400',
  tooltip: '1500',
} as const;
