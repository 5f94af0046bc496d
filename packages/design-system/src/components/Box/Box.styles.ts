import { styled } from 'styled-components';
import { colorRoles } from '../../tokens/color.js';
import { radius } from '../../tokens/radius.js';
import { token } from '../../tokens/token.js';
import { spaceRules } from './spaceRules.js';

const backgrounds = colorRoles.filter((role) => role.startsWith('bg-'));
const borderColors = colorRoles.filter((role) => role.startsWith('border'));
const radii = Object.keys(radius) as (keyof typeof radius)[];

// Longhands come after shorthands so that `paddingBlockStart` refines `paddingBlock`, which
// refines `padding`: every rule has the same specificity, so source order decides.
export const StyledBox = styled.div`
  box-sizing: border-box;

  ${spaceRules('data-padding', 'padding')}
  ${spaceRules('data-padding-block', 'padding-block')}
  ${spaceRules('data-padding-inline', 'padding-inline')}
  ${spaceRules('data-padding-block-start', 'padding-block-start')}
  ${spaceRules('data-padding-block-end', 'padding-block-end')}
  ${spaceRules('data-padding-inline-start', 'padding-inline-start')}
  ${spaceRules('data-padding-inline-end', 'padding-inline-end')}

  ${backgrounds
    .map((role) => `&[data-background='${role}'] { background-color: ${token(`color.${role}`)}; }`)
    .join('\n')}

  /* Filled backgrounds carry their own text colour, as a primary button does. */
  &[data-background^='bg-primary'] {
    color: ${token('color.text-on-primary')};
  }
  &[data-background^='bg-critical'] {
    color: ${token('color.text-on-critical')};
  }

  ${borderColors
    .map(
      (role) =>
        `&[data-border-color='${role}'] { border: ${token('size.border-width')} solid ${token(`color.${role}`)}; }`,
    )
    .join('\n')}

  ${radii.map((step) => `&[data-radius='${step}'] { border-radius: ${token(`radius.${step}`)}; }`).join('\n')}

  &[data-shadow='raised'] {
    box-shadow: ${token('shadow.raised')};
  }
  &[data-shadow='floating'] {
    box-shadow: ${token('shadow.floating')};
  }

  ul&,
  ol& {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
