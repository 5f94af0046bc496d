import { commonMessages } from '@metafields/core';
import {
  Button,
  Spinner,
  Tree,
  TreeItem,
  VisuallyHidden,
  useLocale,
  useMessages,
} from '@metafields/design-system';
import type { Key, Selection } from '@metafields/design-system';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { treePickerMessages } from './messages.js';
import { NodeActions, NodeTitle, StatusTitle, TreeFrame } from './TreePicker.styles.js';
import { useTreeChildren } from './useTreeChildren.js';
import type { ChildrenEntry } from './useTreeChildren.js';

/** A node of the tree: a channel at the top level, categories beneath. */
export interface TreePickerNode {
  /** Unique in the tree, e.g. 'channel:1' or 'category:23'. */
  id: string;
  name: string;
  kind: 'channel' | 'category';
  /** A channel's icon. */
  iconUrl?: string | undefined;
  hasChildren: boolean;
  /**
   * Not choosable, shown with a warning icon and the tooltip 'Available on enterprise plan'
   * (non-default channels without multistore).
   */
  isLocked?: boolean | undefined;
  /** Whether the node itself may be chosen (channels may be only expandable). */
  isSelectable?: boolean | undefined;
}

export interface TreePickerProps {
  /** Names the tree (e.g. 'Categories'). */
  label: string;
  /** 'none' for a tree that only browses (the categories list, whose rows open a page). */
  selectionMode: 'none' | 'single' | 'multiple';
  /** The chosen node ids. @default [] */
  value?: readonly string[];
  /** Called with all the chosen node ids after each change. */
  onChange?: (ids: string[]) => void;
  /** A node's row was opened (click, Enter); not called for locked nodes or status rows. */
  onAction?: ((node: TreePickerNode) => void) | undefined;
  /** Controls at the end of a node's row, such as an Edit button. */
  renderActions?: ((node: TreePickerNode) => ReactNode) | undefined;
  /** The children of a node; `null` asks for the top level (the channels). */
  loadChildren: (parentId: string | null) => Promise<TreePickerNode[]>;
  /** Controlled expansion (the app keeps it in the URL); uncontrolled without it. */
  expandedIds?: readonly string[] | undefined;
  /** Called with all the expanded node ids after a node opens or closes. */
  onExpandedChange?: ((ids: string[]) => void) | undefined;
  /** An active sandbox or trial store: the locked nodes' warning icon takes another colour. */
  isTrialStore?: boolean | undefined;
  /** Shows the chosen nodes but ignores changes to them; nodes still expand. */
  isReadOnly?: boolean | undefined;
  /**
   * Uncontrolled, the nodes expanded at first. @default the first top-level node that can
   * expand, as the spec's category tree opens its first channel
   */
  defaultExpandedIds?: readonly string[] | undefined;
}

const noIds: readonly string[] = [];

/** One row of the tree: a node, or the loading or error row standing in for a node's children. */
type TreeRow =
  | { id: string; kind: 'node'; node: TreePickerNode; children: TreeRow[] }
  | { id: string; kind: 'loading' }
  | { id: string; kind: 'failed'; parentId: string | null };

// Status rows take ids no node has: node ids are the host's, such as 'category:23'.
const statusRowId = (kind: 'loading' | 'failed', parentId: string | null) =>
  `treePicker-${kind}:${parentId ?? ''}`;

const canExpand = (node: TreePickerNode) => node.hasChildren && node.isLocked !== true;
const isChoosable = (node: TreePickerNode) => node.isLocked !== true && node.isSelectable !== false;

function treeRows(
  entries: ReadonlyMap<string | null, ChildrenEntry>,
  parentId: string | null,
): TreeRow[] {
  const entry = entries.get(parentId);
  if (entry === undefined || entry.status === 'loading')
    return [{ id: statusRowId('loading', parentId), kind: 'loading' }];
  if (entry.status === 'failed')
    return [{ id: statusRowId('failed', parentId), kind: 'failed', parentId }];
  return entry.nodes.map((node) => ({
    id: node.id,
    kind: 'node',
    node,
    // A node that can expand always has a child row, the loading row until its children are
    // asked for: react-aria (1.22) expands and sets aria-expanded by child rows alone.
    children: canExpand(node) ? treeRows(entries, node.id) : [],
  }));
}

