import type { CalendarDate } from '@internationalized/date';
import {
  commonMessages,
  customResourceMessages,
  entityListTypeChoice,
  entityListTypes,
  numberStepOf,
  selectOptionRows,
  urlTypes,
  type CustomObjectFieldOptions,
  type CustomResourceSummary,
} from '@metafields/core';
import {
  Checkbox,
  DatePicker,
  NumberField,
  Radio,
  RadioGroup,
  useMessages,
} from '@metafields/design-system';
import { SelectOptionsEditor } from '../SelectOptionsEditor/index.js';
import { useCoreMessage } from '../useCoreMessage.js';
import { calendarDateOf } from '../valueEditors/DateEditor/DateEditor.js';
import { invalidWith } from '../forms/useErrorText.js';
import { fieldFormMessages } from './messages.js';
import { OptionsRow } from './FieldForm.styles.js';

type Options = CustomObjectFieldOptions;

export interface FieldOptionsInputsProps {
  /**
   * The field's content type ('text', 'integer', a custom resource's slug…): it decides which
   * options show.
   */
  contentType: string;
  /** The options as they stand (controlled). */
  options: Options;
  /** Called with all the options after one changes; a cleared option is left out. */
  onChange: (options: Options) => void;
  /** The store's custom resources: a reference to one offers single or list. */
  customResources: readonly CustomResourceSummary[];
  /** The shown server error of an option, by its key (`options.min`…). */
  errorOf: (...keys: string[]) => string | undefined;
  /** Shows the options but takes no edits. */
  isReadOnly: boolean;
}

/** A stored limit as a number input shows it: numeric text counts, anything else is empty. */
function numberOf(limit: Options['min']): number {
  if (limit === undefined || limit === '') return Number.NaN;
  return Number(limit);
}

/**
 * The options of a field's content type (companion document, field form): lengths for text,
 * limits for numbers and dates, the url type, select options, or the single/list choice.
 */
export function FieldOptionsInputs({
  contentType,
  options,
  onChange,
  customResources,
  errorOf,
  isReadOnly,
}: FieldOptionsInputsProps) {
  const t = useMessages(fieldFormMessages);
  const tResource = useMessages(customResourceMessages);
  const tCommon = useMessages(commonMessages);
  const translate = useCoreMessage();

  const setOption = <Key extends keyof Options>(key: Key, value: Options[Key] | undefined) => {
    const { [key]: _previous, ...rest } = options;
    onChange(value === undefined ? rest : { ...rest, [key]: value });
  };

  const limitInputs = (minLabel: string, maxLabel: string) => {
    const step = numberStepOf(contentType);
    return (
      <OptionsRow>
        {(['min', 'max'] as const).map((key) => (
          <NumberField
            key={key}
            label={key === 'min' ? minLabel : maxLabel}
            value={numberOf(options[key])}
            onChange={(number) => setOption(key, Number.isNaN(number) ? undefined : number)}
            // Lengths are whole numbers; number limits step as the values do.
            step={step ?? 1}
            {...(step === undefined ? { minValue: 0 } : {})}
            isReadOnly={isReadOnly}
            {...invalidWith(errorOf(`options.${key}`))}
          />
        ))}
      </OptionsRow>
    );
  };

  if (contentType === 'text') {
    return limitInputs(
      tResource('fieldForm.options.minLength'),
      tResource('fieldForm.options.maxLength'),
    );
  }
  if (contentType === 'integer' || contentType === 'decimal') {
    return limitInputs(tCommon('common.field.min'), tCommon('common.field.max'));
  }
  if (contentType === 'date') {
    return (
      <OptionsRow>
        {(['min', 'max'] as const).map((key) => (
          <DatePicker<CalendarDate>
            key={key}
            label={tCommon(key === 'min' ? 'common.field.min' : 'common.field.max')}
            value={calendarDateOf(options[key])}
            onChange={(date) => setOption(key, date ? date.toString() : undefined)}
            isReadOnly={isReadOnly}
            {...invalidWith(errorOf(`options.${key}`))}
          />
        ))}
      </OptionsRow>
    );
  }
  if (contentType === 'url') {
    return (
      <RadioGroup
        label={tResource('fieldForm.options.urlType')}
        value={options.url_type ?? null}
        onChange={(urlType) =>
          setOption(
            'url_type',
            urlTypes.find((type) => type === urlType),
          )
        }
        isReadOnly={isReadOnly}
        {...invalidWith(errorOf('options.url_type'))}
      >
        {urlTypes.map((urlType) => (
          <Radio key={urlType} value={urlType}>
            {tResource(`fieldForm.options.urlType.${urlType}`)}
          </Radio>
        ))}
      </RadioGroup>
    );
  }
  if (contentType === 'select') {
    const rows = selectOptionRows(options.select_options ?? []);
    const rowErrors: Record<number, string> = {};
    rows.forEach((_row, index) => {
      const message = errorOf(`options.select_options.${index}`);
      if (message !== undefined) rowErrors[index] = message;
    });
    return (
      <>
        <SelectOptionsEditor
          label={tResource('fieldForm.options.selectOptions')}
          value={options.select_options ?? []}
          onChange={(selectOptions) => setOption('select_options', selectOptions)}
          errorMessage={errorOf('options.select_options')}
          rowErrors={rowErrors}
          isReadOnly={isReadOnly}
        />
        <Checkbox
          isSelected={options.multiselect ?? false}
          onChange={(multiselect) => setOption('multiselect', multiselect)}
          isReadOnly={isReadOnly}
          {...invalidWith(errorOf('options.multiselect'))}
        >
          {t('fieldForm.options.multiselect')}
        </Checkbox>
      </>
    );
  }
  const choice = entityListTypeChoice(contentType, customResources);
  if (choice === null) return null;
  return (
    <RadioGroup
      label={t('fieldForm.options.entityListType')}
      value={options.entity_list_type ?? null}
      onChange={(listType) =>
        setOption(
          'entity_list_type',
          entityListTypes.find((type) => type === listType),
        )
      }
      isReadOnly={isReadOnly}
      {...invalidWith(errorOf('options.entity_list_type'))}
    >
      {entityListTypes.map((listType) => (
        <Radio key={listType} value={listType}>
          {translate(choice[listType])}
        </Radio>
      ))}
    </RadioGroup>
  );
}
