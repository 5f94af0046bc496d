import {
  customResourceOfType,
  entityListTypeChoice,
  numberStepOf,
  type CustomResourceSummary,
  type TemplateOptions,
} from '@metafields/core';
import { NumberField, Radio, RadioGroup, TextField, useMessages } from '@metafields/design-system';
import { SelectOptionsEditor } from '../SelectOptionsEditor/index.js';
import { templateFormMessages } from './messages.js';
import { OptionLimits } from './TemplateForm.styles.js';
import { useCoreMessage } from '../useCoreMessage.js';

export interface TemplateOptionsFieldsProps {
  /**
   * The template's content type ('text', 'integer', a custom resource's slug…): it decides which
   * options show.
   */
  contentType: string;
  /** The options as they stand (controlled). */
  options: TemplateOptions;
  /** Called with all the options after one changes; a cleared limit is left out. */
  onChange: (options: TemplateOptions) => void;
  /** The store's custom resources: a reference to one shows its name and offers single or list. */
  customResources: readonly CustomResourceSummary[];
  /** Errors by path ('options.entity_list_type'), already in words. */
  errorOf: (path: string) => string | undefined;
  /** Shows the options but takes no edits. */
  isReadOnly: boolean;
}

/** A limit option as the number field shows it: NaN (empty) when unset or not a number. */
function limitValue(limit: TemplateOptions['min']): number {
  return limit === undefined || limit === '' ? Number.NaN : Number(limit);
}

function withLimit(options: TemplateOptions, name: 'min' | 'max', value: number) {
  const { [name]: _previous, ...rest } = options;
  return Number.isNaN(value) ? rest : { ...rest, [name]: value };
}

/**
 * The options a content type offers: min and max for text (lengths) and numbers, single or list
 * for entity types and references, the referenced custom resource, and the select options.
 */
export function TemplateOptionsFields({
  contentType,
  options,
  onChange,
  customResources,
  errorOf,
  isReadOnly,
}: TemplateOptionsFieldsProps) {
  const t = useMessages(templateFormMessages);
  const coreMessage = useCoreMessage();
  const listTypeChoice = entityListTypeChoice(contentType, customResources);
  const resource = customResourceOfType(contentType, customResources);
  const step = numberStepOf(contentType);
  const isText = contentType === 'text';

  const limitField = (name: 'min' | 'max', label: string) => {
    const error = errorOf(`options.${name}`);
    return (
      <NumberField
        label={label}
        value={limitValue(options[name])}
        onChange={(value) => onChange(withLimit(options, name, value))}
        {...(isText ? { minValue: 0, step: 1 } : step === undefined ? {} : { step })}
        isReadOnly={isReadOnly}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
    );
  };

  return (
    <>
      {(isText || step !== undefined) && (
        <OptionLimits>
          {limitField(
            'min',
            t(isText ? 'templateForm.options.minLength' : 'templateForm.options.minValue'),
          )}
          {limitField(
            'max',
            t(isText ? 'templateForm.options.maxLength' : 'templateForm.options.maxValue'),
          )}
        </OptionLimits>
      )}
      {resource !== undefined && (
        <TextField
          label={t('templateForm.options.customResource')}
          value={resource.name}
          isReadOnly
        />
      )}
      {listTypeChoice !== null && (
        <RadioGroup
          label={t('templateForm.options.entityListType')}
          value={options.entity_list_type ?? 'single'}
          onChange={(entityListType) =>
            onChange({
              ...options,
              entity_list_type: entityListType === 'list' ? 'list' : 'single',
            })
          }
          isReadOnly={isReadOnly}
          isInvalid={errorOf('options.entity_list_type') !== undefined}
          errorMessage={errorOf('options.entity_list_type')}
        >
          <Radio value="single">{coreMessage(listTypeChoice.single)}</Radio>
          <Radio value="list">{coreMessage(listTypeChoice.list)}</Radio>
        </RadioGroup>
      )}
      {contentType === 'select' && (
        <SelectOptionsEditor
          label={t('templateForm.options.selectOptions')}
          value={options.select_options ?? []}
          onChange={(selectOptions) => onChange({ ...options, select_options: selectOptions })}
          errorMessage={errorOf('options.select_options')}
          isReadOnly={isReadOnly}
        />
      )}
    </>
  );
}
