//! `doghotel create-admin`: the rules a new account meets, and logins that stay unique.

use command::{create_admin, ApiError};

use crate::anna::LOGIN;
use crate::support::TestApp;

#[tokio::test]
async fn an_existing_login_cannot_be_created_again() {
    let app = TestApp::spawn().await;
    app.create_anna().await;

    let again = create_admin(&app.command_state(), LOGIN, "Other123!", None).await;

    assert!(matches!(again, Err(ApiError::Conflict(reason)) if reason.code == "loginTaken"));
    app.stop().await;
}

#[tokio::test]
async fn a_weak_password_is_refused_before_anything_is_written() {
    let app = TestApp::spawn().await;

    let weak = create_admin(&app.command_state(), LOGIN, "secret", None).await;

    assert!(
        matches!(weak, Err(ApiError::InvalidInput(reason)) if reason.code == "passwordValidation")
    );
    assert_eq!(app.events_of_type("AdminAccountCreated").await, 0);
    app.stop().await;
}

#[tokio::test]
async fn the_email_defaults_to_the_hotel_domain() {
    let app = TestApp::spawn().await;
    create_admin(&app.command_state(), "olena", "Secret1!", None)
        .await
        .unwrap();

    let payload: serde_json::Value =
        sqlx::query_scalar("SELECT payload FROM events WHERE event_type = 'AdminAccountCreated'")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(
        payload["AdminAccountCreated"]["email"],
        "olena@doghotel.kyiv.ua"
    );
    assert_eq!(payload["AdminAccountCreated"]["preferred_language"], "uk");
    app.stop().await;
}

#[tokio::test]
async fn two_creations_racing_for_one_login_leave_one_account_and_a_running_projection() {
    let app = TestApp::spawn().await;
    let state = app.command_state();

    let (first, second) = tokio::join!(
        create_admin(&state, "kateryna", "Secret1!", None),
        create_admin(&state, "kateryna", "Other123!", None),
    );

    let refused: Vec<ApiError> = [first, second]
        .into_iter()
        .filter_map(Result::err)
        .collect();
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!(refused[0].code(), "loginTaken");
    assert_eq!(app.events_of_type("AdminAccountCreated").await, 1);
    app.wait_until_projected().await;
    let health = app.get_json("/api/health").await;
    assert_eq!(health["status"], "ok", "{health}");
    app.stop().await;
}
