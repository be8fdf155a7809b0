import { describe, expect, it } from 'vitest';
import type { AdminAlbum, AdminPhoto, CoverIndex, Turns } from '../api/albumTypes';
import {
  coverPlaces,
  draftReducer,
  emptyDraft,
  isCoverFull,
  isDraftChanged,
  lowestFreePlace,
  nextTurns,
  pendingTurns,
  saveBody,
  savedCovers,
  turnDegrees,
  wantedTurns,
  type AlbumDraft,
  type DraftAction,
} from './albumDraft';

const album: AdminAlbum = {
  id: 3,
  version: 7,
  status: 'NOT_PUBLISHED',
  name: { uk: 'Літо', en: 'Summer' },
  photosCount: 6,
  images: [],
  dateCreated: '2025-06-01T10:00:00Z',
  dateChanged: '2025-06-01T10:00:00Z',
};

const photo = (number: number, coverIndex: CoverIndex | null = null, turns: Turns = 0) =>
  ({ number, coverIndex, turns, image: { id: 'a', width: 1, height: 1 } }) as AdminPhoto;

const apply = (...actions: DraftAction[]): AlbumDraft => actions.reduce(draftReducer, emptyDraft);
const select = (number: number): DraftAction => ({ type: 'coverSelected', number });
const unselect = (number: number): DraftAction => ({ type: 'coverRemoved', number });
const places = (map: ReadonlyMap<number, CoverIndex>) => Object.fromEntries(map);

describe('cover places (SPEC §4 "Album cover")', () => {
  const none = savedCovers([photo(1), photo(2), photo(3), photo(4), photo(5)]);

  it('gives each selection the lowest free place', () => {
    expect(places(coverPlaces(none, apply(select(5), select(2), select(4))))).toEqual({
      5: 0,
      2: 1,
      4: 2,
    });
  });

  it('ignores a fourth selection: the cover is full', () => {
    const draft = apply(select(1), select(2), select(3));
    expect(isCoverFull(coverPlaces(none, draft))).toBe(true);
    expect(lowestFreePlace(coverPlaces(none, draft))).toBeNull();
    expect(places(coverPlaces(none, draftReducer(draft, select(4))))).toEqual({ 1: 0, 2: 1, 3: 2 });
  });

  it('frees a removed cover’s place for the next selection', () => {
    const draft = apply(select(1), select(2), select(3), unselect(2), select(5));
    expect(places(coverPlaces(none, draft))).toEqual({ 1: 0, 5: 1, 3: 2 });
    expect(
      isCoverFull(coverPlaces(none, apply(select(1), select(2), select(3), unselect(2)))),
    ).toBe(false);
  });

  it('keeps saved covers in their places and frees the place of a deleted one', () => {
    const saved = savedCovers([photo(9, 2), photo(8, 0), photo(1)]);
    expect(places(coverPlaces(saved, apply(select(1))))).toEqual({ 9: 2, 8: 0, 1: 1 });
    const deleted = apply({ type: 'deleted', number: 8 }, select(1));
    expect(places(coverPlaces(saved, deleted))).toEqual({ 9: 2, 1: 0 });
  });

  it('selecting a cover twice keeps its place', () => {
    expect(places(coverPlaces(none, apply(select(4), select(4), select(2))))).toEqual({
      4: 0,
      2: 1,
    });
  });
});

describe('turns (SPEC §4 "Rotation cycles 0, 90, 180, 270")', () => {
  it('cycles a quarter turn clockwise', () => {
    expect([0, 1, 2, 3].map(nextTurns)).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3, 4, 5].map(turnDegrees)).toEqual([0, 90, 180, 270, 0, 90]);
  });

  it('adds the clicks to the saved turns', () => {
    const turned = photo(4, null, 3);
    const draft = apply({ type: 'turned', number: 4 }, { type: 'turned', number: 4 });
    expect(wantedTurns(turned, draft)).toBe(1);
    expect(pendingTurns(turned, draft)).toBe(2);
    const fullCircle = apply(
      ...Array.from({ length: 4 }, () => ({ type: 'turned', number: 4 }) as const),
    );
    expect(wantedTurns(turned, fullCircle)).toBe(3);
    expect(pendingTurns(turned, fullCircle)).toBe(0);
  });
});

describe('the save body', () => {
  const photos = [photo(6, 1), photo(2, 0), photo(5), photo(4, null, 1), photo(3), photo(1)];

  it('sends the whole wanted state at the loaded version plus this page’s uploads', () => {
    const draft = apply(
      { type: 'renamed', name: { uk: ' Осінь ', en: 'Autumn' } },
      unselect(2),
      select(5),
      select(3),
      { type: 'turned', number: 4 },
      { type: 'turned', number: 1 },
      { type: 'deleted', number: 6 },
      { type: 'deleted', number: 6 },
    );
    expect(saveBody(album, photos, draft, 2)).toEqual({
      id: 3,
      version: 9,
      name: { uk: 'Осінь', en: 'Autumn' },
      deletedPhotoIds: [6],
      // 5 takes place 0 (freed by 2), 3 the last free one; then 6 is deleted and frees 1.
      covers: [5, 3],
      turns: [
        { number: 4, turnsCount: 2 },
        { number: 1, turnsCount: 1 },
      ],
    });
  });

  it('lists covers by place, so the server lands them where the page showed them', () => {
    const draft = apply(unselect(2), unselect(6), select(1), select(3), unselect(1), select(5));
    expect(places(coverPlaces(savedCovers(photos), draft))).toEqual({ 5: 0, 3: 1 });
    expect(saveBody(album, photos, draft, 0).covers).toEqual([5, 3]);
  });

  it('leaves out turns that came full circle and the turns of deleted photos', () => {
    const draft = apply(
      ...Array.from({ length: 4 }, () => ({ type: 'turned', number: 5 }) as const),
      { type: 'turned', number: 3 },
      { type: 'deleted', number: 3 },
    );
    expect(saveBody(album, photos, draft, 0).turns).toEqual([]);
  });

  it('knows when nothing waits to be saved', () => {
    expect(isDraftChanged(album, photos, emptyDraft)).toBe(false);
    expect(isDraftChanged(album, photos, apply(unselect(2), select(2)))).toBe(false);
    expect(isDraftChanged(album, photos, apply(unselect(2), select(5)))).toBe(true);
    expect(isDraftChanged(album, photos, apply({ type: 'renamed', name: album.name }))).toBe(false);
    expect(isDraftChanged(album, photos, apply({ type: 'turned', number: 1 }))).toBe(true);
    expect(isDraftChanged(album, photos, apply({ type: 'deleted', number: 1 }))).toBe(true);
    expect(draftReducer(apply(select(1)), { type: 'reset' })).toBe(emptyDraft);
  });
});
