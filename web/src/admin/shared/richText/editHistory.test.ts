// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EditHistory, restoreSnapshot, type Snapshot, takeSnapshot } from './editHistory';
import { fieldWith } from './fieldFixture';

const state = (html: string): Snapshot => ({ html, selection: null });

describe('EditHistory', () => {
  it('undoes and redoes a command as one step', () => {
    const history = new EditHistory();
    history.record(state('a'));
    expect(history.undo(state('b'))?.html).toBe('a');
    expect(history.redo(state('a'))?.html).toBe('b');
    expect(history.redo(state('b'))).toBeNull();
  });

  it('undoes a run of typing as one step, until a pause', () => {
    const history = new EditHistory();
    history.record(state('a'), 'insert', 0);
    history.record(state('ab'), 'insert', 400);
    history.record(state('abc'), 'insert', 2000);
    expect(history.undo(state('abcd'))?.html).toBe('abc');
    expect(history.undo(state('abc'))?.html).toBe('a');
    expect(history.undo(state('a'))).toBeNull();
  });

  it('starts a new step when typing changes kind', () => {
    const history = new EditHistory();
    history.record(state('a'), 'insert', 0);
    history.record(state('ab'), 'delete', 100);
    expect(history.undo(state('a'))?.html).toBe('ab');
  });

  it('forgets what was undone once something else changes', () => {
    const history = new EditHistory();
    history.record(state('a'));
    history.undo(state('b'));
    history.record(state('a'));
    expect(history.redo(state('c'))).toBeNull();
  });
});

describe('snapshots', () => {
  it('bring back the markup and the selection', () => {
    const { root, range } = fieldWith('<p>A <b>[calm]</b> dog</p>');
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    const before = takeSnapshot(root);
    root.innerHTML = '<p>changed</p>';
    restoreSnapshot(root, before);
    expect(root.innerHTML).toBe('<p>A <b>calm</b> dog</p>');
    expect(document.getSelection()?.toString()).toBe('calm');
  });
});
