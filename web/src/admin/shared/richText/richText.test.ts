// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isRichTextEmpty, normalizeRichText } from './richText';

describe('normalizeRichText', () => {
  it.each([
    ['keeps the allowed markup', '<p>A <b>bold</b>, <i>calm</i> <mark>dog</mark></p>'],
    ['keeps a line break inside a paragraph', '<p>Line one<br>Line two</p>'],
    [
      'keeps quotes and lists',
      '<blockquote><p>Woof</p></blockquote><ul><li>One</li><li>Two</li></ul>',
    ],
    ['keeps nested lists', '<ol><li>One<ul><li>Inner</li></ul></li></ol>'],
  ])('%s', (_case, html) => {
    expect(normalizeRichText(html)).toBe(html);
  });

  it.each([
    [
      'strong and em become b and i',
      '<p><strong>A</strong> <em>B</em></p>',
      '<p><b>A</b> <i>B</i></p>',
    ],
    [
      'the lines a browser makes become paragraphs',
      '<div>One</div><div>Two</div>',
      '<p>One</p><p>Two</p>',
    ],
    [
      'loose text is wrapped in a paragraph',
      'Hello <b>there</b><p>Next</p>',
      '<p>Hello <b>there</b></p><p>Next</p>',
    ],
    [
      'attributes are dropped',
      '<p class="x" style="color:red" onclick="steal()">A <b data-x="1">B</b></p>',
      '<p>A <b>B</b></p>',
    ],
    [
      'styled spans become b and i, other spans disappear',
      '<p><span style="font-weight: 700">A</span> <span style="font-style: italic">B</span> <span style="color: red">C</span></p>',
      '<p><b>A</b> <i>B</i> C</p>',
    ],
    [
      'links keep their text only',
      '<p>See <a href="https://example.com">this</a></p>',
      '<p>See this</p>',
    ],
    [
      'scripts, styles and images disappear',
      '<p>A<script>alert(1)</script><style>p{}</style><img src="x" onerror="alert(1)"></p>',
      '<p>A</p>',
    ],
    ['headings become paragraphs', '<h2>Title</h2><p>Text</p>', '<p>Title</p><p>Text</p>'],
    ['empty paragraphs and trailing breaks go', '<p>A<br></p><p><br></p><p> </p>', '<p>A</p>'],
    ['empty formatting goes', '<p>A<b></b><i> </i></p>', '<p>A </p>'],
    [
      'a quote inside a paragraph comes out beside it',
      '<p>A<blockquote>B</blockquote>C</p>',
      '<p>A</p><blockquote><p>B</p></blockquote><p>C</p>',
    ],
    [
      'a quote inside a quote is flattened',
      '<blockquote><blockquote>A</blockquote></blockquote>',
      '<blockquote><p>A</p></blockquote>',
    ],
    [
      'a list holds items only',
      '<ul>stray<li>One</li></ul>',
      '<ul><li>stray</li><li>One</li></ul>',
    ],
    ['a stray list item becomes text', '<li>Alone</li>', '<p>Alone</p>'],
    [
      'text is escaped, not parsed again',
      '<p>&lt;script&gt;x&lt;/script&gt;</p>',
      '<p>&lt;script&gt;x&lt;/script&gt;</p>',
    ],
    ['nothing stays nothing', '', ''],
  ])('%s', (_case, html, normal) => {
    expect(normalizeRichText(html)).toBe(normal);
  });

  it('is stable: normalising twice changes nothing more', () => {
    const once = normalizeRichText('<div>One <span style="font-weight:bold">two</span></div>three');
    expect(normalizeRichText(once)).toBe(once);
  });
});

describe('isRichTextEmpty', () => {
  it.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p> </p>', true],
    ['<p>A</p>', false],
  ])('%j is empty: %s', (html, empty) => {
    expect(isRichTextEmpty(html)).toBe(empty);
  });
});
