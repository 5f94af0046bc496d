/**
 * The icon set, drawn on a 24-unit grid as outline paths (stroke, no fill), so one stroke width
 * and `currentColor` serve every icon. Names say what the icon shows, not where it is used.
 */
export const iconPaths = {
  add: ['M12 5v14', 'M5 12h14'],
  alert: ['M12 3 2 20h20z', 'M12 10v4', 'M12 17h.01'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'],
  check: ['m5 12 5 5 9-10'],
  chevronDown: ['m6 9 6 6 6-6'],
  chevronLeft: ['m15 6-6 6 6 6'],
  chevronRight: ['m9 6 6 6-6 6'],
  chevronUp: ['m6 15 6-6 6 6'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  copy: ['M9 9h11v11H9z', 'M5 15H4V4h11v1'],
  drag: ['M9 6h.01', 'M15 6h.01', 'M9 12h.01', 'M15 12h.01', 'M9 18h.01', 'M15 18h.01'],
  edit: ['M4 20h4L19 9l-4-4L4 16z', 'm13 7 4 4'],
  error: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M15 9l-6 6', 'M9 9l6 6'],
  eyeOff: [
    'M3 3l18 18',
    'M10.6 5.1A9.8 9.8 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3.2 3.9',
    'M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.6 9.6 0 0 0 5.4-1.6',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  file: ['M6 3h8l4 4v14H6z', 'M14 3v4h4'],
  filter: ['M4 5h16l-6 8v6l-4-2v-4z'],
  image: ['M4 5h16v14H4z', 'm4 16 5-5 4 4 3-3 4 4', 'M15 9h.01'],
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v5', 'M12 8h.01'],
  minus: ['M5 12h14'],
  more: ['M5 12h.01', 'M12 12h.01', 'M19 12h.01'],
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'm20 20-4-4'],
  settings: [
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
    'M12 2v3',
    'M12 19v3',
    'M2 12h3',
    'M19 12h3',
    'm4.9 4.9 2.1 2.1',
    'm17 17 2.1 2.1',
    'm4.9 19.1 2.1-2.1',
    'm17 7 2.1-2.1',
  ],
  success: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'm8 12 3 3 5-6'],
  trash: ['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3'],
  upload: ['M12 16V4', 'm7 9 5-5 5 5', 'M4 16v4h16v-4'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof iconPaths;

export const iconNames = Object.keys(iconPaths) as IconName[];
