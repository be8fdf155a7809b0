use command::{create_admin, ApiError};

use crate::helpers::{spawn_app, LOGIN};

#[tokio::test]
async fn an_existing_login_cannot_be_created_again() {
    let app = spawn_app().await;
    app.create_anna().await;

    let again = create_admin(&app.state, LOGIN, "Other123!", None).await;

    assert!(matches!(again, Err(ApiError::Conflict(reason)) if reason.code == "loginTaken"));
}

#[tokio::test]
async fn a_weak_password_is_refused_before_anything_is_written() {
    let app = spawn_app().await;

    let weak = create_admin(&app.state, LOGIN, "secret", None).await;

    assert!(
        matches!(weak, Err(ApiError::InvalidInput(reason)) if reason.code == "passwordValidation")
    );
    assert_eq!(app.events_of_type("AdminAccountCreated").await, 0);
}

#[tokio::test]
async fn the_email_defaults_to_the_hotel_domain() {
    let app = spawn_app().await;
    create_admin(&app.state, "olena", "Secret1!", None)
        .await
        .unwrap();

    let payload: serde_json::Value =
        sqlx::query_scalar("SELECT payload FROM events WHERE event_type = 'AdminAccountCreated'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        payload["AdminAccountCreated"]["email"],
        "olena@doghotel.kyiv.ua"
    );
    assert_eq!(payload["AdminAccountCreated"]["preferred_language"], "uk");
}
