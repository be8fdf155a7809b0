//! The crate's one error type. A refused upload carries the SPEC key the web app translates
//! (`warningMessageInvalidPhoto`) and a `reason` that says which rule it broke; anything else that
//! goes wrong is the uploader's bad luck, not their fault, and carries `uploadingErrorMessage`.
//! The HTTP layer maps these to answers; this crate knows nothing of HTTP.

use std::fmt;

/// SPEC §5 key for a file that is not an acceptable photo.
pub const INVALID_PHOTO: &str = "warningMessageInvalidPhoto";
/// SPEC §8 key for an upload that failed on our side.
pub const UPLOAD_FAILED: &str = "uploadingErrorMessage";

/// Which SPEC §5 image rule an upload broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Neither PNG nor JPEG, judged by content (a renamed text file, a GIF, a HEIC).
    NotPngOrJpeg,
    /// More than [`crate::checks::MAX_BYTES`].
    TooManyBytes,
    /// A side under [`crate::checks::MIN_SIDE`] pixels.
    TooSmall,
    /// Declared dimensions beyond what a camera makes: refused before decoding, so a tiny file
    /// that claims to be 60000×60000 cannot make us allocate gigabytes.
    TooLarge,
    /// Truncated or damaged: the header or the pixels do not decode.
    Corrupt,
}

impl Refusal {
    /// Stable name for logs and for an optional `reason` field in answers.
    pub fn as_str(self) -> &'static str {
        match self {
            Refusal::NotPngOrJpeg => "notPngOrJpeg",
            Refusal::TooManyBytes => "tooManyBytes",
            Refusal::TooSmall => "tooSmall",
            Refusal::TooLarge => "tooLarge",
            Refusal::Corrupt => "corrupt",
        }
    }

    /// English text; the web app shows its own translation of [`INVALID_PHOTO`].
    pub fn message(self) -> &'static str {
        match self {
            Refusal::NotPngOrJpeg => "The photo must be a PNG or JPG image.",
            Refusal::TooManyBytes => "The photo must be at most 10 MB.",
            Refusal::TooSmall => "The photo must be at least 256×256 pixels.",
            Refusal::TooLarge => "The photo's dimensions are too large.",
            Refusal::Corrupt => "The photo is damaged or incomplete.",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Debug, thiserror::Error)]
pub enum MediaError {
    /// The upload breaks a SPEC §5 image rule: the uploader can pick another file.
    #[error("invalid photo: {reason}")]
    InvalidPhoto { reason: Refusal },
    /// Encoding or storage failed: log the chain once, show only [`UPLOAD_FAILED`].
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

impl MediaError {
    pub(crate) fn refused(reason: Refusal) -> MediaError {
        MediaError::InvalidPhoto { reason }
    }

    /// The SPEC translation key the answer carries.
    pub fn code(&self) -> &'static str {
        match self {
            MediaError::InvalidPhoto { .. } => INVALID_PHOTO,
            MediaError::Failed(_) => UPLOAD_FAILED,
        }
    }

    /// English text safe to send: never the internal cause.
    pub fn message(&self) -> &'static str {
        match self {
            MediaError::InvalidPhoto { reason } => reason.message(),
            MediaError::Failed(_) => "An error occurred while uploading the image to the server",
        }
    }

    /// The broken rule, for refusals.
    pub fn refusal(&self) -> Option<Refusal> {
        match self {
            MediaError::InvalidPhoto { reason } => Some(*reason),
            MediaError::Failed(_) => None,
        }
    }
}
