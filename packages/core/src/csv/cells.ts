import type { RowContext } from './table.js';
import { csvMessage } from './messages.js';

/**
 * Checks shared by the layouts. Each reads one cell, reports what is wrong with it through the
 * row context, and returns the value (or undefined when it is missing or wrong).
 */

const wholeNumber = /^\d+$/;

/** A record id: a whole number greater than 0. An empty cell is reported when `required`. */
export function readId(context: RowContext, column: string, required = true): number | undefined {
  const cell = context.cell(column).trim();
  if (cell === '') {
    if (required) context.reject(csvMessage('csv.cell.required', { column }), column);
    return undefined;
  }
  const id = Number(cell);
  if (!wholeNumber.test(cell) || id < 1 || !Number.isSafeInteger(id)) {
    context.reject(csvMessage('csv.cell.notId', { column }), column);
    return undefined;
  }
  return id;
}

export interface TextRule {
  required: boolean;
  max?: number;
}

/**
 * A text cell, kept exactly as written (no trimming: spaces can be part of a value).
 * Lengths count UTF-16 code units, as the platform's limits do.
 */
export function readText(context: RowContext, column: string, rule: TextRule): string {
  const cell = context.cell(column);
  if (cell === '' && rule.required) {
    context.reject(csvMessage('csv.cell.required', { column }), column);
  } else if (rule.max !== undefined && cell.length > rule.max) {
    context.reject(csvMessage('csv.cell.tooLong', { column, max: rule.max }), column);
  }
  return cell;
}

/** 'true' or 'false' (any case); an empty cell gives `fallback`. */
export function readBoolean(
  context: RowContext,
  column: string,
  fallback?: boolean,
): boolean | undefined {
  const cell = context.cell(column).trim().toLowerCase();
  if (cell === '') return fallback;
  if (cell === 'true') return true;
  if (cell === 'false') return false;
  context.reject(csvMessage('csv.cell.notBoolean', { column }), column);
  return undefined;
}

/** Writes a boolean the way it is read back. */
export function booleanCell(value: boolean): string {
  return value ? 'true' : 'false';
}
