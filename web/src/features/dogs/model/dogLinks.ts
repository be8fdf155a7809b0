/** The details page of a dog, without the language prefix. */
export function dogPath(id: number | string): string {
  return `/want-a-friend/dog/${id}`;
}

export const LIST_PATH = '/want-a-friend';

/** Sent by the details page's back button when it cannot simply go back in history. */
export interface ReturnToListState {
  returnToCard: true;
}

export function wantsReturnToCard(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<ReturnToListState>).returnToCard === true
  );
}
