import { describe, expect, it } from 'vitest';
import type { ContentItem, ContentTypeId } from '../api/types';
import { contentBlocks } from './contentBlocks';

function item(orderOnPage: number, id: ContentTypeId, value: string): ContentItem {
  return { contentValueDtoSet: [{ contentValue: value, orderOnPage, contentTypeEnum: { id } }] };
}

describe('contentBlocks', () => {
  it('draws the blocks in page order, each as its type', () => {
    const imageId = 'b'.repeat(64);
    expect(
      contentBlocks([
        item(2, 3, imageId),
        item(0, 1, '<p>Перший <b>абзац</b></p>'),
        item(1, 2, '<p>Цитата</p>'),
      ]),
    ).toEqual([
      { kind: 'text', key: '0', html: '<p>Перший <b>абзац</b></p>' },
      { kind: 'quote', key: '1', html: '<p>Цитата</p>' },
      { kind: 'image', key: '2', imageId },
    ]);
  });

  it('leaves out blocks without a value and of unknown types', () => {
    const unknown = {
      contentValueDtoSet: [
        { contentValue: '<p>x</p>', orderOnPage: 2, contentTypeEnum: { id: 9 } },
      ],
    } as unknown as ContentItem;
    expect(
      contentBlocks([item(0, 1, '  '), { ...item(1, 2, ''), contentValueDtoSet: [] }, unknown]),
    ).toEqual([]);
  });
});
