//! `POST /api/admin/cloudinary/upload` and `/api/admin/articles/image/upload` (SPEC §7): the
//! same upload under the two paths the admin forms call. Only these routes take bodies of photo
//! size.

use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, State};
use axum::Json;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouterExt};
use utoipa_axum::routes;

use super::{body_limit, store_photo, UploadResponse};
use crate::error::{ApiError, ErrorBody};
use crate::state::CommandState;

/// The upload routes for signed-in staff, relative to `/api/admin`.
pub fn admin_router() -> OpenApiRouter<CommandState> {
    OpenApiRouter::new()
        .routes(routes!(upload_image).layer(body_limit()))
        .routes(routes!(upload_article_image).layer(body_limit()))
}

/// Checks, renders and stores a photo; answers its id and the URL of its detail variant.
#[utoipa::path(
    post,
    path = "/cloudinary/upload",
    tag = "admin",
    security(("bearer" = [])),
    request_body(
        content_type = "multipart/form-data",
        description = "`file`: the image (PNG or JPEG, at least 256×256, at most 10 MB); \
            `turns`: optional quarter turns clockwise, 0 to 3"
    ),
    responses(
        (status = 200, description = "Stored", body = UploadResponse),
        (status = 400, description = "Not an acceptable photo (`warningMessageInvalidPhoto` on `file`)", body = ErrorBody),
        (status = 413, description = "Body over 11 MiB (`payloadTooLarge`)", body = ErrorBody),
        (status = 503, description = "As many uploads as the server takes at once are under way (`uploadsBusyMessage`); `Retry-After` says when to try again", body = ErrorBody),
        (status = 500, description = "Storing failed (`uploadingErrorMessage`)", body = ErrorBody),
    )
)]
pub async fn upload_image(
    State(state): State<CommandState>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<Json<UploadResponse>, ApiError> {
    Ok(Json(
        store_photo(state.media.as_ref(), &state.uploads, multipart).await?,
    ))
}

/// The same upload for the article editor's images.
#[utoipa::path(
    post,
    path = "/articles/image/upload",
    tag = "admin",
    security(("bearer" = [])),
    request_body(
        content_type = "multipart/form-data",
        description = "As `/api/admin/cloudinary/upload`"
    ),
    responses(
        (status = 200, description = "Stored", body = UploadResponse),
        (status = 400, description = "Not an acceptable photo (`warningMessageInvalidPhoto` on `file`)", body = ErrorBody),
        (status = 413, description = "Body over 11 MiB (`payloadTooLarge`)", body = ErrorBody),
        (status = 503, description = "As many uploads as the server takes at once are under way (`uploadsBusyMessage`); `Retry-After` says when to try again", body = ErrorBody),
        (status = 500, description = "Storing failed (`uploadingErrorMessage`)", body = ErrorBody),
    )
)]
pub async fn upload_article_image(
    State(state): State<CommandState>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<Json<UploadResponse>, ApiError> {
    Ok(Json(
        store_photo(state.media.as_ref(), &state.uploads, multipart).await?,
    ))
}
