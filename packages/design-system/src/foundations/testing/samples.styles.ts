import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// Each sample takes its token as `var(--ms-…)`, so it draws what components get, theme and
// reduced motion included. Samples carry `data-sample` for the stories' play functions: they
// are pictures beside the value and hidden from assistive technology, so no role names them.

export const SpaceBar = styled.span<{ $size: string }>`
  display: block;
  inline-size: ${({ $size }) => $size};
  block-size: ${token('space.300')};
  background-color: ${token('color.bg-primary')};
`;

const SampleBox = styled.span`
  display: block;
  inline-size: ${token('space.1600')};
  block-size: ${token('space.1000')};
`;

export const RadiusBox = styled(SampleBox)<{ $radius: string }>`
  border: ${token('size.focus-ring-width')} solid ${token('color.border-selected')};
  border-radius: ${({ $radius }) => $radius};
  background-color: ${token('color.bg-surface-selected')};
`;

export const ShadowBox = styled(SampleBox)<{ $shadow: string }>`
  margin-block: ${token('space.200')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  box-shadow: ${({ $shadow }) => $shadow};
`;

/** Text set in one typographic token; the others stay at body text. */
export const TypeSample = styled.span<{
  $size?: string;
  $lineHeight?: string;
  $weight?: string;
  $family?: string;
}>`
  display: block;
  max-inline-size: 24rem;
  font-family: ${({ $family }) => $family ?? token('font.family.sans')};
  font-size: ${({ $size }) => $size ?? token('font.size.sm')};
  line-height: ${({ $lineHeight }) => $lineHeight ?? token('font.lineHeight.sm')};
  font-weight: ${({ $weight }) => $weight ?? token('font.weight.regular')};
`;

/** Line height shows as the spacing between lines, so the sample outlines its two lines. */
export const LineHeightSample = styled(TypeSample)`
  outline: ${token('size.border-width')} dashed ${token('color.border-strong')};
`;

/** The path a motion sample travels; the box crosses it when played. */
export const MotionTrack = styled.span`
  position: relative;
  display: block;
  inline-size: 12rem;
  block-size: ${token('space.600')};
  border-radius: ${token('radius.full')};
  background-color: ${token('color.bg-surface-subdued')};
  box-shadow: inset 0 0 0 ${token('size.border-width')} ${token('color.border')};
`;

export const MotionBox = styled.span<{ $duration: string; $easing: string }>`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: ${token('space.600')};
  block-size: ${token('space.600')};
  border-radius: ${token('radius.full')};
  background-color: ${token('color.bg-primary')};
  opacity: 1;
  transition-property: inset-inline-start, opacity;
  transition-duration: ${({ $duration }) => $duration};
  transition-timing-function: ${({ $easing }) => $easing};

  &[data-position='end'] {
    inset-inline-start: calc(100% - ${token('space.600')});
    opacity: 0.5;
  }
`;
