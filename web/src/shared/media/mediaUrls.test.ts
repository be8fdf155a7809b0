import { describe, expect, it } from 'vitest';
import { avatarSource, imageIdOf, mediaUrl } from './mediaUrls';

const id = 'a'.repeat(64);

describe('media addresses', () => {
  it('name a variant of an uploaded image', () => {
    expect(mediaUrl(id, 'card-2x', 'webp')).toBe(`/media/${id}/card-2x.webp`);
  });

  it('find the image id in our links only', () => {
    expect(imageIdOf(`/media/${id}/detail.jpg`)).toBe(id);
    expect(imageIdOf('https://img.example/a.png')).toBeNull();
  });

  it('show an avatar from the thumbnail, or from any other address as it is', () => {
    expect(avatarSource(`/media/${id}/detail.jpg`)).toBe(`/media/${id}/thumb.jpg`);
    expect(avatarSource('https://img.example/a.png')).toBe('https://img.example/a.png');
  });
});
