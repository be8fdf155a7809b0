import { describe, expect, it } from 'vitest';
import type { InboxEvent } from './api/inboxTypes';
import { erasureOf } from './inboxErasure';

const step = (action: InboxEvent['action'], actor: string | null, at: string): InboxEvent => ({
  at,
  actor,
  action,
  status: null,
  text: null,
  spam: null,
  mail: null,
});

const received = step('RECEIVED', null, '2026-01-10T09:00:00Z');

describe('erasureOf', () => {
  it('is nothing while the visitor is not erased', () => {
    expect(erasureOf({ erasedAt: null, history: [received] })).toBeNull();
  });

  it('names the staff member who erased the visitor', () => {
    const history = [
      received,
      step('STATUS_CHANGED', 'oksana', '2026-01-11T10:00:00Z'),
      step('ERASED', 'taras', '2026-02-01T12:00:00Z'),
      step('STATUS_CHANGED', 'oksana', '2026-02-02T08:00:00Z'),
    ];
    expect(erasureOf({ erasedAt: '2026-02-01T12:00:00Z', history })).toEqual({
      at: '2026-02-01T12:00:00Z',
      by: 'staff',
      login: 'taras',
    });
  });

  it('tells the erasure on schedule', () => {
    const history = [
      received,
      step('STATUS_CHANGED', 'oksana', '2026-01-11T10:00:00Z'),
      step('ERASED', null, '2028-01-11T03:00:00Z'),
    ];
    expect(erasureOf({ erasedAt: '2028-01-11T03:00:00Z', history })).toEqual({
      at: '2028-01-11T03:00:00Z',
      by: 'schedule',
    });
  });

  it('claims neither when the history has no erasure step to tell', () => {
    expect(erasureOf({ erasedAt: '2026-02-01T12:00:00Z', history: [received] })).toEqual({
      at: '2026-02-01T12:00:00Z',
      by: 'unknown',
    });
  });
});
