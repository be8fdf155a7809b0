//! The demo photo albums: three seasons at the hotel, each with its own backdrop.

/// One demo album: its names, the backdrop of its photos (see `portrait`), how many photos it
/// has, and which of them are its covers.
pub struct DemoAlbum {
    pub name: (&'static str, &'static str),
    pub scene: usize,
    pub photos: usize,
    pub covers: [usize; 3],
}

/// Oldest first.
pub const ALBUMS: [DemoAlbum; 3] = [
    DemoAlbum {
        name: ("Зима у дворі готелю", "Winter in the hotel's yard"),
        scene: 3,
        photos: 18,
        covers: [2, 7, 11],
    },
    DemoAlbum {
        name: ("Осінні прогулянки в парку", "Autumn walks in the park"),
        scene: 1,
        photos: 20,
        covers: [0, 5, 13],
    },
    DemoAlbum {
        name: ("Літо на галявині", "Summer on the lawn"),
        scene: 0,
        photos: 22,
        covers: [4, 9, 16],
    },
];
