// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ArticleTitle, IssueContent } from './api/newsletterTypes';
import { articlePath, inLanguage, letterOf } from './issueLetter';

const IMAGE = 'c0ffee'.padEnd(64, '0');

const CONTENT: IssueContent = {
  uk: { title: ' Зимові\n новини ', html: '<p>Привіт, <strong>друзі</strong>!</p>' },
  en: { title: 'Winter news', html: '<div>Hello, <em>friends</em>!</div>' },
  imageId: IMAGE,
  articles: [7, 3],
};

const TITLES: ArticleTitle[] = [
  { id: 3, title: { uk: 'Як зібрати собаку в готель', en: 'Packing for the hotel' } },
  { id: 7, title: { uk: 'Зимові прогулянки', en: '' } },
  { id: 9, title: { uk: 'Інша стаття', en: 'Another article' } },
];

describe('letterOf', () => {
  it('draws the Ukrainian letter: its title on one line, the picture, the text and the links', () => {
    expect(letterOf(CONTENT, 'uk', TITLES)).toEqual({
      language: 'uk',
      title: 'Зимові новини',
      imageId: IMAGE,
      html: '<p>Привіт, <b>друзі</b>!</p>',
      articles: [
        { id: 7, title: 'Зимові прогулянки', href: '/article/7' },
        { id: 3, title: 'Як зібрати собаку в готель', href: '/article/3' },
      ],
    });
  });

  it('draws the English letter with English links, in the order chosen', () => {
    const letter = letterOf(CONTENT, 'en', TITLES);
    expect(letter.title).toBe('Winter news');
    expect(letter.html).toBe('<p>Hello, <i>friends</i>!</p>');
    expect(letter.articles.map(({ href }) => href)).toEqual(['/en/article/7', '/en/article/3']);
  });

  it('names an article without an English title by its Ukrainian one', () => {
    expect(letterOf(CONTENT, 'en', TITLES).articles[0]?.title).toBe('Зимові прогулянки');
  });

  it('leaves out articles whose titles are not known', () => {
    expect(letterOf({ ...CONTENT, articles: [42, 3] }, 'uk', TITLES).articles).toEqual([
      { id: 3, title: 'Як зібрати собаку в готель', href: '/article/3' },
    ]);
    expect(letterOf(CONTENT, 'uk', undefined).articles).toEqual([]);
  });

  it('links an article chosen twice once', () => {
    expect(letterOf({ ...CONTENT, articles: [3, 3] }, 'uk', TITLES).articles).toHaveLength(1);
  });

  it('has no picture when none was chosen', () => {
    expect(letterOf({ ...CONTENT, imageId: null }, 'uk', TITLES).imageId).toBeNull();
  });

  it('never carries markup the blog does not allow', () => {
    const content = {
      ...CONTENT,
      uk: { title: 'Т', html: '<p onclick="steal()">Текст<script>steal()</script><img src=x></p>' },
    };
    expect(letterOf(content, 'uk', TITLES).html).toBe('<p>Текст</p>');
  });
});

describe('articlePath', () => {
  it('leaves a Ukrainian page unprefixed, as the site does', () => {
    expect(articlePath(5, 'uk')).toBe('/article/5');
    expect(articlePath(5, 'en')).toBe('/en/article/5');
  });
});

describe('inLanguage', () => {
  it('takes the text in the language asked for, else the other one', () => {
    expect(inLanguage({ uk: 'Новини', en: 'News' }, 'en')).toBe('News');
    expect(inLanguage({ uk: 'Новини', en: '  ' }, 'en')).toBe('Новини');
    expect(inLanguage({ uk: '', en: '' }, 'uk')).toBe('');
  });
});
