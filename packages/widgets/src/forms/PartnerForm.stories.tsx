import type { FilterRule } from '@metafields/core';
import { Button, Form } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RuleBuilder } from '../RuleBuilder/index.js';
import {
  condition,
  conditionGroup,
  fieldTrigger,
  reach,
} from '../RuleBuilder/testing/ruleBuilderStorySteps.js';
import { DateEditor } from '../valueEditors/index.js';

interface Campaign {
  rule: FilterRule;
  launch: string | null;
}

interface PartnerFormProps {
  /** Called with the form's values once its rules pass. */
  onSave: (values: Campaign) => void;
  /** The partner's form disables its fields (react-hook-form's `disabled`). */
  disabled?: boolean;
}

const totalOver100 = condition({ field: 'total', operator: '>', value: '100' });

/**
 * The rule builder and every value editor take `name`, `onBlur`, `ref` and `isDisabled`, so
 * react-hook-form's `Controller` hands its `field` over as it is: the form is not dirty until a
 * person edits (the rule builder never calls `onChange` on its own), `onBlur` marks the field
 * visited once focus leaves the widget, `ref.focus()` lets the form focus a field in error, and a
 * disabled form disables every control.
 *
 * A partner app's own react-hook-form form holding a rule builder and a value editor through
 * `Controller`: its `field` (value, onChange, onBlur, name, ref, disabled) goes to the widgets as
 * it is. The form's own line says what react-hook-form knows: dirty and touched fields.
 */
function PartnerForm({ onSave, disabled = false }: PartnerFormProps) {
  const {
    control,
    handleSubmit,
    formState: { dirtyFields, touchedFields },
  } = useForm<Campaign>({ defaultValues: { rule: [[totalOver100]], launch: null }, disabled });
  const names = (fields: object) => Object.keys(fields).join(', ') || 'none';
  return (
    <Form aria-label="Campaign" onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <Controller
        name="rule"
        control={control}
        render={({ field }) => (
          <RuleBuilder
            resource="orders"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            isDisabled={field.disabled}
          />
        )}
      />
      <Controller
        name="launch"
        control={control}
        rules={{ required: 'Choose a launch date.' }}
        render={({ field, fieldState }) => (
          <DateEditor
            field={{ label: 'Launch date', contentType: 'date' }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            isDisabled={field.disabled}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <p>
        Changed: {names(dirtyFields)}. Visited: {names(touchedFields)}.
      </p>
      <Button type="submit" isDisabled={disabled}>
        Save campaign
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Widgets/Forms/In your own form',
  component: PartnerForm,
  args: { onSave: fn() },
} satisfies Meta<typeof PartnerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const formLine = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(/^Changed:/).textContent ?? '';

/**
 * By keyboard: clean on mount; editing the rule makes it dirty, leaving it marks it visited; a
 * submit without a launch date focuses the date editor through its `ref`; typed in, the form
 * hands over both values.
 */
export const WithController: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(formLine(canvasElement)).toBe('Changed: none. Visited: none.');

    const total = within(conditionGroup(canvas, 1)).getByRole('textbox', { name: 'Value' });
    await reach(total);
    await userEvent.keyboard('{Control>}a{/Control}250');
    await waitFor(() => expect(formLine(canvasElement)).toBe('Changed: rule. Visited: none.'));

    // Tab on past the builder's own controls: focus leaves it for the date editor.
    await reach(canvas.getAllByRole('spinbutton')[0]!);
    await waitFor(() => expect(formLine(canvasElement)).toBe('Changed: rule. Visited: rule.'));

    await reach(canvas.getByRole('button', { name: 'Save campaign' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Choose a launch date.')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();

    // Month, day and year in en-US.
    await userEvent.keyboard('3142026');
    await reach(canvas.getByRole('button', { name: 'Save campaign' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          rule: [[condition({ field: 'total', operator: '>', value: '250' })]],
          launch: '2026-03-14',
        },
        expect.anything(),
      ),
    );
    await expect(formLine(canvasElement)).toBe('Changed: rule, launch. Visited: rule, launch.');
  },
};

/** The partner's form disabled: every control of both widgets is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fieldTrigger(conditionGroup(canvas, 1))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove condition' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove all filters' })).toBeDisabled();
    await expect(
      within(conditionGroup(canvas, 1)).getByRole('textbox', { name: 'Value' }),
    ).toBeDisabled();
    for (const part of canvas.getAllByRole('spinbutton'))
      await expect(part).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('input[type="hidden"][name="rule"]')).toHaveValue(
      JSON.stringify([[totalOver100]]),
    );
  },
};
