//! The queues photos wait in while they are read and rendered. Staff's uploads and visitors'
//! review photos queue apart, so a stranger who sends slow photos from many addresses fills only
//! the visitors' few places, and staff keep theirs.
//!
//! One place is held from before the form's body is read until its photo is stored; a form that
//! finds its queue full is refused at once with 503 `uploadsBusyMessage`, so a burst cannot pile
//! bodies and pixels up in memory (`bench/RESULTS.md`). Each server owns its queues.

use std::sync::Arc;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::ApiError;

/// Staff uploads under way at once (one rendered, the others read and waiting their turn, see
/// `media::ingest`).
pub const STAFF_UPLOADS_AT_ONCE: usize = 3;
/// Visitors' review photos under way at once: a guest's review with a photo is rare, and a
/// second one waits a moment.
pub const VISITOR_UPLOADS_AT_ONCE: usize = 2;

#[derive(Debug, Clone)]
pub struct UploadQueues {
    staff: Arc<Semaphore>,
    visitors: Arc<Semaphore>,
}

impl Default for UploadQueues {
    fn default() -> UploadQueues {
        UploadQueues {
            staff: Arc::new(Semaphore::new(STAFF_UPLOADS_AT_ONCE)),
            visitors: Arc::new(Semaphore::new(VISITOR_UPLOADS_AT_ONCE)),
        }
    }
}

/// A place in a queue, given back when dropped.
pub type Turn = OwnedSemaphorePermit;

impl UploadQueues {
    /// A place for a staff member's photo.
    pub fn staff_turn(&self) -> Result<Turn, ApiError> {
        take(&self.staff)
    }

    /// A place for a visitor's photo.
    pub fn visitor_turn(&self) -> Result<Turn, ApiError> {
        take(&self.visitors)
    }
}

/// Photos under way in each queue at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnderWay {
    pub staff: usize,
    pub visitors: usize,
}

impl UploadQueues {
    pub fn under_way(&self) -> UnderWay {
        UnderWay {
            staff: STAFF_UPLOADS_AT_ONCE - self.staff.available_permits(),
            visitors: VISITOR_UPLOADS_AT_ONCE - self.visitors.available_permits(),
        }
    }
}

fn take(queue: &Arc<Semaphore>) -> Result<Turn, ApiError> {
    Arc::clone(queue)
        .try_acquire_owned()
        .map_err(|_| ApiError::UploadsBusy)
}
