//! A site whose photos live in an S3-compatible store (`DOGHOTEL_MEDIA_STORE=s3://…`), run as
//! the real binary against a real S3 server: the demo's photos go there, the site serves them
//! from there, a backup holds them and a restore puts them back into another folder of the
//! bucket, `doghotel media copy` moves a site's local photos there, and pages can link the
//! photos at the store's own address (`DOGHOTEL_MEDIA_PUBLIC_URL`).

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use media::{BucketStore, LocalStore, MediaStore};
use object_store::aws::AmazonS3Builder;
use testkit::s3::S3Server;
use testkit::TestDatabase;

const SECRET: &str = "a-test-secret-of-at-least-32-bytes-for-media";

/// The `doghotel` binary with the site's settings and the S3 server's.
fn doghotel(db: &TestDatabase, data: &Path, store: &str, s3: &S3Server) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_doghotel"));
    command
        .env("DATABASE_URL", &db.url)
        .env("DOGHOTEL_DATA_DIR", data)
        .env("DOGHOTEL_MEDIA_STORE", store)
        .env("DOGHOTEL_JWT_SECRET", SECRET)
        .env("AWS_ENDPOINT_URL", &s3.endpoint)
        .env("AWS_ALLOW_HTTP", "true")
        .env("AWS_REGION", "us-east-1")
        .env("AWS_ACCESS_KEY_ID", "test")
        .env("AWS_SECRET_ACCESS_KEY", "test")
        .env("RUST_LOG", "warn");
    command
}

fn succeeds(command: &mut Command) -> String {
    let output = command.output().expect("doghotel runs");
    let printed = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{command:?} failed: {printed}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    printed
}

fn bucket(s3: &S3Server, place: &str) -> BucketStore {
    let settings = AmazonS3Builder::new()
        .with_endpoint(&s3.endpoint)
        .with_allow_http(true)
        .with_region("us-east-1")
        .with_access_key_id("test")
        .with_secret_access_key("test");
    BucketStore::with_settings(place, settings).unwrap()
}

/// Every file of `store`, by key.
async fn files(store: &dyn MediaStore) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for (image, _) in store.images().await.unwrap() {
        for key in store.files(&image).await.unwrap() {
            keys.insert(key.as_str().to_owned());
        }
    }
    keys
}

