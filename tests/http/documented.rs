//! The routes the API documents, walked by tests that must reach every one of them.

use reqwest::Method;

use crate::support::TestApp;

/// Every operation of both OpenAPI documents (staff's fetched with `token`): its method and
/// its route as documented, `{parameters}` and all.
pub(crate) async fn operations(app: &TestApp, token: &str) -> Vec<(Method, String)> {
    let mut operations = Vec::new();
    for document in ["/api/openapi.json", "/api/admin/openapi.json"] {
        let document = app.get_json_as(document, token).await;
        for (route, methods) in document["paths"].as_object().expect("the routes") {
            for method in methods.as_object().expect("the operations").keys() {
                if let Ok(method) = method.to_uppercase().parse::<Method>() {
                    operations.push((method, route.clone()));
                }
            }
        }
    }
    operations
}

/// The operations of both OpenAPI documents that take a JSON body: method and route.
pub(crate) async fn taking_json(app: &TestApp, token: &str) -> Vec<(Method, String)> {
    let mut operations = Vec::new();
    for document in ["/api/openapi.json", "/api/admin/openapi.json"] {
        let document = app.get_json_as(document, token).await;
        for (route, methods) in document["paths"].as_object().expect("the routes") {
            for (method, operation) in methods.as_object().expect("the operations") {
                let json = &operation["requestBody"]["content"]["application/json"];
                if let (false, Ok(method)) = (json.is_null(), method.to_uppercase().parse()) {
                    operations.push((method, route.clone()));
                }
            }
        }
    }
    operations
}

/// The paths `route` stands for, each `{parameter}` given each of `values(parameter)`.
pub(crate) fn paths(route: &str, values: &impl Fn(&str) -> Vec<String>) -> Vec<String> {
    let Some(start) = route.find('{') else {
        return vec![route.to_owned()];
    };
    let end = start + route[start..].find('}').expect("a closed parameter");
    values(&route[start + 1..end])
        .iter()
        .flat_map(|value| {
            let path = format!("{}{value}{}", &route[..start], &route[end + 1..]);
            paths(&path, values)
        })
        .collect()
}
