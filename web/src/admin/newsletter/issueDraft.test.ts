// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { IssueContent } from './api/newsletterTypes';
import {
  ARTICLES_MAX,
  TEXT_MAX,
  TITLE_MAX,
  cleanTitle,
  contentToSend,
  emptyIssueContent,
  fieldOfIssueProblem,
  isIssueChanged,
  languageOfField,
  validateIssue,
} from './issueDraft';

/** An issue the server takes: a title and a text in both languages. */
const VALID: IssueContent = {
  uk: { title: 'Зимові новини', html: '<p>Привіт, <b>друзі</b>!</p>' },
  en: { title: 'Winter news', html: '<p>Hello, <b>friends</b>!</p>' },
  imageId: null,
  articles: [3, 7],
};

const withText = (language: 'uk' | 'en', change: Partial<IssueContent['uk']>): IssueContent => ({
  ...VALID,
  [language]: { ...VALID[language], ...change },
});

describe('validateIssue', () => {
  it('finds nothing wrong with a title and a text in both languages', () => {
    expect(validateIssue(VALID)).toEqual({});
  });

  it.each([
    ['a title of exactly the limit', withText('uk', { title: 'я'.repeat(TITLE_MAX) })],
    [
      'a title whose spaces the server drops',
      withText('en', { title: `  ${'a'.repeat(TITLE_MAX)}  ` }),
    ],
    ['a letter outside the BMP counted once', withText('en', { title: '🐕'.repeat(TITLE_MAX) })],
    [
      'a text of exactly the limit, markup included',
      withText('uk', { html: `<p>${'a'.repeat(TEXT_MAX - 7)}</p>` }),
    ],
    ['no picture and no articles', { ...VALID, articles: [] }],
    ['the most articles', { ...VALID, articles: [1, 2, 3, 4, 5] }],
    [
      'an article chosen twice, which the server keeps once',
      { ...VALID, articles: [1, 2, 3, 4, 5, 5] },
    ],
  ])('takes %s', (_case, content) => {
    expect(validateIssue(content)).toEqual({});
  });

  it.each([
    ['an empty title', withText('uk', { title: '' }), { 'uk.title': 'titleRequired' }],
    ['a title of spaces', withText('en', { title: ' \n ' }), { 'en.title': 'titleRequired' }],
    [
      'a title over the limit',
      withText('en', { title: 'a'.repeat(TITLE_MAX + 1) }),
      { 'en.title': 'titleTooLong' },
    ],
    ['an empty text', withText('uk', { html: '' }), { 'uk.html': 'textRequired' }],
    [
      'a text of empty paragraphs',
      withText('en', { html: '<p> </p><p><br></p>' }),
      { 'en.html': 'textRequired' },
    ],
    [
      'a text over the limit with its markup',
      withText('uk', { html: `<p>${'a'.repeat(TEXT_MAX - 6)}</p>` }),
      { 'uk.html': 'textTooLong' },
    ],
    ['six articles', { ...VALID, articles: [1, 2, 3, 4, 5, 6] }, { articles: 'tooManyItems' }],
  ])('refuses %s', (_case, content, errors) => {
    expect(validateIssue(content)).toEqual(errors);
  });

  it('names every problem of an empty issue, Ukrainian first', () => {
    expect(Object.keys(validateIssue(emptyIssueContent()))).toEqual([
      'uk.title',
      'uk.html',
      'en.title',
      'en.html',
    ]);
  });

  it('allows at most as many articles as the server', () => {
    expect(ARTICLES_MAX).toBe(5);
  });
});

describe('cleanTitle', () => {
  it('puts the title on one line with single spaces, as the server stores it', () => {
    expect(cleanTitle('  Зимові\n  новини\t2025 ')).toBe('Зимові новини 2025');
  });
});

describe('contentToSend', () => {
  it('sends the titles cleaned and each article once, in the order chosen', () => {
    const sent = contentToSend({
      ...withText('uk', { title: ' Зимові  новини ' }),
      articles: [7, 3, 7],
    });
    expect(sent.uk.title).toBe('Зимові новини');
    expect(sent.articles).toEqual([7, 3]);
  });
});

describe('isIssueChanged', () => {
  it('is not fooled by what the server would clean anyway', () => {
    const typed = { ...withText('en', { title: 'Winter  news ' }), articles: [3, 7, 3] };
    expect(isIssueChanged(typed, VALID)).toBe(false);
  });

  it.each([
    ['a title', withText('uk', { title: 'Весняні новини' })],
    ['a text', withText('en', { html: '<p>Hello!</p>' })],
    ['a picture', { ...VALID, imageId: 'a'.repeat(64) }],
    ['the articles’ order', { ...VALID, articles: [7, 3] }],
  ])('notices %s', (_case, draft) => {
    expect(isIssueChanged(draft, VALID)).toBe(true);
  });
});

describe('fieldOfIssueProblem', () => {
  it.each([
    ['titleTooLong', 'en.title', 'en.title'],
    ['textRequired', 'uk.html', 'uk.html'],
    ['imageError', 'imageId', 'imageId'],
    ['articleNotPublished', 'articles', 'articles'],
  ] as const)('takes the server’s field for %s', (code, field, expected) => {
    expect(fieldOfIssueProblem(code, field)).toBe(expected);
  });

  it.each([
    ['tooManyItems', 'articles'],
    ['articleNotPublished', 'articles'],
    ['imageError', 'imageId'],
  ] as const)('knows where %s belongs without a field', (code, expected) => {
    expect(fieldOfIssueProblem(code, undefined)).toBe(expected);
  });

  it.each([
    ['conflict', undefined],
    ['issueAlreadySent', undefined],
    ['somethingWentWrong', 'content.uk'],
  ] as const)('leaves %s to the whole issue', (code, field) => {
    expect(fieldOfIssueProblem(code, field)).toBeNull();
  });
});

describe('languageOfField', () => {
  it('finds the tab of a language’s field, and none for the shared ones', () => {
    expect(languageOfField('en.html')).toBe('en');
    expect(languageOfField('uk.title')).toBe('uk');
    expect(languageOfField('articles')).toBeNull();
    expect(languageOfField('imageId')).toBeNull();
  });
});
