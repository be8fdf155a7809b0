//! `GET /media/{imageId}/{file}`: the variants of uploaded photos, straight from the media
//! store. A stored file never changes (its name is a content address), so browsers may keep it
//! for a year without asking again. Public, like the pages that show the photos.

use std::sync::Arc;

use axum::{
    body::Body,
    extract::{Path, State},
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use media::{MediaKey, MediaStore, OutputFormat};

pub fn router(store: Arc<dyn MediaStore>) -> Router {
    let files = Router::new()
        .route("/{image_id}/{file}", get(variant))
        // Every other path under /media is a miss too, not a page of the web app.
        .fallback(not_found)
        .with_state(store);
    Router::new().nest("/media", files)
}

async fn variant(
    State(store): State<Arc<dyn MediaStore>>,
    Path((image_id, file)): Path<(String, String)>,
) -> Response {
    // Only keys the store could have written parse: no `..`, no other folder, no manifest.
    let key = MediaKey::parse(&format!("{image_id}/{file}"));
    let (Some(key), Some(content_type)) = (key, content_type(&file)) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    match store.get(&key).await {
        Ok(Some(bytes)) => (
            [
                (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
                (
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=31536000, immutable"),
                ),
            ],
            Body::from(bytes),
        )
            .into_response(),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(error) => {
            tracing::error!(%key, "reading a media file failed: {error:#}");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// The image formats variants are written in; the JSON manifest is not served.
fn content_type(file: &str) -> Option<&'static str> {
    OutputFormat::ALL
        .into_iter()
        .find(|format| file.ends_with(&format!(".{}", format.extension())))
        .map(OutputFormat::content_type)
}

async fn not_found() -> StatusCode {
    StatusCode::NOT_FOUND
}
