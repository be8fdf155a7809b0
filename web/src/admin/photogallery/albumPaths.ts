/** The photogallery's admin addresses (SPEC §2). */
export const ALBUMS_PATH = '/admin/photogallery';

export const albumPath = (id: number) => `${ALBUMS_PATH}/album/${id}`;
