//! Photos from the admin area: the upload form's fields, their refusals and the answer. The
//! checks of the image itself (PNG or JPEG by content, 256×256 to sane dimensions, 10 MB) live
//! in `media`.

/// `POST /admin/cloudinary/upload` and `/admin/articles/image/upload`.
pub mod routes;

use axum::extract::multipart::{Field, MultipartError, MultipartRejection};
use axum::extract::{DefaultBodyLimit, Multipart};
use axum::http::StatusCode;
use media::{MediaError, MediaStore};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, Reason};
use errors::ErrorCode;

/// A 10 MB photo plus the form around it. Anything larger is refused while it streams in (413)
/// instead of being read whole; the JSON routes keep their much smaller limit.
pub const UPLOAD_BODY_LIMIT: usize = 11 * 1024 * 1024;

/// Uploads under way at once (one rendered, the others read and waiting their turn, see
/// `media::ingest`); one more is refused with 503 `uploadsBusyMessage` before its body is read,
/// so a burst of uploads cannot pile their bodies and pixels up in memory (`bench/RESULTS.md`).
pub const UPLOADS_AT_ONCE: usize = 3;
static UPLOADS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(UPLOADS_AT_ONCE);

/// The body limit the upload routes carry, overriding the server-wide one.
pub fn body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(UPLOAD_BODY_LIMIT)
}

/// Every upload the admin can fix by choosing another file answers this key on `file`; the
/// English message names the rule.
fn invalid_photo(message: &'static str) -> ApiError {
    ApiError::InvalidInput(Reason::new(ErrorCode::InvalidPhoto, message).on_field("file"))
}

const NO_FILE: &str = "Choose a PNG or JPG photo.";
const BAD_TURNS: Reason = Reason::new(
    ErrorCode::InvalidRequest,
    "Turns must be a whole number of quarter turns from 0 to 3.",
)
.on_field("turns");

/// What the photo slot needs: the id to send with the form and a URL to show at once.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadResponse {
    /// The image id (64 lowercase hex digits) that dog, article and album forms send.
    pub id: String,
    /// The `detail` variant as JPEG, e.g. `/media/<id>/detail.jpg`.
    pub photo: String,
    /// The photo's width once upright.
    pub width: u32,
    pub height: u32,
}

/// Reads the form, checks, renders and stores its photo; answers its id and the URL of its
/// detail variant.
pub(crate) async fn store_photo(
    store: &dyn MediaStore,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<UploadResponse, ApiError> {
    let _turn = UPLOADS.try_acquire().map_err(|_| ApiError::UploadsBusy)?;
    let mut multipart = multipart.map_err(|rejection| {
        tracing::debug!("refused upload: {rejection}");
        invalid_photo(NO_FILE)
    })?;
    let mut file = None;
    let mut turns = 0;
    while let Some(field) = multipart.next_field().await.map_err(form_error)? {
        match field.name() {
            Some("file") => file = Some(field.bytes().await.map_err(form_error)?),
            Some("turns") => turns = parse_turns(field).await?,
            // Unknown fields are read past: a form may carry a name or a progress id.
            _ => {}
        }
    }
    let file = file.ok_or_else(|| invalid_photo(NO_FILE))?;
    let stored = media::ingest(store, &file, turns)
        .await
        .map_err(|error| match error {
            MediaError::InvalidPhoto { reason } => {
                tracing::info!(reason = %reason, bytes = file.len(), "refused upload");
                invalid_photo(reason.message())
            }
            MediaError::Failed(cause) => ApiError::UploadFailed(cause),
        })?;
    Ok(UploadResponse {
        photo: events::media_path::media_path(&stored.id, "detail"),
        id: stored.id,
        width: stored.width,
        height: stored.height,
    })
}

async fn parse_turns(field: Field<'_>) -> Result<u8, ApiError> {
    let text = field.text().await.map_err(form_error)?;
    match text.trim().parse::<u8>() {
        Ok(turns) if turns <= 3 => Ok(turns),
        _ => Err(ApiError::InvalidInput(BAD_TURNS)),
    }
}

/// A body over the limit is the one form error that is not the file's fault.
fn form_error(error: MultipartError) -> ApiError {
    if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::TooLarge
    } else {
        tracing::debug!("refused upload form: {error}");
        invalid_photo(NO_FILE)
    }
}
