import {
  ColorPicker as RACColorPicker,
  ColorPickerStateContext,
  DialogTrigger,
} from 'react-aria-components';
import type { ColorPickerProps as RACColorPickerProps } from 'react-aria-components';
import { use, useId, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { ColorField } from '../ColorField/ColorField.js';
import { FieldLabel } from '../Field/private.js';
import { Icon } from '../Icon/Icon.js';
import { FieldPopover } from '../Select/private.js';
import {
  ColorPickerRoot,
  EditorDialog,
  HueTrack,
  StyledColorArea,
  StyledColorSlider,
  SwatchButton,
  Thumb,
  TriggerSwatch,
} from './ColorPicker.styles.js';
import { HelpText } from './HelpText.js';
import { colorPickerMessages } from './messages.js';

export interface ColorPickerProps extends Omit<RACColorPickerProps, 'children'> {
  /** The visible label; it also names the swatch button and the editor. */
  label?: ReactNode;
  /** Names the picker when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the swatch, linked to it as its description. */
  description?: ReactNode;
  /** Shown under the swatch while `isInvalid` is set, and linked to it. */
  errorMessage?: ReactNode;
  /** Marks the picker invalid and shows `errorMessage` under it. */
  isInvalid?: boolean;
  /** Marks the label; a colour picker always holds a colour, so nothing else changes. */
  isRequired?: boolean;
  /** Shows the colour but does not open the editor. */
  isReadOnly?: boolean;
  /** Disables the swatch button, so the colour cannot be changed. */
  isDisabled?: boolean;
  /** Submits the colour as a hex code under this name. */
  name?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A colour chosen in a popover (react-aria's `ColorPicker`): a saturation and brightness area,
 * a hue slider, and a hex field, all keyboard operable. The trigger is a swatch button that
 * names the field, the hex code and the colour ("Brand colour #3C64F4 vibrant blue").
 * `value`/`onChange` carry a `Color`; `value` also takes a string such as `'#3C64F4'`.
 */
export function ColorPicker({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isReadOnly = false,
  isDisabled = false,
  name,
  className,
  style,
  ...props
}: ColorPickerProps) {
  const labelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const helpTextIds = { description: useId(), error: useId() };
  return (
    <RACColorPicker {...props}>
      <ColorPickerRoot className={className} style={style}>
        {label != null && (
          <FieldLabel id={labelId} elementType="span" isRequired={isRequired}>
            {label}
          </FieldLabel>
        )}
        <DialogTrigger
          // Always controlled: React warns when it switches from uncontrolled to `false`.
          isOpen={isOpen && !isReadOnly && !isDisabled}
          onOpenChange={setIsOpen}
        >
          <ColorPickerTrigger
            labelId={label != null ? labelId : undefined}
            aria-label={ariaLabel}
            aria-describedby={
              [
                description != null ? helpTextIds.description : null,
                isInvalid && errorMessage != null ? helpTextIds.error : null,
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
            isInvalid={isInvalid}
            isReadOnly={isReadOnly}
            isDisabled={isDisabled}
            name={name}
          />
          <FieldPopover>
            <ColorEditor labelId={label != null ? labelId : undefined} aria-label={ariaLabel} />
          </FieldPopover>
        </DialogTrigger>
        <HelpText
          ids={helpTextIds}
          description={description}
          errorMessage={isInvalid ? errorMessage : undefined}
        />
      </ColorPickerRoot>
    </RACColorPicker>
  );
}

interface ColorPickerTriggerProps {
  labelId: string | undefined;
  'aria-label': string | undefined;
  'aria-describedby': string | undefined;
  isInvalid: boolean;
  isReadOnly: boolean;
  isDisabled: boolean;
  name: string | undefined;
}

function ColorPickerTrigger({
  labelId,
  'aria-label': ariaLabel,
  isInvalid,
  isReadOnly,
  name,
  ...props
}: ColorPickerTriggerProps) {
  const state = use(ColorPickerStateContext);
  const buttonId = useId();
  const valueId = useId();
  const swatchId = useId();
  const hex = state?.color.toString('hex') ?? '';
  return (
    <>
      <SwatchButton
        {...props}
        id={buttonId}
        // The name says which colour the button is for, then what it is now.
        aria-label={ariaLabel}
        aria-labelledby={[ariaLabel ? buttonId : labelId, valueId, swatchId]
          .filter(Boolean)
          .join(' ')}
        data-invalid={isInvalid || undefined}
        data-readonly={isReadOnly || undefined}
      >
        <TriggerSwatch id={swatchId} />
        <span id={valueId}>{hex}</span>
        {!isReadOnly && <Icon name="chevronDown" size="small" />}
      </SwatchButton>
      {name != null && <input type="hidden" name={name} value={hex} />}
    </>
  );
}

function ColorEditor({
  labelId,
  'aria-label': ariaLabel,
}: {
  labelId: string | undefined;
  'aria-label': string | undefined;
}) {
  const t = useMessages(colorPickerMessages);
  return (
    <EditorDialog aria-labelledby={labelId} aria-label={labelId ? undefined : ariaLabel}>
      <StyledColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness">
        <Thumb />
      </StyledColorArea>
      <StyledColorSlider colorSpace="hsb" channel="hue">
        <HueTrack>
          <Thumb />
        </HueTrack>
      </StyledColorSlider>
      <ColorField label={t('colorPicker.hex.label')} />
    </EditorDialog>
  );
}
