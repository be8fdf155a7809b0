// The integration tests embed ../migrations with `sqlx::migrate!`; without this, a migration
// added later would not reach them until something else in this crate changed.
fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
