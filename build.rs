// The server embeds ./migrations with `sqlx::migrate!`; without this, a migration added later
// would not reach the binary until something else in this crate changed.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
