// Every test database is migrated with ../migrations embedded by `sqlx::migrate!`; without
// this, a migration added later would not reach the tests until something else here changed.
fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
