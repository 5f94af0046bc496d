import { useState } from 'react';
import type { ValueEditor, ValueEditorProps } from '../types.js';

export interface ControlledValueEditorProps<Value> extends ValueEditorProps<Value> {
  editor: ValueEditor<Value>;
}

/**
 * Mounts an editor the way a form does: the story's `value` is where it starts, each change is
 * kept in state (so what the person types shows) and handed to the story's `onChange` spy.
 */
export function ControlledValueEditor<Value>({
  editor: Editor,
  value,
  onChange,
  ...props
}: ControlledValueEditorProps<Value>) {
  const [current, setCurrent] = useState<Value | null>(value);
  const [given, setGiven] = useState<Value | null>(value);
  // A new value from the Controls panel replaces what was typed, as new props would in a form.
  if (value !== given) {
    setGiven(value);
    setCurrent(value);
  }
  return (
    <Editor
      {...props}
      value={current}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}
