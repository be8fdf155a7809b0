//! Photos from the admin area (dogs, articles, albums, the profile picture) on their way to the
//! public site: checked by content, stripped of metadata, turned upright, rendered once into a
//! fixed set of sizes in WebP and JPEG, and stored under content addresses. A pure library:
//! the upload routes and the file serving live in the server crates.
//!
//! Start at [`ingest`]; the modules below are its steps in order.

/// Media in an S3-compatible object store.
pub mod bucket;
/// What an upload must be before any pixel is decoded: size, format, declared dimensions.
pub mod checks;
/// The one error type: refusals with their SPEC key and reason, and failures on our side.
pub mod error;
/// The files read most, held in memory in front of a store.
pub mod held;
/// `ingest`, gluing the steps together, and the `StoredImage` record it answers.
pub mod pipeline;
/// Decoding to upright pixels: EXIF orientation and the editor's turns, metadata left behind.
pub mod processing;
/// The `MediaStore` interface, the local folder behind it, and content-addressed keys.
pub mod storage;
/// The table of named sizes every upload is rendered to, and the encoders.
pub mod variants;

pub use bucket::BucketStore;
pub use checks::MAX_BYTES;
pub use error::{MediaError, Refusal};
pub use held::{Found, HeldFile, HeldStore};
pub use pipeline::{
    ingest, ingest_keeping_original, is_uploaded, turn, StoredImage, StoredVariant,
};
pub use storage::{FileFacts, FileRead, ImageId, LocalStore, MediaKey, MediaStore};
pub use variants::{OutputFormat, VARIANTS};
