import { describe, expect, it } from 'vitest';
import { filterMessages } from './messages.js';
import {
  filterOperators,
  isFilterOperator,
  isListOperator,
  needsNoValue,
  operatorGroups,
  operatorLabel,
  takesModifier,
  unionOfGroups,
} from './operators.js';

describe('operator catalogue (spec section 5)', () => {
  it('lists each group with the spec operators in the spec order', () => {
    expect(operatorGroups).toEqual({
      text: ['contains', '!contains', '==', '!=', '^', '!^', '$', '!$', 'in', '!in'],
      number: ['>', '==', '<'],
      select: ['==', '!='],
      selectMultiple: ['in', '!in'],
      date: ['<date', '!<date', '<xdaysago', '!<xdaysago'],
      boolean: ['true', '!true'],
      other: ['!null', 'null'],
    });
  });

  it('labels the date and other operators with the spec words', () => {
    const label = (operator: Parameters<typeof operatorLabel>[0]) =>
      filterMessages[operatorLabel(operator)];
    expect(label('<date')).toBe('Before');
    expect(label('!<date')).toBe('On or after');
    expect(label('<xdaysago')).toBe('More than');
    expect(label('!<xdaysago')).toBe('Less than');
    expect(label('!null')).toBe('Exists');
    expect(label('null')).toBe('Does not exist');
  });

  it('labels the operators the spec names in the per-field rules', () => {
    expect(filterMessages[operatorLabel('==')]).toBe('Is');
    expect(filterMessages[operatorLabel('contains')]).toBe('Contains');
    expect(filterMessages[operatorLabel('in')]).toBe('Is one of');
  });

  it('gives every operator a label of its own', () => {
    const labels = Object.values(filterOperators).map((key) => filterMessages[key]);
    expect(labels).toHaveLength(20);
    expect(new Set(labels).size).toBe(20);
  });

  it('knows the operators that take no value: true, !true, null, !null', () => {
    const valueless = Object.keys(filterOperators).filter(needsNoValue);
    expect(valueless.sort()).toEqual(['!null', '!true', 'null', 'true']);
  });

  it('knows list operators and modifier operators', () => {
    expect(Object.keys(filterOperators).filter(isListOperator)).toEqual(['in', '!in']);
    expect(Object.keys(filterOperators).filter(takesModifier)).toEqual(['contains', '!contains']);
  });

  it('recognises catalogue operators only', () => {
    expect(isFilterOperator('!<xdaysago')).toBe(true);
    expect(isFilterOperator('like')).toBe(false);
    expect(isFilterOperator('toString')).toBe(false);
  });

  it('unites groups keeping the first occurrence of each operator', () => {
    expect(unionOfGroups(['number', 'select'])).toEqual(['>', '==', '<', '!=']);
  });
});
