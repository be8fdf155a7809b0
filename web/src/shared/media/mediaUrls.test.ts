// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { VARIANT_WIDTH, avatarSource, imageIdOf, mediaSrcSet, mediaUrl } from './mediaUrls';

const id = 'a'.repeat(64);

describe('media addresses', () => {
  it('name a variant of an uploaded image', () => {
    expect(mediaUrl(id, 'card-2x', 'webp')).toBe(`/media/${id}/card-2x.webp`);
  });

  it('link the address the page names for photos, where there is one', () => {
    const named = document.createElement('meta');
    named.name = 'doghotel:media';
    named.content = 'https://photos.example.org/bucket/site/';
    document.head.append(named);
    try {
      expect(mediaSrcSet(id, ['card', 'card-2x'], 'webp')).toBe(
        `https://photos.example.org/bucket/site/${id}/card.webp 392w, ` +
          `https://photos.example.org/bucket/site/${id}/card-2x.webp 784w`,
      );
    } finally {
      named.remove();
    }
    expect(mediaUrl(id, 'thumb')).toBe(`/media/${id}/thumb.jpg`);
  });

  it('find the image id in our links only', () => {
    expect(imageIdOf(`/media/${id}/detail.jpg`)).toBe(id);
    expect(imageIdOf('https://img.example/a.png')).toBeNull();
  });

  it('show an avatar from the thumbnail, or from any other address as it is', () => {
    expect(avatarSource(`/media/${id}/detail.jpg`)).toBe(`/media/${id}/thumb.jpg`);
    expect(avatarSource('https://img.example/a.png')).toBe('https://img.example/a.png');
  });

  it('describe the album crops by their widths', () => {
    expect(mediaSrcSet(id, ['album-pair', 'album-pair-2x'], 'webp')).toBe(
      `/media/${id}/album-pair.webp 195w, /media/${id}/album-pair-2x.webp 390w`,
    );
    expect(VARIANT_WIDTH['album-trio-tall']).toBe(206);
    expect(VARIANT_WIDTH['album-trio-small-2x']).toBe(368);
  });
});
