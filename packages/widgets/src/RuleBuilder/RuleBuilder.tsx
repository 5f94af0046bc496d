import {
  addCondition,
  addGroup,
  clearRule,
  customFieldsField,
  duplicateGroup,
  filterFields,
  filterMessage,
  groupMarker,
  operatorLabel,
  removeCondition,
  ruleBuilderActions,
  ruleBuilderActionsOffered,
  setField,
  setFieldFilter,
  setModifier,
  setOperator,
  setValue,
  startRule,
  type FilterCondition,
  type FilterOperator,
  type FilterRule,
} from '@metafields/core';
import { Button, useMessages, VisuallyHidden } from '@metafields/design-system';
import { LiteButton } from '@metafields/design-system/private';
import {
  Fragment,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CSSProperties } from 'react';
import { FilterButton, useShowLabel } from './FilterButton.js';
import { ConditionRow, type ConditionAction, type ConditionConfig } from './ConditionRow.js';
import { messages } from './messages.js';
import { Actions, Builder, Group, GroupList, Marker } from './RuleBuilder.styles.js';
import type { RuleBuilderProps } from './types.js';
import { focusFirstControl } from '../forms/focusable.js';
import { useFocusLeave } from '../forms/useFocusLeave.js';
import { normalizeFilterRuleWithDrops } from './normalizeFilterRule.js';
import { useFilterText } from './useFilterText.js';

export type { RuleBuilderLoaders, RuleBuilderProps } from './types.js';

/** Where focus goes after the rule changed shape; looked up once the new rule has rendered. */
type FocusTarget =
  | { kind: 'field' | 'remove'; group: number; condition: number }
  | { kind: 'filterFurther'; group: number }
  | { kind: 'show' };

function focusSelector(target: FocusTarget): string {
  switch (target.kind) {
    case 'field':
      return `[data-condition="${target.group}:${target.condition}"] [data-part="field"] button`;
    case 'remove':
      return `[data-condition="${target.group}:${target.condition}"] [data-part="remove"] button`;
    case 'filterFurther':
      return `[data-group="${target.group}"] [data-action="filterFurther"] button`;
    case 'show':
      return '[data-action="show"] button';
  }
}

/** About a group's height, for the groups not yet laid out (see Group's content-visibility). */
const estimatedSize = (conditions: number) =>
  ({ '--estimated-block-size': `${3.5 + conditions * 4.25}rem` }) as CSSProperties;

/**
 * Where focus lands after a condition is deleted: the condition that took its place, else the
 * one before it; when its group went, that place's 'Filter further'; when all went, the button.
 */
function focusAfterRemoval(
  before: FilterRule,
  next: FilterRule,
  group: number,
  condition: number,
): FocusTarget {
  if (next.length === 0) return { kind: 'show' };
  const remaining = next[group];
  if (next.length === before.length && remaining !== undefined)
    return { kind: 'remove', group, condition: Math.min(condition, remaining.length - 1) };
  return { kind: 'filterFurther', group: Math.min(group, next.length - 1) };
}

/**
 * The filter rule builder (spec: metafields.md, 'Filter rule builder' and sections 3 to 5).
 * Collapsed behind its button until shown, then one empty condition; every change a person makes
 * goes through core's transitions and comes out through `onChange` (`[]` once every condition is
 * removed, when it collapses again). It never reports a change nobody made: a rule that needs
 * normalising (`normalizeFilterRule`) shows normalised and is reported so at the first edit.
 * Problems show per condition once the person has left it, or all at once with `showErrors`.
 */
