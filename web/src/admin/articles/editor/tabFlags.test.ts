// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Language } from '@/shared/i18n';
import type { ArticleTab } from '../api/articleTypes';
import { emptyEditorDraft, type EditorDraft } from './articleDraft';
import { tabFlagsOf } from './tabFlags';

function draft(original: Language, en: { title: string; blocks: string[] }): EditorDraft {
  const value = emptyEditorDraft(original);
  value.translations.uk = {
    title: 'Як підготувати собаку до готелю',
    thesis: '',
    description: '',
    blocks: [{ key: 'u1', type: 'TEXT', value: '<p>Текст</p>' }],
  };
  value.translations.en = {
    title: en.title,
    thesis: '',
    description: '',
    blocks: en.blocks.map((html, index) => ({ key: `e${index}`, type: 'TEXT', value: html })),
  };
  return value;
}

const tab = (change: Partial<ArticleTab>): ArticleTab => ({
  isOriginal: false,
  hasChanged: false,
  missing: false,
  ...change,
});
const serverTabs = (en: Partial<ArticleTab>) => ({ uk: tab({ isOriginal: true }), en: tab(en) });
const translated = { title: 'Getting a dog ready', blocks: ['<p>Text</p>'] };

describe('tabFlagsOf', () => {
  it.each([
    ['a full translation', translated, null, { missing: false, outdated: false }],
    ['no title', { ...translated, title: ' ' }, null, { missing: true, outdated: false }],
    ['no blocks', { ...translated, blocks: [] }, null, { missing: true, outdated: false }],
    ['only empty blocks', { ...translated, blocks: ['<p><br></p>'] }, null, { missing: true }],
    ['an outdated one', translated, serverTabs({ hasChanged: true }), { outdated: true }],
    [
      'an outdated one now emptied',
      { ...translated, title: '' },
      serverTabs({ hasChanged: true }),
      { missing: true, outdated: false },
    ],
  ])('flags English as a translation with %s', (_case, en, tabs, flags) => {
    expect(tabFlagsOf('en', draft('uk', en), tabs)).toMatchObject({ original: false, ...flags });
  });

  it('never flags the original language', () => {
    const empty = { title: '', blocks: [] };
    const tabs = { uk: tab({ isOriginal: true }), en: tab({ isOriginal: true, hasChanged: true }) };
    expect(tabFlagsOf('en', draft('en', empty), tabs)).toEqual({
      original: true,
      outdated: false,
      missing: false,
    });
  });

  it('follows a change of the original language made in the editor', () => {
    expect(tabFlagsOf('uk', draft('en', translated), serverTabs({}))).toEqual({
      original: false,
      outdated: false,
      missing: false,
    });
  });
});
