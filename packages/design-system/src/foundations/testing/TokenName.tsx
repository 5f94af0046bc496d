import { cssVariableName, type TokenPath } from '../../tokens/token.js';
import { Secondary } from './TokenTable.styles.js';

/** A row's header: how a component reads the token, then the CSS variable it becomes. */
export function TokenName({ path }: { path: TokenPath }) {
  return (
    <>
      <code>{`token('${path}')`}</code>{' '}
      <Secondary>
        <code>{cssVariableName(path)}</code>
      </Secondary>
    </>
  );
}
