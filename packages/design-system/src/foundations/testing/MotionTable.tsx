import { useState } from 'react';
import { Button } from '../../components/Button/Button.js';
import { Stack } from '../../components/Stack/Stack.js';
import type { TokenPath } from '../../tokens/token.js';
import { MotionBox, MotionTrack } from './samples.styles.js';
import { TokenTable } from './TokenTable.js';

export interface MotionRow {
  path: TokenPath;
  value: string;
  /** `var(--ms-motion-…)` values the sample moves with. */
  duration: string;
  easing: string;
}

/**
 * Motion tokens whose samples stand still until the reader presses Play, so the page never
 * moves on its own; each press sends every sample to the other end of its track.
 */
export function MotionTable({ caption, rows }: { caption: string; rows: readonly MotionRow[] }) {
  const [atEnd, setAtEnd] = useState(false);
  const position = atEnd ? 'end' : 'start';
  return (
    <Stack gap="200" align="start">
      <TokenTable
        caption={caption}
        rows={rows.map(({ path, value, duration, easing }) => ({
          path,
          value,
          sample: (
            <MotionTrack aria-hidden="true">
              <MotionBox
                data-sample
                data-position={position}
                $duration={duration}
                $easing={easing}
              />
            </MotionTrack>
          ),
        }))}
      />
      <Button variant="secondary" onPress={() => setAtEnd((current) => !current)}>
        {`Play ${caption.toLowerCase()}`}
      </Button>
    </Stack>
  );
}