/// `doghotel serve` on a free port; killed when dropped.
struct Served {
    url: String,
    process: Child,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

async fn serve(mut command: Command) -> Served {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .unwrap()
        .port();
    let process = command
        .args(["serve", "--port", &port.to_string()])
        .env("DOGHOTEL_WEB_DIST", crate::support::web_dist())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let served = Served {
        url: format!("http://127.0.0.1:{port}"),
        process,
    };
    for _ in 0..200 {
        if let Ok(answer) = reqwest::get(format!("{}/api/health/live", served.url)).await {
            if answer.status().is_success() {
                return served;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("doghotel serve did not come up on the bucket");
}

#[tokio::test]
async fn a_site_on_a_bucket_serves_backs_up_and_restores_its_photos_there() {
    let s3 = S3Server::start().await;
    s3.create_bucket("photos").await;
    let (db, data) = (TestDatabase::new().await, tempdir("site"));
    let site = "s3://photos/site";
    succeeds(doghotel(&db, &data, site, &s3).arg("seed-demo"));
    let stored = files(&bucket(&s3, site)).await;
    assert!(
        stored.len() > 20,
        "the demo's photos are in the bucket: {stored:?}"
    );
    assert!(!data.join("media").exists(), "and none on the disk");

    // Served from the bucket, with the validators the store gives.
    let photo = stored
        .iter()
        .find(|key| key.ends_with("/card.webp"))
        .unwrap();
    let served = serve(doghotel(&db, &data, site, &s3)).await;
    let answer = reqwest::get(format!("{}/media/{photo}", served.url))
        .await
        .unwrap();
    assert_eq!(answer.status(), reqwest::StatusCode::OK);
    assert!(answer.headers().contains_key("etag"));
    let bytes = answer.bytes().await.unwrap();
    let kept = bucket(&s3, site);
    let key = media::MediaKey::parse(photo).unwrap();
    assert_eq!(Some(bytes.to_vec()), kept.get(&key).await.unwrap());
    drop(served);

    let backups = tempdir("backups");
    let printed = succeeds(doghotel(&db, &data, site, &s3).args([
        "backup",
        "--to",
        backups.to_str().unwrap(),
    ]));
    assert!(
        printed.contains(&format!("{} media files", stored.len())),
        "{printed}"
    );
    let archive = std::fs::read_dir(&backups)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.extension().is_some_and(|extension| extension == "gz"))
        .unwrap();

    let (restored_db, restored_data) = (TestDatabase::new().await, tempdir("restored"));
    let elsewhere = "s3://photos/restored";
    succeeds(
        doghotel(&restored_db, &restored_data, elsewhere, &s3)
            .args(["restore", archive.to_str().unwrap()]),
    );
    assert_eq!(files(&bucket(&s3, elsewhere)).await, stored);
    // A bucket that holds photos already is not restored into.
    let again = doghotel(&TestDatabase::new().await, &restored_data, elsewhere, &s3)
        .args(["restore", archive.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("holds media files already"));
}

#[tokio::test]
async fn pages_link_photos_at_the_stores_public_address_which_serves_them() {
    let s3 = S3Server::start().await;
    s3.create_bucket("photos").await;
    let (db, data) = (TestDatabase::new().await, tempdir("public"));
    s3.allow_public_reads("photos").await;
    let site = "s3://photos/site";
    succeeds(doghotel(&db, &data, site, &s3).arg("seed-demo"));
    // The bucket's own address, as a CDN in front of it would be.
    let public = format!("{}/photos/site", s3.endpoint);
    let mut command = doghotel(&db, &data, site, &s3);
    command.env("DOGHOTEL_MEDIA_PUBLIC_URL", &public);
    let served = serve(command).await;

    let page = reqwest::get(format!("{}/en/want-a-friend", served.url))
        .await
        .unwrap();
    let policy = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        policy.contains(&format!("img-src 'self' data: blob: {};", s3.endpoint)),
        "{policy}"
    );
    let html = page.text().await.unwrap();
    assert!(
        html.contains(&format!(
            r#"<meta name="doghotel:media" content="{public}">"#
        )),
        "the app is told where photos are"
    );
    // The first card's preload names the file at the public address, and it is there.
    let preload = html
        .split(r#"imagesrcset=""#)
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .expect("the dog list preloads its first card");
    let key = preload
        .strip_prefix(&format!("{public}/"))
        .unwrap_or_else(|| panic!("{preload} is at {public}"));
    let linked = reqwest::get(preload).await.unwrap();
    assert_eq!(linked.status(), reqwest::StatusCode::OK, "{preload}");
    let kept = bucket(&s3, site)
        .get(&media::MediaKey::parse(key).unwrap())
        .await
        .unwrap();
    assert_eq!(Some(linked.bytes().await.unwrap().to_vec()), kept);
    // The site still serves the same file itself: the API's own addresses keep working.
    let own = reqwest::get(format!("{}/media/{key}", served.url))
        .await
        .unwrap();
    assert_eq!(own.status(), reqwest::StatusCode::OK);
}

#[tokio::test]
async fn media_copy_moves_a_sites_photos_from_its_folder_into_a_bucket_once() {
    let s3 = S3Server::start().await;
    s3.create_bucket("photos").await;
    let (db, data) = (TestDatabase::new().await, tempdir("local"));
    let folder = data.join("media");
    succeeds(doghotel(&db, &data, folder.to_str().unwrap(), &s3).arg("seed-demo"));
    let local = files(&LocalStore::new(&folder)).await;
    assert!(local.len() > 20);

    let target = "s3://photos/moved";
    let copy = || {
        succeeds(
            doghotel(&db, &data, folder.to_str().unwrap(), &s3)
                .args(["media", "copy", "--to", target]),
        )
    };
    let printed = copy();
    assert!(
        printed.starts_with(&format!("{} files of", local.len())),
        "{printed}"
    );
    assert_eq!(files(&bucket(&s3, target)).await, local);
    // Run again, it finds everything there already.
    let again = copy();
    assert!(again.starts_with("0 files of"), "{again}");
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("doghotel-{name}-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
