/**
 * Durations and easings. `GlobalStyles` sets every duration to 0ms under
 * `prefers-reduced-motion: reduce`, so components only ever read these variables.
 */
export const motion = {
  duration: {
    fast: '100ms',
    medium: '200ms',
    slow: '300ms',
    spin: '800ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
    linear: 'linear',
  },
} as const;
