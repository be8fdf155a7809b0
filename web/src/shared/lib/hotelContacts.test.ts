import { describe, expect, it } from 'vitest';
import { defaultContacts, displayPhone, mapEmbedUrl, mapUrl, phoneHref } from './hotelContacts';

describe('the hotel’s contact details', () => {
  it('show a stored phone as people read it and dial it as one number', () => {
    expect(displayPhone('+38(044)390-12-34')).toBe('+38 (044) 390-12-34');
    expect(phoneHref('+38(044)390-12-34')).toBe('tel:+380443901234');
  });

  it('have built-in details in each language until staff save their own', () => {
    expect(defaultContacts('uk').address).toBe('вул. Лісова, 12, Київ');
    expect(defaultContacts('en').address).toBe('12 Lisova St, Kyiv');
    expect(defaultContacts('en').mobilePhones).toHaveLength(2);
  });

  it('frame only OpenStreetMap, around the hotel with a marker on it', () => {
    const location = { latitude: 50.4647, longitude: 30.6453 };
    const embed = new URL(mapEmbedUrl(location));
    expect(embed.origin).toBe('https://www.openstreetmap.org');
    expect(embed.searchParams.get('marker')).toBe('50.4647,30.6453');
    const [west, south, east, north] = (embed.searchParams.get('bbox') ?? '')
      .split(',')
      .map(Number);
    expect(west).toBeLessThan(30.6453);
    expect(east).toBeGreaterThan(30.6453);
    expect(south).toBeLessThan(50.4647);
    expect(north).toBeGreaterThan(50.4647);
    expect(mapUrl(location)).toContain('mlat=50.4647&mlon=30.6453');
  });
});
