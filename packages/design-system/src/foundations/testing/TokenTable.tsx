import type { ReactNode } from 'react';
import type { TokenPath } from '../../tokens/token.js';
import { lengthInPx } from './scaleOrder.js';
import { TokenName } from './TokenName.js';
import { Secondary, StyledTable } from './TokenTable.styles.js';

export interface TokenRow {
  path: TokenPath;
  /** The token's value as written in `src/tokens`. */
  value: string;
  /** The same value in another unit, such as pixels for a rem length. */
  note?: string | undefined;
  /** Drawn with the token's CSS variable, so it shows what components really get. */
  sample: ReactNode;
}

/** One group of tokens: name, value and a sample a row, under a caption that names the table. */
export function TokenTable({ caption, rows }: { caption: string; rows: readonly TokenRow[] }) {
  return (
    <StyledTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ path, value, note, sample }) => (
          <tr key={path}>
            <th scope="row">
              <TokenName path={path} />
            </th>
            <td>
              <code>{value}</code>
              {note && <Secondary>{note}</Secondary>}
            </td>
            <td>{sample}</td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

/** `'1rem'` → `'16 px'`, for designers who measure in pixels; nothing for a value in px. */
export function pixelNote(value: string): string | undefined {
  return value.endsWith('rem') ? `${lengthInPx(value)} px` : undefined;
}
