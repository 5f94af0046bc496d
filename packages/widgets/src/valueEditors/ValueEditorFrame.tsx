import type { ReactNode } from 'react';
import { Frame } from './ValueEditorFrame.styles.js';

export interface ValueEditorFrameProps {
  children?: ReactNode;
  className?: string;
}

/** The container every value editor sits in: full width up to 26em. */
export function ValueEditorFrame({ children, className }: ValueEditorFrameProps) {
  return <Frame className={className}>{children}</Frame>;
}
