import { describe, expect, it } from 'vitest';
import { actorKey, historyOf, isRestorable, SCHEDULER, type HistoryEntry } from './historyEntry';

const entry = (version: number, event: string): HistoryEntry => ({
  version,
  event,
  at: '2025-05-01T10:00:00Z',
  by: 'olena',
  changed: [],
});

describe('isRestorable', () => {
  const history = [
    entry(4, 'ArticlePublished'),
    entry(3, 'ArticleDraftSaved'),
    entry(1, 'ArticleCreated'),
  ];

  it('offers every earlier version', () => {
    expect(isRestorable(history, entry(3, 'ArticleDraftSaved'))).toBe(true);
    expect(isRestorable(history, entry(1, 'ArticleCreated'))).toBe(true);
  });

  it('does not offer the current version', () => {
    expect(isRestorable(history, entry(4, 'ArticlePublished'))).toBe(false);
  });

  it('offers nothing once the record is deleted', () => {
    const deleted = [entry(5, 'DogDeleted'), entry(4, 'DogEdited'), entry(1, 'DogCreated')];
    expect(isRestorable(deleted, entry(4, 'DogEdited'))).toBe(false);
  });
});

describe('historyOf', () => {
  it('turns the server history into the newest-first entries the panel shows', () => {
    const at = '2026-11-20T10:00:00Z';
    expect(
      historyOf([
        { sequence: 1, event: 'DogCreated', actor: 'olena', at, changedFields: [] },
        { sequence: 2, event: 'DogEdited', actor: 'ivan', at, changedFields: ['name.en'] },
      ]),
    ).toEqual([
      { version: 2, event: 'DogEdited', at, by: 'ivan', changed: ['name.en'] },
      { version: 1, event: 'DogCreated', at, by: 'olena', changed: [] },
    ]);
  });
});

describe('actorKey', () => {
  it('names the schedule for what the scheduler did and the person otherwise', () => {
    expect(actorKey(SCHEDULER)).toBe('history.bySchedule');
    expect(actorKey('olena')).toBe('history.by');
  });
});
