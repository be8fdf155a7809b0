import type {
  AdminAlbum,
  AdminPhoto,
  AlbumName,
  CoverIndex,
  SaveAlbumBody,
  Turns,
} from '../api/albumTypes';

/**
 * What staff changed on the album page and have not saved yet (SPEC §4 "Album cover"): the
 * names, the cover choices, the photos to delete and the turns. The page saves it whole
 * (`PUT /api/admin/albums`); the server decides, and the page then shows what it saved.
 */
export interface AlbumDraft {
  /** `null` while the names are the saved ones. */
  name: AlbumName | null;
  /** Cover choices in the order made; replayed over the saved covers (see {@link coverPlaces}). */
  coverSteps: CoverStep[];
  /** Photos to delete, in the order chosen. */
  deleted: number[];
  /** Quarter turns clockwise added to each photo since the last save, by photo number. */
  addedTurns: Record<number, number>;
}

export interface CoverStep {
  type: 'selected' | 'removed';
  number: number;
}

export const emptyDraft: AlbumDraft = { name: null, coverSteps: [], deleted: [], addedTurns: {} };

/** SPEC §9: an album has 3 cover places, 0, 1 and 2. */
export const COVER_PLACES: readonly CoverIndex[] = [0, 1, 2];

/** Photo number → cover place. */
export type CoverPlaces = ReadonlyMap<number, CoverIndex>;

/** The covers as saved: each photo with a place. */
export function savedCovers(photos: readonly AdminPhoto[]): CoverPlaces {
  const places = new Map<number, CoverIndex>();
  for (const photo of photos) {
    if (photo.coverIndex !== null) places.set(photo.number, photo.coverIndex);
  }
  return places;
}

/** SPEC §4 "lowest free index among 0, 1, 2"; `null` when the cover is full. */
export function lowestFreePlace(places: CoverPlaces): CoverIndex | null {
  const taken = new Set(places.values());
  return COVER_PLACES.find((place) => !taken.has(place)) ?? null;
}

export function isCoverFull(places: CoverPlaces): boolean {
  return lowestFreePlace(places) === null;
}

/**
 * The covers the draft wants, as the server will place them: saved covers keep their places,
 * a removed (or deleted) one frees its place, and each selection takes the lowest free place.
 * A selection with every place taken is ignored (SPEC §4); the page says so before that.
 */
export function coverPlaces(saved: CoverPlaces, draft: AlbumDraft): CoverPlaces {
  const places = new Map(saved);
  for (const step of draft.coverSteps) {
    if (step.type === 'removed') places.delete(step.number);
    else if (!places.has(step.number)) {
      const place = lowestFreePlace(places);
      if (place !== null) places.set(step.number, place);
    }
  }
  return places;
}

/** Any whole number of quarter turns, as 0 to 3. */
function quarterTurns(turns: number): Turns {
  return (((turns % 4) + 4) % 4) as Turns;
}

/** SPEC §4 "Rotation cycles 0, 90, 180, 270": the turns after one more quarter turn. */
export function nextTurns(turns: number): Turns {
  return quarterTurns(turns + 1);
}

/** The CSS rotation for a number of quarter turns clockwise. */
export function turnDegrees(turns: number): number {
  return quarterTurns(turns) * 90;
}

/** The quarter turns a photo will have once saved. */
export function wantedTurns(photo: AdminPhoto, draft: AlbumDraft): Turns {
  return quarterTurns(photo.turns + (draft.addedTurns[photo.number] ?? 0));
}

/** The turn still to be saved: what the page shows over the image rendered at the saved turns. */
export function pendingTurns(photo: AdminPhoto, draft: AlbumDraft): Turns {
  return quarterTurns(draft.addedTurns[photo.number] ?? 0);
}

/** The names shown in the fields: the draft's, or the saved ones. */
export function draftName(album: AdminAlbum, draft: AlbumDraft): AlbumName {
  return draft.name ?? album.name;
}

export type DraftAction =
  | { type: 'renamed'; name: AlbumName }
  | { type: 'coverSelected'; number: number }
  | { type: 'coverRemoved'; number: number }
  | { type: 'turned'; number: number }
  | { type: 'deleted'; number: number }
  | { type: 'reset' };

export function draftReducer(draft: AlbumDraft, action: DraftAction): AlbumDraft {
  switch (action.type) {
    case 'renamed':
      return { ...draft, name: action.name };
    case 'coverSelected':
      return {
        ...draft,
        coverSteps: [...draft.coverSteps, { type: 'selected', number: action.number }],
      };
    case 'coverRemoved':
      return {
        ...draft,
        coverSteps: [...draft.coverSteps, { type: 'removed', number: action.number }],
      };
    case 'turned': {
      const added = nextTurns(draft.addedTurns[action.number] ?? 0);
      return { ...draft, addedTurns: { ...draft.addedTurns, [action.number]: added } };
    }
    case 'deleted':
      if (draft.deleted.includes(action.number)) return draft;
      // A deleted cover frees its place for the selections after it.
      return {
        ...draft,
        coverSteps: [...draft.coverSteps, { type: 'removed', number: action.number }],
        deleted: [...draft.deleted, action.number],
      };
    case 'reset':
      return emptyDraft;
  }
}

function sameNames(a: AlbumName, b: AlbumName): boolean {
  return a.uk === b.uk && a.en === b.en;
}

function samePlaces(a: CoverPlaces, b: CoverPlaces): boolean {
  return a.size === b.size && [...a].every(([number, place]) => b.get(number) === place);
}

/** The photos whose turns change, with the turns they will have. */
function changedTurns(photos: readonly AdminPhoto[], draft: AlbumDraft): SaveAlbumBody['turns'] {
  const deleted = new Set(draft.deleted);
  return photos
    .filter((photo) => !deleted.has(photo.number))
    .filter((photo) => wantedTurns(photo, draft) !== photo.turns)
    .map((photo) => ({ number: photo.number, turnsCount: wantedTurns(photo, draft) }));
}

/** Whether anything waits to be saved. */
export function isDraftChanged(
  album: AdminAlbum,
  photos: readonly AdminPhoto[],
  draft: AlbumDraft,
): boolean {
  const saved = savedCovers(photos);
  return (
    !sameNames(draftName(album, draft), album.name) ||
    draft.deleted.length > 0 ||
    !samePlaces(coverPlaces(saved, draft), saved) ||
    changedTurns(photos, draft).length > 0
  );
}

/**
 * The save's body: the whole wanted state. `covers` lists every cover wanted by its place, so
 * the server, which keeps the kept ones' places and gives each new one the lowest free place
 * in the order listed, lands where the page showed them. `version` counts the photos this page
 * uploaded since the album was loaded: each added one event without naming a version.
 */
export function saveBody(
  album: AdminAlbum,
  photos: readonly AdminPhoto[],
  draft: AlbumDraft,
  uploadedSinceLoad: number,
): SaveAlbumBody {
  const places = coverPlaces(savedCovers(photos), draft);
  const name = draftName(album, draft);
  return {
    id: album.id,
    version: album.version + uploadedSinceLoad,
    name: { uk: name.uk.trim(), en: name.en.trim() },
    deletedPhotoIds: [...draft.deleted],
    covers: [...places].sort(([, a], [, b]) => a - b).map(([number]) => number),
    turns: changedTurns(photos, draft),
  };
}
