import { themes, type ThemeName } from '../../themes/themes.js';
import { type ColorRole, colorRoles } from '../../tokens/color.js';
import { token } from '../../tokens/token.js';
import { FillSwatch, LineSwatch, TextSwatch, ThemeCell } from './ColourTable.styles.js';
import { TokenName } from './TokenName.js';
import { StyledTable } from './TokenTable.styles.js';

const themeNames = Object.keys(themes) as ThemeName[];

/** `'high-contrast'` → `'High contrast'`. */
export function themeTitle(name: ThemeName): string {
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `text-on-primary` is read on `bg-primary`; every other text role on a surface. */
function backgroundFor(role: ColorRole): ColorRole {
  const underneath = role.replace(/^text-on-/, 'bg-');
  return role !== underneath && isColorRole(underneath) ? underneath : 'bg-surface';
}

function isColorRole(name: string): name is ColorRole {
  return (colorRoles as readonly string[]).includes(name);
}

function Swatch({ role }: { role: ColorRole }) {
  const color = token(`color.${role}`);
  if (role === 'text' || role.startsWith('text-')) {
    // Disabled text is exempt from contrast minimums (WCAG 1.4.3) and shown as a disabled
    // control would, which is also how axe knows not to hold it to 4.5:1.
    const disabled = role === 'text-disabled' ? { 'aria-disabled': true } : {};
    return (
      <TextSwatch
        data-sample
        $color={color}
        $background={token(`color.${backgroundFor(role)}`)}
        {...disabled}
      >
        Aa
      </TextSwatch>
    );
  }
  if (role.startsWith('bg-')) return <FillSwatch data-sample aria-hidden="true" $color={color} />;
  return <LineSwatch data-sample aria-hidden="true" $color={color} />;
}

/** Every colour role with its value and a swatch in each theme, in the order roles are listed. */
export function ColourTable() {
  return (
    <StyledTable>
      <caption>Colour roles</caption>
      <thead>
        <tr>
          <th scope="col">Role</th>
          {themeNames.map((name) => (
            <th key={name} scope="col">
              {themeTitle(name)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {colorRoles.map((role) => (
          <tr key={role}>
            <th scope="row">
              <TokenName path={`color.${role}`} />
            </th>
            {themeNames.map((name) => (
              <ThemeCell key={name} data-ms-theme={name}>
                <Swatch role={role} />
                <code>{themes[name][role]}</code>
              </ThemeCell>
            ))}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
