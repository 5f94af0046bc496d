import { Button } from '@metafields/design-system';
import { useRef, useState } from 'react';
import type { FocusableHandle } from '../../forms/focusable.js';
import type { ValueEditorProps } from '../types.js';
import { ControlledValueEditor, type ControlledValueEditorProps } from './ControlledValueEditor.js';

/**
 * An editor as a form library holds it: a `name`, an `onBlur` and a `ref` whose `focus()` a
 * button calls, and a button that disables it, before and after it in the tab order.
 */
export function FormInteropHarness<Value>(props: ControlledValueEditorProps<Value>) {
  const ref = useRef<FocusableHandle>(null);
  const [isDisabled, setDisabled] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => ref.current?.focus()}>
        Focus the editor
      </Button>
      <div data-editor="">
        <ControlledValueEditor<Value>
          {...(props as ValueEditorProps<Value> & ControlledValueEditorProps<Value>)}
          ref={ref}
          isDisabled={isDisabled}
        />
      </div>
      <Button variant="secondary" onPress={() => setDisabled(true)}>
        Disable the editor
      </Button>
    </>
  );
}
