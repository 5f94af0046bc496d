import type { StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { configure, expect, fn, getConfig, userEvent, waitFor, within } from 'storybook/test';
import type { Mock } from 'storybook/test';
import type { ValueEditor, ValueEditorField, ValueEditorProps } from '../types.js';
import { formDataValue } from '../../forms/focusable.js';
import { ControlledValueEditor } from './ControlledValueEditor.js';
import { FormInteropHarness } from './FormInteropHarness.js';

export interface ConformanceCase<Value> {
  /** The field the stories show (label, options…). */
  field: ValueEditorField;
  /** A value the Filled, ReadOnly and RightToLeft stories show. */
  filled: Value;
  /**
   * Asserts that `filled` is shown (e.g. the textbox's value), given the story's canvas. It must
   * not find the control by the field's label: the RightToLeft story gives it a Hebrew one.
   */
  showsFilled: (canvas: ReturnType<typeof within>) => Promise<void>;
  /**
   * What a person does by keyboard alone to enter a new value, starting from the Empty editor
   * with nothing focused: it must reach the control with Tab (`userEvent.tab()`), then type or
   * press keys. No clicks.
   */
  editByKeyboard: (canvas: ReturnType<typeof within>, user: typeof userEvent) => Promise<void>;
  /** The value `onChange` must have been called with last after `editByKeyboard`. */
  expected: Value | null;
  /** Wrappers every story needs, such as the services a reference or file editor calls. */
  decorators?: StoryObj['decorators'];
}

/** The arguments of every conformance story: the editor's props, with `onChange` a spy. */
interface ConformanceArgs {
  field: ValueEditorField;
  value: unknown;
  onChange: Mock;
  isReadOnly?: boolean;
  errorMessage?: string;
  name?: string;
  onBlur?: Mock;
}

const requiredMessage = 'This field is required';

/**
 * How long the ReadOnly story's edit may wait for what a read-only control never shows (a select's
 * list): the control refuses the keys at once, so this bounds a wait that must fail, where the
 * stories' usual limit (15 s) would spend itself in full on every such story.
 */
const refusedEditWaitMs = 500;
const hebrewLabel = 'ערך';

/**
 * The tightest max-inline-size, in em of its own element, of the label's containers in the
 * story: every editor sits in a frame at most 26em wide (Infinity when none limits it).
 */
function widthLimitAbove(label: HTMLElement, canvasElement: HTMLElement): number {
  let limit = Infinity;
  for (let node = label.parentElement; node && node !== canvasElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    const maxInlineSize = parseFloat(style.maxInlineSize);
    if (Number.isFinite(maxInlineSize)) {
      limit = Math.min(limit, maxInlineSize / parseFloat(style.fontSize));
    }
  }
  return limit;
}

/**
 * The stories every editor must have, with play functions that assert the contract
 * (react-querybuilder's `testValueEditor`, as stories so axe and the browser check them too).
 * A stories file re-exports each one by name, since CSF needs static exports.
 */
export function conformanceStories<Value>(
  editor: ValueEditor<Value>,
  testCase: ConformanceCase<Value>,
): {
  Empty: StoryObj;
  Filled: StoryObj;
  ReadOnly: StoryObj;
  WithError: StoryObj;
  ByKeyboard: StoryObj;
  RightToLeft: StoryObj;
  FormInterop: StoryObj;
} {
  const { field, filled, showsFilled, editByKeyboard, expected, decorators } = testCase;
  const render: StoryObj['render'] = (args) =>
    createElement(ControlledValueEditor<Value>, {
      ...(args as unknown as ValueEditorProps<Value>),
      editor,
    });
  const story = (args: Partial<ConformanceArgs>): StoryObj => ({
    args: { field, value: null, onChange: fn(), isReadOnly: false, ...args },
    render,
    ...(decorators && { decorators }),
  });
  const spyOf = (args: unknown) => (args as ConformanceArgs).onChange;

  /** Tries `editByKeyboard` on an editor that must refuse it, within `refusedEditWaitMs`. */
  const tryRefusedEdit = async (canvas: ReturnType<typeof within>) => {
    const { asyncUtilTimeout } = getConfig();
    configure({ asyncUtilTimeout: refusedEditWaitMs });
    try {
      await editByKeyboard(canvas, userEvent);
    } catch {
      // A read-only or disabled control refuses the keys (no popover opens, nothing to pick):
      // that is the behaviour wanted. What counts is whether the value changed.
    } finally {
      configure({ asyncUtilTimeout });
    }
  };

  return {
    Empty: {
      ...story({}),
      play: async ({ canvasElement, args }) => {
        const canvas = within(canvasElement);
        const label = canvas.getAllByText(field.label)[0]!;
        await expect(label).toBeVisible();
        await expect(widthLimitAbove(label, canvasElement)).toBeLessThanOrEqual(26);
        if (field.description != null) {
          await expect(canvas.getByText(field.description)).toBeVisible();
        }
        await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
        // Showing a value is not changing it.
        await expect(spyOf(args)).not.toHaveBeenCalled();
      },
    },
    Filled: {
      ...story({ value: filled }),
      play: async ({ canvasElement, args }) => {
        await showsFilled(within(canvasElement));
        await expect(spyOf(args)).not.toHaveBeenCalled();
      },
    },
    ReadOnly: {
      ...story({ value: filled, isReadOnly: true }),
      play: async ({ canvasElement, args }) => {
        const canvas = within(canvasElement);
        await showsFilled(canvas);

        // Read-only stays focusable, so a keyboard user can still reach and read it.
        await userEvent.tab();
        await expect(canvasElement).toContainElement(document.activeElement as HTMLElement);
        (document.activeElement as HTMLElement).blur();

        await tryRefusedEdit(canvas);
        await expect(spyOf(args)).not.toHaveBeenCalled();
        await showsFilled(canvas);
      },
    },
    WithError: {
      ...story({ errorMessage: requiredMessage }),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByText(requiredMessage)).toBeVisible();
        await expect(
          canvasElement.querySelector('[aria-invalid="true"], [data-invalid]'),
        ).not.toBeNull();
      },
    },
    ByKeyboard: {
      ...story({}),
      play: async ({ canvasElement, args }) => {
        await editByKeyboard(within(canvasElement), userEvent);
        await expect(spyOf(args)).toHaveBeenLastCalledWith(expected);
      },
    },
    RightToLeft: {
      ...story({ field: { ...field, label: hebrewLabel }, value: filled }),
      globals: { locale: 'he-IL' },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const label = canvas.getAllByText(hebrewLabel)[0]!;
        await expect(label).toBeVisible();
        await expect(label.closest('[dir]')).toHaveAttribute('dir', 'rtl');
        await showsFilled(canvas);
      },
    },
    FormInterop: {
      args: { field, value: filled, onChange: fn(), onBlur: fn(), name: 'metafieldValue' },
      render: (args) =>
        createElement(FormInteropHarness<Value>, {
          ...(args as unknown as ValueEditorProps<Value>),
          editor,
        }),
      ...(decorators && { decorators }),
      // What a form library relies on (react-hook-form's Controller hands over `field`): the
      // value under its name, `ref.focus()`, `onBlur` once focus leaves, and `isDisabled`.
      play: async ({ canvasElement, args }) => {
        const canvas = within(canvasElement);
        const { onBlur } = args as ConformanceArgs;
        const editorRoot = canvasElement.querySelector<HTMLElement>('[data-editor]')!;
        const hidden = canvasElement.querySelector('input[type="hidden"][name="metafieldValue"]');
        await expect(hidden).toHaveValue(formDataValue(filled));

        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'Focus the editor' })).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() =>
          expect(editorRoot).toContainElement(document.activeElement as HTMLElement),
        );
        await expect(onBlur).not.toHaveBeenCalled();

        await userEvent.click(canvas.getByRole('button', { name: 'Disable the editor' }));
        await waitFor(() => expect(onBlur).toHaveBeenCalledTimes(1));
        (document.activeElement as HTMLElement).blur();
        await tryRefusedEdit(canvas);
        await expect(spyOf(args)).not.toHaveBeenCalled();
        await showsFilled(canvas);
      },
    },
  };
}
