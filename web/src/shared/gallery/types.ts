/**
 * An uploaded photo: its id (64 hex; the variants live under `/media/{id}/`) and its upright
 * size, which gives every box its aspect ratio before the file arrives. The public gallery and
 * the admin albums both answer with it.
 */
export interface PhotoImage {
  id: string;
  width: number;
  height: number;
}
