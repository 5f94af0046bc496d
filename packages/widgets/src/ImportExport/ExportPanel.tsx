import {
  commonMessages,
  exportLimitBlock,
  importExportMessages,
  isConditionActive,
  jobsMessages,
  filterResources,
  type ExportType,
  type FilterResource,
  type FilterRule,
  type MessageDescriptor,
  type ResourceTypePlural,
  startRule,
} from '@metafields/core';
import { Banner, Button, Form, Panel, useMessages } from '@metafields/design-system';
import { useState } from 'react';
import { RuleBuilder, type RuleBuilderProps } from '../RuleBuilder/index.js';
import { AvailabilityBanner, type ImportExportAvailability } from './AvailabilityBanner.js';
import { ExportItemCount } from './ExportItemCount.js';
import { StartRow } from './ImportExport.styles.js';
import { TypeSelect } from './TypeSelect.js';

/** What is exported: a record type's metafields, or (`values`) a custom resource's values. */
export type ExportPanelResource = ResourceTypePlural | 'values';

/** The export estimate: a number, still being read, or not known (the read failed). */
export type ExportItemCount = number | 'loading' | 'unknown';

/** What 'Start export' hands over: the request body's type and the rule as the builder holds it. */
export interface ExportStart {
  exportType: ExportType;
  /** The rule builder's rule; null while no filter is shown (export everything). */
  rule: FilterRule | null;
}

export interface ExportPanelProps {
  /**
   * What is exported: a record type ('products', 'orders'…) or a custom resource's `values`. It
   * decides the filter, the count's wording and the export limit.
   */
  resource: ExportPanelResource;
  /**
   * The `{type}` of the title 'Download a spreadsheet of {type} metafields', in the user's
   * language ('product'). Without it the panel has no title (a custom resource's export).
   */
  typeName?: string | undefined;
  /**
   * Shared templates exist: the 'Type' select (Shared, Custom) is shown. Without it the export
   * is of custom metafields, `exportType: 'custom'`.
   */
  hasTemplates: boolean;
  /** The filter, for the resources the rule builder covers; null while it is hidden. */
  rule?: FilterRule | null | undefined;
  /** Changes of the filter. Without it no rule builder is shown. */
  onRuleChange?: ((rule: FilterRule | null) => void) | undefined;
  /** The rest of the rule builder's props: loaders, OR groups, multistore… */
  ruleBuilderProps?:
    | Omit<
        RuleBuilderProps,
        | 'value'
        | 'onChange'
        | 'resource'
        | 'collapsed'
        | 'defaultCollapsed'
        | 'onCollapsedChange'
        | 'name'
        | 'onBlur'
        | 'ref'
      >
    | undefined;
  /**
   * The estimate for the current filter. Shown for every resource but orders; for orders it
   * still decides the export limit.
   */
  itemCount: ExportItemCount;
  /**
   * Called by 'Start export' unless core's export limit refuses it. While the promise is
   * pending the form is disabled and the button shows progress.
   */
  onStart: (request: ExportStart) => Promise<unknown>;
  /** Whether the plan and store allow exports (core's `jobPanelAvailability`). */
  availability?: ImportExportAvailability | undefined;
  /** Where 'Explore plans' leads: the billing page. */
  explorePlansHref: string;
  /** The store could not be read: 'Unable to access store', and the form is disabled. */
  storeLoadFailed?: boolean | undefined;
  /** The title's level in the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
}

const filterResourceOf = (resource: ExportPanelResource): FilterResource | undefined =>
  filterResources.find((candidate) => candidate === resource);

/** A rule holds a filter when a condition would take part in the query. */
const holdsFilter = (rule: FilterRule | null | undefined): boolean =>
  rule != null && rule.some((group) => group.some(isConditionActive));

/**
 * The Export tab's form (metafields.md section 2): 'Download a spreadsheet of {type}
 * metafields', the optional type select, the filter, the item count and 'Start export', which
 * core's export limit may refuse ('Cannot start export.').
 */
export function ExportPanel({
  resource,
  typeName,
  hasTemplates,
  rule = null,
  onRuleChange,
  ruleBuilderProps,
  itemCount,
  onStart,
  availability = { status: 'allowed' },
  explorePlansHref,
  storeLoadFailed = false,
  headingLevel = 2,
}: ExportPanelProps) {
  const tImportExport = useMessages(importExportMessages);
  const tCommon = useMessages(commonMessages);
  const tJobs = useMessages(jobsMessages);
  const [selectedType, setSelectedType] = useState<ExportType>('shared');
  const [isPending, setPending] = useState(false);
  const [refused, setRefused] = useState(false);

  const filterResource = filterResourceOf(resource);
  const isLocked = storeLoadFailed || availability.status !== 'allowed';
  const isDisabled = isLocked || isPending;
  const block =
    typeof itemCount === 'number'
      ? exportLimitBlock({
          resourceType: resource,
          estimatedCount: itemCount,
          hasFilter: holdsFilter(rule),
        })
      : null;
  // The refusal stays while its reason does; a narrower filter takes it away.
  if (refused && block === null) setRefused(false);

  const formatJobs = (message: MessageDescriptor) =>
    Object.hasOwn(jobsMessages, message.key)
      ? tJobs(message.key as keyof typeof jobsMessages, message.values)
      : message.defaultMessage;

  const start = () => {
    if (isDisabled) return;
    if (block !== null) {
      setRefused(true);
      return;
    }
    setPending(true);
    const settle = () => setPending(false);
    onStart({ exportType: hasTemplates ? selectedType : 'custom', rule }).then(settle, settle);
  };

  return (
    <Panel
      title={
        typeName === undefined ? undefined : tImportExport('exportPanel.title', { type: typeName })
      }
      headingLevel={headingLevel}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        {storeLoadFailed ? (
          <Banner variant="critical">{tCommon('common.storeUnavailable')}</Banner>
        ) : (
          availability.status !== 'allowed' && (
            <AvailabilityBanner
              availability={availability}
              upgradeKey="exportPanel.upgrade"
              explorePlansHref={explorePlansHref}
            />
          )
        )}
        {hasTemplates && (
          <TypeSelect value={selectedType} onChange={setSelectedType} isDisabled={isDisabled} />
        )}
        {filterResource !== undefined && onRuleChange !== undefined && (
          <RuleBuilder
            {...ruleBuilderProps}
            resource={filterResource}
            // The panel's rule is null while the filter is collapsed (export everything).
            value={rule ?? []}
            collapsed={rule === null}
            onChange={(next) => onRuleChange(next.length === 0 ? null : next)}
            onCollapsedChange={(collapsed) => {
              if (!collapsed) onRuleChange(startRule());
            }}
            isDisabled={isDisabled || ruleBuilderProps?.isDisabled}
          />
        )}
        {resource !== 'orders' && <ExportItemCount resource={resource} count={itemCount} />}
        {refused && block !== null && (
          <Banner variant="critical" title={formatJobs(block.title)}>
            {formatJobs(block.message)}
          </Banner>
        )}
        <StartRow>
          <Button type="submit" isDisabled={isLocked} isPending={isPending}>
            {tImportExport('exportPanel.start')}
          </Button>
        </StartRow>
      </Form>
    </Panel>
  );
}
