/**
 * What a component's docs page says beyond its description and props table, written for
 * designers: the meta's `parameters.usage`, shown by the Usage block of the docs page template
 * (`DocsPage.tsx`). Strings are Markdown (`code`, **bold**, links).
 */
interface UsageNotes {
  /**
   * When to use it and when to use something else instead, how to label it, how it works with a
   * keyboard and a screen reader, how to write its text: one short paragraph each.
   */
  notes: readonly string[];
}

/** A design-system primitive: notes, then what to do and what to avoid. */
export interface PrimitiveUsage extends UsageNotes {
  do: readonly string[];
  dont: readonly string[];
  partner?: never;
}

/** A widget: notes, then how a partner app renders it (do and don't where they help). */
export interface WidgetUsage extends UsageNotes {
  /**
   * A partner app's code that renders the widget with its main props, imported with `?raw` from
   * `packages/widgets/examples/`, where `tsc` checks it against the package's public API.
   */
  partner: string;
  do?: readonly string[];
  dont?: readonly string[];
}

export type ComponentUsage = PrimitiveUsage | WidgetUsage;

declare module 'storybook/internal/types' {
  interface Parameters {
    usage?: ComponentUsage;
  }
}
