//! Where the server serves the variants of an uploaded image.

/// The URL path of one stored variant of an uploaded image, as the server serves it under
/// `/media` (the media crate's content-addressed layout; the JPEG is every browser's fallback).
pub fn media_path(image_id: &str, variant: &str) -> String {
    media_file_path(image_id, variant, "jpg")
}

/// The URL path of a variant in the format `extension` names (`webp` or `jpg`): the one place
/// the server spells its media addresses (the web app's is `shared/media/mediaUrls.ts`).
pub fn media_file_path(image_id: &str, variant: &str, extension: &str) -> String {
    format!("/media/{image_id}/{variant}.{extension}")
}
