import { customResourcesMessages, urlError } from '@metafields/core';
import type { UrlType } from '@metafields/core';
import { TextField, useMessages } from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';

type UrlMessageKey = keyof typeof customResourcesMessages;

/**
 * A URL value, absolute (http:// or https://) or relative ('/…') by the field's `url_type`,
 * absolute when unset. A URL of the wrong kind is still reported, so the form keeps what was
 * typed; core's message shows once the person leaves the field.
 */
export function UrlEditor({
  field,
  value,
  onChange,
  isReadOnly,
  isDisabled,
  name,
  onBlur,
  ref,
  errorMessage,
}: ValueEditorProps<string>) {
  const t = useMessages(customResourcesMessages);
  const urlType: UrlType = field.options?.url_type ?? 'absolute';
  return (
    <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
      <TextField
        label={field.label}
        description={field.description}
        // A relative path is not a URL to the browser, whose own check would refuse it.
        type={urlType === 'absolute' ? 'url' : 'text'}
        inputMode="url"
        autoComplete="url"
        spellCheck="false"
        value={value ?? ''}
        onChange={(text) => onChange(text === '' ? null : text)}
        isReadOnly={isReadOnly}
        isDisabled={isDisabled}
        validate={(text) => {
          const error = urlError(text, urlType);
          return error ? t(error.key as UrlMessageKey, error.values) : null;
        }}
        {...(errorMessage != null ? { isInvalid: true } : {})}
        errorMessage={(validation) => errorMessage ?? validation.validationErrors[0]}
      />
    </ValueEditorFrame>
  );
}
