//! `GET /metrics`: for signed-in staff on the site's port, for anyone on the metrics port, in
//! Prometheus's text format, with every answer counted under its route (stored answers too).

use reqwest::StatusCode;

use crate::support::TestApp;

/// The value of the sample of `name` whose labels include every one of `labels`.
pub fn sample(page: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    page.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.rsplit_once(' '))
        .find(|(series, _)| {
            let (metric, rest) = series.split_once('{').unwrap_or((series, ""));
            metric == name
                && labels
                    .iter()
                    .all(|(label, value)| rest.contains(&format!("{label}=\"{value}\"")))
        })
        .map(|(_, value)| value.parse().expect("a number"))
}

#[tokio::test]
async fn staff_and_the_metrics_port_read_requests_cache_lag_and_connections() {
    let app = TestApp::spawn_with(|config| config.metrics_port = Some(0)).await;
    let token = app.staff_token().await;
    app.wait_until_projected().await;
    for _ in 0..3 {
        let list = app.client.get(app.url("/api/want-a-friend/1")).send().await;
        assert_eq!(list.unwrap().status(), StatusCode::OK);
    }
    let unknown = app.client.get(app.url("/api/no-such-thing/7")).send().await;
    assert_eq!(unknown.unwrap().status(), StatusCode::NOT_FOUND);

    let stranger = app.client.get(app.url("/metrics")).send().await.unwrap();
    assert_eq!(stranger.status(), StatusCode::UNAUTHORIZED);
    let staff = app
        .client
        .get(app.url("/metrics"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(staff.status(), StatusCode::OK);
    assert!(staff.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/plain; version=0.0.4"));
    let page = staff.text().await.unwrap();

    let list = [
        ("method", "GET"),
        ("route", "/api/want-a-friend/{page}"),
        ("status", "200"),
    ];
    assert_eq!(
        sample(&page, "doghotel_http_requests_total", &list),
        Some(3.0),
        "the first made, the other two from memory, all under the route:\n{page}"
    );
    assert_eq!(
        sample(
            &page,
            "doghotel_http_request_duration_seconds_count",
            &list[..2]
        ),
        Some(3.0)
    );
    assert_eq!(
        sample(
            &page,
            "doghotel_http_requests_total",
            &[("route", "unknown"), ("status", "404")]
        ),
        Some(1.0),
        "a path no route knows is not a series of its own"
    );
    assert!(sample(&page, "doghotel_cache_answers_total", &[("outcome", "hit")]) >= Some(2.0));
    assert!(
        sample(
            &page,
            "doghotel_cache_answers_total",
            &[("outcome", "miss")]
        ) >= Some(1.0)
    );
    assert_eq!(
        sample(
            &page,
            "doghotel_subscriber_lag_events",
            &[("subscriber", "public_dogs"), ("kind", "projection")]
        ),
        Some(0.0)
    );
    assert_eq!(sample(&page, "doghotel_mail_waiting", &[]), Some(0.0));
    assert_eq!(sample(&page, "doghotel_database_up", &[]), Some(1.0));
    assert_eq!(
        sample(&page, "doghotel_uploads_under_way", &[("queue", "staff")]),
        Some(0.0)
    );
    assert!(sample(&page, "doghotel_db_connections_max", &[]) > Some(0.0));
    assert!(sample(&page, "doghotel_db_connections_in_use", &[]).is_some());
    assert!(page.contains("# HELP doghotel_subscriber_lag_events"));

    let port = app.metrics_base.as_deref().expect("a metrics port");
    let open = app
        .client
        .get(format!("{port}/metrics"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        open.status(),
        StatusCode::OK,
        "no token on the metrics port"
    );
    let page = open.text().await.unwrap();
    assert!(sample(&page, "doghotel_http_requests_total", &list) >= Some(3.0));
    let elsewhere = app
        .client
        .get(format!("{port}/api/want-a-friend/1"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        elsewhere.status(),
        StatusCode::NOT_FOUND,
        "the metrics port answers nothing of the site"
    );
}
