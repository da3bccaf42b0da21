import { describe, expect, it } from 'vitest';
import { afterChange, fieldNumber, shownFields } from './visibility.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
const BASE = range(21, 25);

describe('contact assistance visibility (shop spec §4)', () => {
  it('shows FormField21–25 only when nothing is chosen', () => {
    expect(sorted(shownFields({}))).toEqual(BASE);
  });

  it.each(['7', '8'])('FormField25 = %s shows FormField52 and FormField38', (value) => {
    expect(sorted(shownFields({ 25: value }))).toEqual([...BASE, 38, 52]);
  });

  it('FormField25 = 15 shows FormField46–51', () => {
    expect(sorted(shownFields({ 25: '15' }))).toEqual([...BASE, ...range(46, 51)]);
  });

  it.each(['1', '6', '9', '12', '14', '10', '13', ''])('FormField25 = "%s" hides every dynamic field', (value) => {
    expect(sorted(shownFields({ 25: value, 52: '14', 38: '13' }))).toEqual(BASE);
  });

  it('FormField52 = 12 shows FormField26; 14 shows FormField27–35; other values nothing', () => {
    expect(sorted(shownFields({ 25: '7', 52: '12' }))).toEqual([...BASE, 26, 38, 52]);
    expect(sorted(shownFields({ 25: '8', 52: '14' }))).toEqual([...BASE, ...range(27, 35), 38, 52]);
    expect(sorted(shownFields({ 25: '7', 52: '11' }))).toEqual([...BASE, 38, 52]);
  });

  it('FormField38 = 10 shows FormField36, 37, 45; 13 shows FormField39–45; other values nothing', () => {
    expect(sorted(shownFields({ 25: '7', 38: '10' }))).toEqual([...BASE, 36, 37, 38, 45, 52]);
    expect(sorted(shownFields({ 25: '8', 38: '13' }))).toEqual([...BASE, 38, ...range(39, 45), 52]);
    expect(sorted(shownFields({ 25: '8', 38: '11' }))).toEqual([...BASE, 38, 52]);
  });

  it('both nested branches apply together', () => {
    expect(sorted(shownFields({ 25: '7', 52: '14', 38: '10' }))).toEqual([
      ...BASE,
      ...range(27, 35),
      36,
      37,
      38,
      45,
      52,
    ]);
  });

  it('a change of FormField25 resets FormField52 and FormField38, even when they stay shown', () => {
    const state = afterChange({ 25: '8', 52: '14', 38: '10', 27: 'VB-1', 36: '0475' }, 25);
    expect(state.values[52]).toBe('');
    expect(state.values[38]).toBe('');
    expect(state.emptied).toEqual([27, 36, 38, 52]);
    expect(sorted(state.shown)).toEqual([...BASE, 38, 52]);
  });

  it('a hidden field is emptied, so it starts empty when shown again', () => {
    const hidden = afterChange({ 25: '7', 52: '12', 26: 'two bottles' }, 52);
    expect(hidden.values[26]).toBe('two bottles');
    const other = afterChange({ ...hidden.values, 52: '14' }, 52);
    expect(other.values[26]).toBe('');
    expect(other.emptied).toEqual([26]);
    const back = afterChange({ ...other.values, 52: '12' }, 52);
    expect(back.values[26]).toBe('');
    expect(back.shown.has(26)).toBe(true);
  });

  it('leaving branch 15 empties FormField46–51', () => {
    const state = afterChange({ 25: '9', 46: 'Cycles SA', 51: 'https://cycles.example' }, 25);
    expect(state.emptied).toEqual([46, 51]);
  });

  it('changing a field that resets nothing keeps the other values', () => {
    const state = afterChange({ 21: 'Julie', 25: '7', 52: '12', 26: 'x' }, 21);
    expect(state.values).toMatchObject({ 21: 'Julie', 25: '7', 52: '12', 26: 'x' });
    expect(state.emptied).toEqual([]);
  });

  it('reads field numbers from control names', () => {
    expect(fieldNumber('FormField31')).toBe(31);
    expect(fieldNumber('Assistance.FormField25')).toBe(25);
    expect(fieldNumber('FormField31Extra')).toBeUndefined();
    expect(fieldNumber('__RequestVerificationToken')).toBeUndefined();
  });
});
