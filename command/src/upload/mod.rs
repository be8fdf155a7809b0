//! Photos from the admin area: the upload form's fields, their refusals and the answer. The
//! checks of the image itself (PNG or JPEG by content, 256×256 to sane dimensions, 10 MB) live
//! in `media`.

/// The queues staff's and visitors' photos wait in, apart.
pub mod queue;
/// `POST /admin/cloudinary/upload` and `/admin/articles/image/upload`.
pub mod routes;
/// The nightly removal of photos no event names.
pub mod sweep;

use axum::extract::multipart::{Field, MultipartError, MultipartRejection};
use axum::extract::{DefaultBodyLimit, Multipart};
use axum::http::StatusCode;
use media::{MediaError, MediaStore};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, Reason};
use errors::ErrorCode;
pub use queue::UploadQueues;

/// A 10 MB photo plus the form around it. Anything larger is refused while it streams in (413)
/// instead of being read whole; the JSON routes keep their much smaller limit.
pub const UPLOAD_BODY_LIMIT: usize = 11 * 1024 * 1024;

/// The body limit the upload routes carry, overriding the server-wide one.
pub fn body_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(UPLOAD_BODY_LIMIT)
}

/// Every upload the sender can fix by choosing another file answers this key on the form's
/// photo field; the English message names the rule.
fn invalid_photo(message: &'static str, field: &'static str) -> ApiError {
    ApiError::InvalidInput(Reason::new(ErrorCode::InvalidPhoto, message).on_field(field))
}

const NO_FILE: &str = "Choose a PNG or JPG photo.";
const BAD_TURNS: Reason = Reason::new(
    ErrorCode::InvalidRequest,
    "Turns must be a whole number of quarter turns from 0 to 3.",
)
.on_field("turns");
const TURNED_LATER: Reason = Reason::new(
    ErrorCode::InvalidRequest,
    "This photo is uploaded as it is and turned where it is kept; send turns 0.",
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

/// Reads the form, checks, renders and stores its photo, holding a place in staff's upload
/// queue from before the body is read; answers its id and the URL of its detail variant.
pub(crate) async fn store_photo(
    store: &dyn MediaStore,
    queues: &UploadQueues,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<UploadResponse, ApiError> {
    let _turn = queues.staff_turn()?;
    let (file, turns) = read_form(multipart).await?;
    let stored = ingest_photo(store, &file, turns, FILE).await?;
    Ok(UploadResponse {
        photo: events::media_path::media_path(&stored.id, "detail"),
        id: stored.id,
        width: stored.width,
        height: stored.height,
    })
}

/// The upload form's photo and its optional `turns`.
async fn read_form(
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<(axum::body::Bytes, u8), ApiError> {
    let mut multipart = multipart.map_err(|rejection| {
        tracing::debug!("refused upload: {rejection}");
        invalid_photo(NO_FILE, FILE)
    })?;
    let mut file = None;
    let mut turns = 0;
    while let Some(field) = multipart
        .next_field()
        .await
        .map_err(|error| form_error(error, FILE))?
    {
        match field.name() {
            Some(FILE) => file = Some(read_photo(field, FILE).await?),
            Some("turns") => turns = parse_turns(field).await?,
            // Unknown fields are read past: a form may carry a name or a progress id.
            _ => {}
        }
    }
    let file = file.ok_or_else(|| invalid_photo(NO_FILE, FILE))?;
    Ok((file, turns))
}

/// The admin upload form's photo field.
const FILE: &str = "file";

/// The bytes of the form's photo field `field`.
pub(crate) async fn read_photo(
    field: Field<'_>,
    name: &'static str,
) -> Result<axum::body::Bytes, ApiError> {
    field.bytes().await.map_err(|error| form_error(error, name))
}

/// Checks, renders and stores a photo (`media::ingest`); a photo the sender can replace is
/// refused as `warningMessageInvalidPhoto` on `field`.
pub(crate) async fn ingest_photo(
    store: &dyn MediaStore,
    bytes: &[u8],
    turns: u8,
    field: &'static str,
) -> Result<media::StoredImage, ApiError> {
    media::ingest(store, bytes, turns)
        .await
        .map_err(|error| media_error(error, bytes.len(), field))
}

/// Reads the upload form of a photo that may be turned later: checked, rendered upright and
/// stored with its original kept (`media::ingest_keeping_original`). Such a photo is turned
/// where it is kept (an album's page), so the form's `turns` must be 0.
pub(crate) async fn store_turnable_photo(
    store: &dyn MediaStore,
    queues: &UploadQueues,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<media::StoredImage, ApiError> {
    let _turn = queues.staff_turn()?;
    let (file, turns) = read_form(multipart).await?;
    if turns != 0 {
        return Err(ApiError::InvalidInput(TURNED_LATER));
    }
    media::ingest_keeping_original(store, &file)
        .await
        .map_err(|error| media_error(error, file.len(), FILE))
}

/// A photo the sender can replace is refused as `warningMessageInvalidPhoto` on `field`; a
/// failure on our side is 500 `uploadingErrorMessage`.
pub(crate) fn media_error(error: MediaError, bytes: usize, field: &'static str) -> ApiError {
    match error {
        MediaError::InvalidPhoto { reason } => {
            tracing::info!(reason = %reason, bytes, "refused upload");
            invalid_photo(reason.message(), field)
        }
        MediaError::Failed(cause) => ApiError::UploadFailed(cause),
    }
}

async fn parse_turns(field: Field<'_>) -> Result<u8, ApiError> {
    let text = field
        .text()
        .await
        .map_err(|error| form_error(error, FILE))?;
    match text.trim().parse::<u8>() {
        Ok(turns) if turns <= 3 => Ok(turns),
        _ => Err(ApiError::InvalidInput(BAD_TURNS)),
    }
}

/// A body over the limit is the one form error that is not the photo's fault; any other is
/// answered on the photo field `field`.
fn form_error(error: MultipartError, field: &'static str) -> ApiError {
    if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::TooLarge
    } else {
        tracing::debug!("refused upload form: {error}");
        invalid_photo(NO_FILE, field)
    }
}
