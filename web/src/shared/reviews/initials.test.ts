import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('the initials of an avatar without a photo', () => {
  it.each([
    ['Олена Коваль', 'ОК'],
    ['anna', 'A'],
    ['Anna-Maria Smith Jones', 'AM'],
    ['  ґанна  їжак ', 'ҐЇ'],
    ["O'Neil", 'O'],
    ['', ''],
  ])('of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
