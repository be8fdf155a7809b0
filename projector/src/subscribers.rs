use std::sync::Arc;

use crate::projections::admin_accounts::AdminAccounts;
use crate::projections::admin_dogs::AdminDogs;
use crate::projections::public_dogs::PublicDogs;
use crate::Subscriber;

/// Every subscriber of the product. The binary hands these to `Projector::new`; adding a read
/// model or a reactor means adding it here.
pub fn all() -> Vec<Arc<dyn Subscriber>> {
    vec![
        Arc::new(AdminAccounts),
        Arc::new(AdminDogs),
        Arc::new(PublicDogs),
    ]
}
