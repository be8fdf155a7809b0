import type { Locator, Page, TestInfo } from '@playwright/test';
import { signInOnPage } from './support/adminPages';
import { uniqueTag } from './support/dogs';
import { expect, test } from './support/fixtures';

/**
 * The rich text field, in a new newsletter issue's editor (the article editor has the same
 * field): its shortcuts, its undo and redo, a style chosen before typing, its quote, and what a
 * paste keeps. Staff work in Ukrainian.
 */

async function openField(page: Page, testInfo: TestInfo): Promise<Locator> {
  await signInOnPage(page, `rich-text-${testInfo.project.name}-${uniqueTag()}`);
  await page.goto('/admin/newsletter/issues/new');
  const field = page.getByRole('textbox', { name: 'Текст', exact: true });
  await field.click();
  return field;
}

/** The field's toolbar button named `name`. */
function tool(field: Locator, name: string): Locator {
  return field.locator('xpath=..').getByRole('button', { name });
}

/** Hands the field a paste of `data`, as the clipboard would. */
async function paste(field: Locator, data: Record<string, string>) {
  await field.evaluate((element, items) => {
    const clipboard = new DataTransfer();
    for (const [type, value] of Object.entries(items)) clipboard.setData(type, value);
    const event = new ClipboardEvent('paste', {
      clipboardData: clipboard,
      bubbles: true,
      cancelable: true,
    });
    element.dispatchEvent(event);
  }, data);
}

async function selectLast(page: Page, letters: number) {
  await page.keyboard.down('Shift');
  for (let step = 0; step < letters; step += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
}

test('the shortcuts style the selection, and undo and redo step through it', async ({
  page,
}, testInfo) => {
  const field = await openField(page, testInfo);
  await page.keyboard.type('Тиха собака');
  await selectLast(page, 'собака'.length);

  await page.keyboard.press('Control+b');
  await expect(field.locator('b')).toHaveText('собака');
  await expect(tool(field, 'Жирний')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Control+i');
  await expect(field.locator('b i, i b')).toHaveText('собака');

  await page.keyboard.press('Control+z');
  await expect(field.locator('i')).toHaveCount(0);
  await expect(field.locator('b')).toHaveText('собака');
  await page.keyboard.press('Control+z');
  await expect(field.locator('b')).toHaveCount(0);
  await expect(field).toHaveText('Тиха собака');
  await page.keyboard.press('Control+z');
  await expect(field).toHaveText('');

  await page.keyboard.press('Control+Shift+z');
  await expect(field).toHaveText('Тиха собака');
  await page.keyboard.press('Control+y');
  await expect(field.locator('b')).toHaveText('собака');
  // The selection came back with the text: the next style goes on the same word.
  await page.keyboard.press('Control+b');
  await expect(field.locator('b')).toHaveCount(0);
  await expect(field).toHaveText('Тиха собака');
});

test('a style chosen with nothing selected goes on what is typed next, until it is chosen off', async ({
  page,
}, testInfo) => {
  const field = await openField(page, testInfo);
  await page.keyboard.type('Тиха ');
  await tool(field, 'Виділення').click();
  await expect(tool(field, 'Виділення')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('собака');
  await tool(field, 'Виділення').click();
  await expect(tool(field, 'Виділення')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' спить');

  await expect(field.locator('mark')).toHaveText('собака');
  await expect(field).toHaveText('Тиха собака спить');
});

test('the quote button quotes the line and takes it out again', async ({ page }, testInfo) => {
  const field = await openField(page, testInfo);
  await page.keyboard.type('Перший рядок');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Слова господині');
  const quote = tool(field, 'Цитата');

  await quote.click();
  await expect(field.locator('blockquote')).toHaveText('Слова господині');
  await expect(quote).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Control+z');
  await expect(field.locator('blockquote')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(field.locator('blockquote')).toHaveText('Слова господині');

  await quote.click();
  await expect(field.locator('blockquote')).toHaveCount(0);
  await expect(quote).toHaveAttribute('aria-pressed', 'false');
  await expect(field).toHaveText(/Перший рядок\s*Слова господині/);
});

test('a paste keeps the field’s styles and drops everything else, and is undone as one step', async ({
  page,
}, testInfo) => {
  const field = await openField(page, testInfo);
  await paste(field, {
    'text/html':
      '<h2 style="color:red">Зимові правила</h2><p onclick="steal()">Беріть <strong>теплу</strong> ' +
      '<span style="font-style: italic">ковдру</span> і <a href="https://example.com">іграшку</a>' +
      '<script>window.pasted = true</script><img src="x" onerror="window.pasted = true"></p>',
    'text/plain': 'Зимові правила',
  });

  await expect(field.locator('p')).toHaveText(['Зимові правила', 'Беріть теплу ковдру і іграшку']);
  await expect(field.locator('b')).toHaveText('теплу');
  await expect(field.locator('i')).toHaveText('ковдру');
  await expect(field.locator('h2, a, script, img, span, [style], [onclick]')).toHaveCount(0);
  expect(await page.evaluate(() => 'pasted' in window)).toBe(false);

  // Typing goes on where the paste ended.
  await page.keyboard.type('!');
  await expect(field.locator('p').last()).toHaveText('Беріть теплу ковдру і іграшку!');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(field).toHaveText('');

  await paste(field, { 'text/plain': 'Рядок один\nРядок <два>' });
  await expect(field.locator('br')).toHaveCount(1);
  await expect(field).toHaveText('Рядок одинРядок <два>');
});

test('the toolbar works from the keyboard, on the text selected before it', async ({
  page,
}, testInfo) => {
  const field = await openField(page, testInfo);
  await page.keyboard.type('Перший рядок');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Тиха собака');
  await selectLast(page, 'собака'.length);

  // The toolbar comes before the text: bold is four steps back.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+Tab');
  await expect(tool(field, 'Жирний')).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(field.locator('b')).toHaveText('собака');
  await expect(field.locator('p')).toHaveText(['Перший рядок', 'Тиха собака']);
});

test('a style chosen at once after selecting goes on that selection', async ({
  page,
}, testInfo) => {
  const field = await openField(page, testInfo);
  await page.keyboard.type('Тиха собака');
  const bold = await tool(field, 'Жирний').elementHandle();
  // Selected and left in one task: the browser's selectionchange comes after the focus has
  // gone, as it may on a busy phone between a selection and a quick Shift+Tab.
  await field.evaluate((element, button) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = walker.nextNode();
    while (text && !text.textContent?.includes('собака')) text = walker.nextNode();
    if (!text || !button) throw new Error('no text typed, or no bold button');
    const start = text.textContent?.indexOf('собака') ?? 0;
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + 'собака'.length);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    (button as HTMLElement).focus();
  }, bold);
  await page.keyboard.press('Enter');

  await expect(field.locator('b')).toHaveText('собака');
});
