// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_LIST, readListMemory, writeListMemory } from './listMemory';

describe('the dog list memory', () => {
  afterEach(() => sessionStorage.clear());

  it('gives back what the list wrote before the visitor opened a dog', () => {
    const memory = {
      filters: { sex: 'FEMALE' as const, age: 'all' as const, size: 2 as const },
      shown: 18,
      openedDogId: 7,
    };
    writeListMemory(memory);
    expect(readListMemory()).toEqual(memory);
  });

  it('starts afresh without a memory or with a broken one', () => {
    expect(readListMemory()).toEqual(FRESH_LIST);
    sessionStorage.setItem('doghotel:want-a-friend-list', '{not json');
    expect(readListMemory()).toEqual(FRESH_LIST);
  });

  it('never shows fewer than one step of cards', () => {
    writeListMemory({ ...FRESH_LIST, shown: 0 });
    expect(readListMemory().shown).toBe(6);
  });
});
