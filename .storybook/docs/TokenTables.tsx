import { colorRoles, themes, tokens } from '@metafields/design-system';

/** Every colour role with its value in each theme, as swatches. */
export function ColorRoles() {
  const names = Object.keys(themes) as (keyof typeof themes)[];
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Role</th>
          {names.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {colorRoles.map((role) => (
          <tr key={role}>
            <th scope="row">
              <code>{`token('color.${role}')`}</code>
            </th>
            {names.map((name) => (
              <td key={name}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    inlineSize: '1.5rem',
                    blockSize: '1rem',
                    marginInlineEnd: '0.5rem',
                    verticalAlign: 'middle',
                    background: themes[name][role],
                    border: '1px solid #858BA3',
                  }}
                />
                <code>{themes[name][role]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The spacing scale, drawn to size. */
export function SpaceScale() {
  return (
    <table>
      <tbody>
        {Object.entries(tokens.space).map(([key, value]) => (
          <tr key={key}>
            <th scope="row">
              <code>{`token('space.${key}')`}</code>
            </th>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <span
                style={{
                  display: 'inline-block',
                  inlineSize: value,
                  blockSize: '0.75rem',
                  background: '#3C64F4',
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