export function RuleBuilder({
  resource,
  value,
  onChange,
  collapsed,
  defaultCollapsed,
  onCollapsedChange,
  name,
  onBlur,
  ref,
  allowOrGroups = false,
  multistore = false,
  isTrialStore = false,
  selectOptions,
  loaders,
  isDisabled = false,
  showErrors = false,
  customFields,
  valueEditors,
  focusOnMount = false,
}: RuleBuilderProps) {
  const t = useMessages(messages);
  const format = useFilterText();
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => void focusFirstControl(rootRef.current) }), []);
  const focusLeave = useFocusLeave(onBlur);

  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed ?? value.length === 0);
  const isCollapsed = collapsed ?? ownCollapsed;
  // What the builder shows: the rule normalised, and an empty rule as one empty condition (which
  // takes no part in a query), so that showing the builder is not a change of the value.
  const normalized = useMemo(
    () =>
      normalizeFilterRuleWithDrops(resource, value.length === 0 ? startRule() : value, {
        selectOptions,
        multistore,
      }),
    [resource, value, selectOptions, multistore],
  );
  const rule = isCollapsed ? null : normalized.rule;

  // Conditions the person has left, by identity: a transition gives a condition a new object,
  // so editing one hides its problem again until it is left again.
  const [touched, setTouched] = useState<ReadonlySet<FilterCondition>>(() => new Set());
  // A builder shown by its page's own button (`FilterButton`) takes focus as its own would.
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(() =>
    focusOnMount && rule !== null ? { kind: 'field', group: 0, condition: 0 } : null,
  );
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = useCallback(
    (text: string) => setAnnouncement((last) => ({ text, count: last.count + 1 })),
    [],
  );

  const latest = useRef({
    rule,
    value,
    onChange,
    onCollapsedChange,
    resource,
    format,
    t,
    announce,
  });
  useLayoutEffect(() => {
    latest.current = { rule, value, onChange, onCollapsedChange, resource, format, t, announce };
  });

  const setCollapsed = useCallback((next: boolean) => {
    setOwnCollapsed(next);
    latest.current.onCollapsedChange?.(next);
  }, []);

  /** Reports a person's change; a rule left empty collapses the builder. */
  const emit = useCallback(
    (next: FilterRule, focus?: FocusTarget) => {
      // Removing the condition that was only shown (an empty value) changes nothing.
      if (next.length > 0 || latest.current.value.length > 0) latest.current.onChange(next);
      if (next.length === 0) setCollapsed(true);
      if (focus !== undefined) setFocusTarget(focus);
    },
    [setCollapsed],
  );

  // Values the options no longer hold are dropped from what shows, and said; the host hears of it
  // with the person's next change.
  const { dropped } = normalized;
  useEffect(() => {
    if (isCollapsed) return;
    for (const path of dropped)
      latest.current.announce(
        latest.current.t('ruleBuilder.announce.valuesDropped', {
          condition: path.condition + 1,
          group: path.group + 1,
        }),
      );
  }, [dropped, isCollapsed]);

  const dispatch = useCallback(
    (action: ConditionAction) => {
      const { rule: current, resource: res, format: fmt, t: tr, announce: say } = latest.current;
      if (action.type === 'leave') {
        const present = new Set(current?.flat());
        setTouched((before) =>
          before.has(action.condition)
            ? before
            : new Set([...before, action.condition].filter((condition) => present.has(condition))),
        );
        return;
      }
      if (current === null) return;
      const { path } = action;
      const before = current[path.group]?.[path.condition];
      if (before === undefined) return;
      switch (action.type) {
        case 'field': {
          const next = setField(res, current, path, action.field);
          const after = next[path.group]?.[path.condition];
          if (after === before || after === undefined) return;
          emit(next);
          if (before.field !== '' && after.operator !== '')
            say(
              tr('ruleBuilder.announce.fieldChanged', {
                operator: fmt(filterMessage(operatorLabel(after.operator as FilterOperator))),
                valueCleared: before.value === '' ? 'no' : 'yes',
              }),
            );
          return;
        }
        case 'operator': {
          const next = setOperator(res, current, path, action.operator);
          const after = next[path.group]?.[path.condition];
          if (after === undefined || after.operator === before.operator) return;
          emit(next);
          if (before.value !== '' && after.value === '')
            say(tr('ruleBuilder.announce.valueCleared'));
          return;
        }
        case 'fieldFilter':
          emit(setFieldFilter(res, current, path, action.fieldFilter));
          return;
        case 'value':
          if (before.value !== action.value) emit(setValue(current, path, action.value));
          return;
        case 'modifier':
          if (before.modifier !== action.modifier)
            emit(setModifier(current, path, action.modifier));
          return;
        case 'remove': {
          const next = removeCondition(current, path);
          emit(next, focusAfterRemoval(current, next, path.group, path.condition));
          const position = { condition: path.condition + 1, group: path.group + 1 };
          if (next.length === 0) say(tr('ruleBuilder.announce.allRemoved'));
          else if (next.length < current.length)
            say(tr('ruleBuilder.announce.groupRemoved', { group: path.group + 1 }));
          else say(tr('ruleBuilder.announce.conditionRemoved', position));
          return;
        }
      }
    },
    [emit],
  );

  const groupAction = useCallback(
    (action: 'filterFurther' | 'duplicateRule', group: number) => {
      const current = latest.current.rule;
      if (current === null) return;
      if (action === 'filterFurther') {
        const next = addCondition(current, group);
        emit(next, { kind: 'field', group, condition: (next[group]?.length ?? 1) - 1 });
      } else {
        emit(duplicateGroup(current, group), { kind: 'field', group: group + 1, condition: 0 });
        latest.current.announce(
          latest.current.t('ruleBuilder.announce.groupDuplicated', {
            group: group + 1,
            copy: group + 2,
          }),
        );
      }
    },
    [emit],
  );

  useLayoutEffect(() => {
    if (focusTarget === null) return;
    const element = rootRef.current?.querySelector<HTMLElement>(focusSelector(focusTarget));
    if (element) {
      element.focus();
      setFocusTarget(null);
    }
  }, [focusTarget, rule, isCollapsed]);

  const config = useMemo<ConditionConfig>(() => {
    const fields = filterFields(resource, { multistore }).map((field) => ({
      id: field.field,
      name: format(filterMessage(field.label)),
    }));
    if (customFields !== undefined)
      fields.push({ id: customFieldsField, name: t('ruleBuilder.field.customFields') });
    return {
      resource,
      fields,
      customFields,
      selectOptions,
      multistore,
      isTrialStore,
      loaders,
      valueEditors,
      isDisabled,
    };
  }, [
    resource,
    multistore,
    format,
    t,
    customFields,
    selectOptions,
    isTrialStore,
    loaders,
    valueEditors,
    isDisabled,
  ]);

  const offered = ruleBuilderActionsOffered({ orGroups: allowOrGroups });
  const title = useShowLabel(resource);
  const liveRegion = (
    <VisuallyHidden role="status">
      {announcement.text}
      {announcement.count % 2 === 1 ? '\u00a0' : ''}
    </VisuallyHidden>
  );

  return (
    <div ref={rootRef} data-rule-builder="" {...focusLeave}>
      {liveRegion}
      {name !== undefined && <input type="hidden" name={name} value={JSON.stringify(value)} />}
      {rule === null ? (
        <FilterButton
          resource={resource}
          isDisabled={isDisabled}
          onPress={() => {
            setCollapsed(false);
            setFocusTarget({ kind: 'field', group: 0, condition: 0 });
          }}
        />
      ) : (
        <Builder role="group" aria-label={title}>
          <GroupList>
            {rule.map((group, groupIndex) => {
              const marker = groupMarker(groupIndex);
              return (
                // Groups have no identity of their own; position is what the labels say anyway.
                <Fragment key={groupIndex}>
                  {marker !== undefined && <Marker>{format(filterMessage(marker))}</Marker>}
                  <Group
                    role="group"
                    aria-label={t('ruleBuilder.group.label', {
                      group: groupIndex + 1,
                      groups: rule.length,
                    })}
                    data-group={groupIndex}
                    style={estimatedSize(group.length)}
                  >
                    {group.map((condition, conditionIndex) => (
                      <ConditionRow
                        key={conditionIndex}
                        condition={condition}
                        group={groupIndex}
                        index={conditionIndex}
                        config={config}
                        showProblems={showErrors || touched.has(condition)}
                        dispatch={dispatch}
                      />
                    ))}
                    <Actions>
                      <span data-action="filterFurther">
                        <LiteButton
                          variant="subtle"
                          size="small"
                          isDisabled={isDisabled}
                          onPress={() => groupAction('filterFurther', groupIndex)}
                        >
                          {format(filterMessage(ruleBuilderActions.filterFurther))}
                        </LiteButton>
                      </span>
                      {offered.includes('duplicateRule') && (
                        <LiteButton
                          variant="subtle"
                          size="small"
                          isDisabled={isDisabled}
                          onPress={() => groupAction('duplicateRule', groupIndex)}
                        >
                          {format(filterMessage(ruleBuilderActions.duplicateRule))}
                        </LiteButton>
                      )}
                    </Actions>
                  </Group>
                </Fragment>
              );
            })}
          </GroupList>
          <Actions>
            {offered.includes('addAnotherRule') && (
              <Button
                variant="secondary"
                size="small"
                isDisabled={isDisabled}
                onPress={() => {
                  const next = addGroup(rule);
                  emit(next, { kind: 'field', group: next.length - 1, condition: 0 });
                }}
              >
                {format(filterMessage(ruleBuilderActions.addAnotherRule))}
              </Button>
            )}
            <Button
              variant="subtle"
              size="small"
              isDisabled={isDisabled}
              onPress={() => {
                emit(clearRule(), { kind: 'show' });
                announce(t('ruleBuilder.announce.allRemoved'));
              }}
            >
              {format(filterMessage(ruleBuilderActions.removeAllFilters))}
            </Button>
          </Actions>
        </Builder>
      )}
    </div>
  );
}