/** The ids now chosen, those chosen before first and in their order, then the new ones. */
function inChoosingOrder(previous: readonly string[], chosen: ReadonlySet<string>): string[] {
  const before = new Set(previous);
  return [
    ...previous.filter((id) => chosen.has(id)),
    ...[...chosen].filter((id) => !before.has(id)),
  ];
}

/**
 * The category/channel tree picker (metafields.md 'Pickers'): channels at the top with their
 * icons, categories beneath, loaded a level at a time as nodes expand (a loading row meanwhile,
 * an error row with Try again on failure), and radio-like or checkbox selection. The design
 * system's `Tree` gives the WAI-ARIA tree keyboard: Up and Down move, Right expands a node and
 * then moves to its first child, Left collapses it or goes to the parent (mirrored right to
 * left), Home and End, Space chooses (again, unchooses); Enter on an error row tries again.
 * Expansion is controlled by `expandedIds` or kept inside (the first expandable channel open at
 * first); either way each change is reported whole through `onExpandedChange`.
 * Locked nodes (non-default channels without multistore) cannot be chosen or expanded and
 * carry a warning icon whose tooltip, 'Available on enterprise plan', shows on hover and
 * keyboard focus and describes the row.
 */
export function TreePicker({
  label,
  selectionMode,
  value = noIds,
  onChange,
  onAction,
  renderActions,
  loadChildren,
  expandedIds,
  onExpandedChange,
  isTrialStore = false,
  isReadOnly = false,
  defaultExpandedIds,
}: TreePickerProps) {
  const t = useMessages(treePickerMessages);
  const tCommon = useMessages(commonMessages);
  // The parent whose children last failed to load (`null` for the top level), announced.
  const [failedParent, setFailedParent] = useState<{ parentId: string | null } | undefined>();
  const { entries, nodesById, request, retry } = useTreeChildren(loadChildren, (parentId) =>
    setFailedParent({ parentId }),
  );
  const failedParentNode =
    failedParent?.parentId == null ? undefined : nodesById.get(failedParent.parentId);
  let announcement = '';
  if (failedParentNode)
    announcement = t('treePicker.loadFailed.children', { name: failedParentNode.name });
  else if (failedParent) announcement = tCommon('common.loadFailed.title');

  // Uncontrolled expansion starts from `defaultExpandedIds`, else from the first node that can
  // expand once the top level is at hand; `null` until the person expands or collapses.
  const [ownExpanded, setOwnExpanded] = useState<readonly string[] | null>(
    defaultExpandedIds ?? null,
  );
  const topLevel = entries.get(null);
  const firstExpandable =
    topLevel?.status === 'loaded' ? topLevel.nodes.find(canExpand)?.id : undefined;
  const expanded =
    expandedIds ?? ownExpanded ?? (firstExpandable === undefined ? [] : [firstExpandable]);
  const expandedKey = expanded.join('\u001f');
  const expandedSet = useMemo(
    () => new Set(expandedKey === '' ? [] : expandedKey.split('\u001f')),
    [expandedKey],
  );

  useEffect(() => {
    request(null);
  }, [request]);
  // Expanded nodes whose children are not at hand yet ask for them, including those expanded
  // from the URL before their parents loaded.
  useEffect(() => {
    for (const id of expandedSet) {
      const node = nodesById.get(id);
      if (node && canExpand(node)) request(id);
    }
  }, [expandedSet, nodesById, request]);

  const rows = useMemo(() => treeRows(entries, null), [entries]);
  const unchoosable = useMemo(() => {
    const keys: string[] = [];
    const visit = (list: readonly TreeRow[]) => {
      for (const row of list) {
        if (row.kind !== 'node') keys.push(row.id);
        else {
          if (!isChoosable(row.node)) keys.push(row.id);
          visit(row.children);
        }
      }
    };
    visit(rows);
    return keys;
  }, [rows]);

  // react-aria takes no read-only tree; the marks stay, changes are refused, and the treegrid
  // says so to assistive technology.
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const grid = frameRef.current?.querySelector('[role="treegrid"]');
    if (!grid) return;
    if (isReadOnly) grid.setAttribute('aria-readonly', 'true');
    else grid.removeAttribute('aria-readonly');
  });

  // The tree pattern's Right on an expanded node moves to its first child; react-aria's
  // treegrid moves into the row's cells (the checkbox) instead. Child rows follow their parent
  // in the page, one level deeper. Right on a leaf still reaches its controls (Try again).
  const { direction } = useLocale();
  const enterFirstChild = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = event.target;
    if (event.key !== (direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight')) return;
    if (!(row instanceof HTMLElement) || row.getAttribute('role') !== 'row') return;
    if (row.getAttribute('aria-expanded') !== 'true') return;
    const child = row.nextElementSibling;
    const level = Number(row.getAttribute('aria-level'));
    if (!(child instanceof HTMLElement) || Number(child.getAttribute('aria-level')) !== level + 1)
      return;
    event.preventDefault();
    event.stopPropagation();
    child.focus();
  };

  const changeSelection = (keys: Selection) => {
    if (isReadOnly || keys === 'all') return;
    const chosen = new Set<string>();
    for (const key of keys) {
      const id = String(key);
      const node = nodesById.get(id);
      // Chosen ids in branches not loaded (from the value) stay chosen.
      if (node ? isChoosable(node) : value.includes(id)) chosen.add(id);
    }
    const next = selectionMode === 'single' ? [...chosen] : inChoosingOrder(value, chosen);
    if (next.length !== value.length || next.some((id, index) => id !== value[index]))
      onChange?.(next);
  };

  const changeExpansion = (keys: Set<Key>) => {
    const next = [...keys].map(String);
    // Keep the order of those already expanded; newly expanded ones follow.
    const ordered = [
      ...expanded.filter((id) => next.includes(id)),
      ...next.filter((id) => !expandedSet.has(id)),
    ];
    if (expandedIds === undefined) setOwnExpanded(ordered);
    onExpandedChange?.(ordered);
  };

  const renderRow = (row: TreeRow) => {
    if (row.kind === 'loading') {
      return (
        <TreeItem
          id={row.id}
          textValue={t('treePicker.loading')}
          data-choosable="false"
          title={
            <StatusTitle>
              <Spinner size="small" aria-label={t('treePicker.loading')} />
              <span aria-hidden="true">{t('treePicker.loading')}</span>
            </StatusTitle>
          }
        />
      );
    }
    if (row.kind === 'failed') {
      const tryAgain = () => {
        setFailedParent(undefined);
        retry(row.parentId);
      };
      return (
        <TreeItem
          id={row.id}
          textValue={tCommon('common.loadFailed.title')}
          data-choosable="false"
          onAction={tryAgain}
          title={
            <StatusTitle data-status="failed">
              <span>{tCommon('common.loadFailed.title')}</span>
              <Button variant="secondary" size="small" onPress={tryAgain}>
                {t('treePicker.retry')}
              </Button>
            </StatusTitle>
          }
        />
      );
    }
    const { node } = row;
    const isLocked = node.isLocked === true;
    return (
      <TreeItem<TreeRow>
        id={row.id}
        textValue={node.name}
        data-kind={node.kind}
        data-choosable={isChoosable(node) ? undefined : 'false'}
        title={
          node.iconUrl || renderActions ? (
            <NodeTitle data-has-actions={(!isLocked && renderActions !== undefined) || undefined}>
              {node.iconUrl && <img src={node.iconUrl} alt="" />}
              <span>{node.name}</span>
              {!isLocked && renderActions && <NodeActions>{renderActions(node)}</NodeActions>}
            </NodeTitle>
          ) : (
            node.name
          )
        }
        hasChildItems={canExpand(node)}
        isDisabled={isLocked}
        disabledReason={isLocked ? tCommon('common.plan.enterpriseOnly') : undefined}
        childItems={row.children}
      >
        {renderRow}
      </TreeItem>
    );
  };

  return (
    <TreeFrame
      ref={frameRef}
      data-trial-store={isTrialStore || undefined}
      onKeyDownCapture={enterFirstChild}
    >
      <Tree<TreeRow>
        aria-label={label}
        items={rows}
        dependencies={[t, tCommon]}
        selectionMode={selectionMode}
        selectedKeys={value}
        onSelectionChange={changeSelection}
        disabledKeys={unchoosable}
        expandedKeys={expanded}
        onExpandedChange={changeExpansion}
        {...(onAction && {
          onAction: (key: Key) => {
            const node = nodesById.get(String(key));
            if (node && node.isLocked !== true) onAction(node);
          },
        })}
        renderEmptyState={() => t('treePicker.empty')}
      >
        {renderRow}
      </Tree>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </TreeFrame>
  );
}
