import { resourceListMessage, type FilterResource } from '@metafields/core';
import { Button, useMessages } from '@metafields/design-system';
import { messages } from './messages.js';
import { useFilterText } from './useFilterText.js';

export interface FilterButtonProps {
  /** The record type filtered: 'Filter orders'… */
  resource: FilterResource;
  /** Shows the builder: the page starts its rule (core's `startRule`). */
  onPress: () => void;
  /** The builder cannot be shown now (its panel is disabled). */
  isDisabled?: boolean;
  /** The builder's code is on its way: the button shows it is busy. */
  isPending?: boolean;
  /** Called when a pointer or focus comes near: the moment to start loading the builder. */
  onIntent?: () => void;
}

/** The words of the button that shows the builder, and the builder's own name once shown. */
export function useShowLabel(resource: FilterResource): string {
  const t = useMessages(messages);
  const format = useFilterText();
  return resource === 'categories'
    ? t('ruleBuilder.show.categories')
    : format(resourceListMessage(`resourceList.filter.${resource}`));
}

/**
 * The button that shows a rule builder ('Filter orders'…, 'Filter categories' being ours): the
 * builder's own while hidden, and a page's own while the builder's code is not loaded yet, so a
 * list's first rows do not wait for the builder.
 */
export function FilterButton({
  resource,
  onPress,
  isDisabled = false,
  isPending = false,
  onIntent,
}: FilterButtonProps) {
  const label = useShowLabel(resource);
  return (
    <span data-action="show">
      <Button
        variant="secondary"
        isDisabled={isDisabled}
        isPending={isPending}
        onPress={onPress}
        {...(onIntent && { onHoverStart: onIntent, onFocus: onIntent })}
      >
        {label}
      </Button>
    </span>
  );
}
