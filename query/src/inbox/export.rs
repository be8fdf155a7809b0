//! `GET /api/admin/inbox/export.csv`: the inbox as a spreadsheet, every item the list's filters
//! select (not one page), newest first, with the whole message, in the staff member's language.
//! Spreadsheets are where the hotel's own records go; the file opens as it is in Excel and
//! LibreOffice (UTF-8 with its byte-order mark, so Cyrillic reads right, commas, quoting as
//! RFC 4180), and no cell a visitor wrote can become a formula.

use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use chrono::{DateTime, Utc};
use events::inbox::{InboxKind, InboxStatus};
use events::Language;
use serde::Deserialize;
use sqlx::{PgPool, QueryBuilder};
use utoipa::IntoParams;

use super::admin::Filter;
use crate::error::QueryError;
use crate::language::request_language;
use crate::spreadsheet::{self, cell};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportParams {
    /// `DOG_REQUEST`, `MESSAGE`, `QUESTION` or `REVIEW`; every kind when absent.
    kind: Option<String>,
    /// `NEW`, `IN_PROGRESS`, `DONE` or `SPAM`; every item but spam when absent.
    status: Option<String>,
    /// A part of the visitor's name, e-mail or phone, as the list takes it.
    q: Option<String>,
}

#[derive(sqlx::FromRow)]
struct Row {
    received_at: DateTime<Utc>,
    kind: String,
    status: String,
    name: String,
    email: Option<String>,
    phone: Option<String>,
    language: String,
    subject: String,
    message: String,
    dog_name: Option<String>,
    changed_by: Option<String>,
    changed_at: Option<DateTime<Utc>>,
}

/// The inbox as CSV.
#[utoipa::path(get, path = "/inbox/export.csv", tag = "inbox", security(("bearer" = [])),
    params(ExportParams,
        ("Accept-DHLanguage" = Option<String>, Header, description = "The language of the column names, kinds and statuses: uk (default) or en")),
    responses(
        (status = 200, description = "`text/csv`, one row per item, as a download named by the day", content_type = "text/csv"),
        (status = 400, description = "An unknown kind or status, or a search over 100 characters: invalidRequest", body = errors::ErrorBody)))]
pub async fn export(
    State(pool): State<PgPool>,
    headers: HeaderMap,
    params: Result<Query<ExportParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, QueryError> {
    let Query(params) = params.map_err(|_| QueryError::InvalidRequest)?;
    let filter = Filter::parse(
        params.kind.as_deref(),
        params.status.as_deref(),
        params.q.as_deref(),
    )?;
    let mut query = QueryBuilder::new(
        "SELECT received_at, kind, status, name, email, phone, language, subject, message,
                dog_name, changed_by, changed_at
           FROM inbox_items",
    );
    filter.push_where(&mut query);
    query.push(" ORDER BY received_at DESC, item_id DESC");
    let rows: Vec<Row> = query.build_query_as().fetch_all(&pool).await?;
    let language = request_language(&headers);
    let body = csv_of(&rows, language)
        .map_err(|error| QueryError::Damaged(format!("inbox export: {error}")))?;
    Ok(spreadsheet::download("inbox", body))
}

/// The file: the byte-order mark, the column names, then one record per row.
fn csv_of(rows: &[Row], language: Language) -> Result<Vec<u8>, csv::Error> {
    let texts = Texts::of(language);
    let mut writer = spreadsheet::writer();
    writer.write_record(texts.columns)?;
    let moment = |at: DateTime<Utc>| at.format("%Y-%m-%d %H:%M UTC").to_string();
    for row in rows {
        let kind = InboxKind::parse(&row.kind).map_or(row.kind.as_str(), |kind| texts.kind(kind));
        let status = InboxStatus::parse(&row.status)
            .map_or(row.status.as_str(), |status| texts.status(status));
        writer.write_record([
            moment(row.received_at).as_str(),
            kind,
            status,
            &cell(&row.name),
            &cell(row.email.as_deref().unwrap_or_default()),
            &cell(row.phone.as_deref().unwrap_or_default()),
            &row.language,
            &cell(&row.subject),
            &cell(&row.message),
            &cell(row.dog_name.as_deref().unwrap_or_default()),
            row.changed_by.as_deref().unwrap_or_default(),
            &row.changed_at.map(moment).unwrap_or_default(),
        ])?;
    }
    spreadsheet::finish(writer)
}

/// The file's words in the staff member's language.
struct Texts {
    columns: [&'static str; 12],
    kinds: [&'static str; 4],
    statuses: [&'static str; 4],
}

impl Texts {
    fn of(language: Language) -> Texts {
        match language {
            Language::En => Texts {
                columns: [
                    "Received",
                    "Type",
                    "Status",
                    "Name",
                    "E-mail",
                    "Phone",
                    "Language",
                    "Subject",
                    "Message",
                    "Dog",
                    "Status changed by",
                    "Status changed at",
                ],
                kinds: ["Dog request", "Message", "Question", "Review"],
                statuses: ["New", "In progress", "Done", "Spam"],
            },
            _ => Texts {
                columns: [
                    "Надійшло",
                    "Тип",
                    "Стан",
                    "Ім’я",
                    "Пошта",
                    "Телефон",
                    "Мова",
                    "Тема",
                    "Повідомлення",
                    "Собака",
                    "Стан змінив",
                    "Стан змінено",
                ],
                kinds: ["Запит про собаку", "Повідомлення", "Запитання", "Відгук"],
                statuses: ["Нове", "В роботі", "Виконано", "Спам"],
            },
        }
    }

    fn kind(&self, kind: InboxKind) -> &'static str {
        let index = InboxKind::ALL.iter().position(|k| *k == kind);
        self.kinds[index.expect("every kind is listed")]
    }

    fn status(&self, status: InboxStatus) -> &'static str {
        let index = InboxStatus::ALL.iter().position(|s| *s == status);
        self.statuses[index.expect("every status is listed")]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(name: &str, phone: Option<&str>, message: &str) -> Row {
        Row {
            received_at: "2026-11-20T10:00:00Z".parse().unwrap(),
            kind: "MESSAGE".into(),
            status: "IN_PROGRESS".into(),
            name: name.into(),
            email: None,
            phone: phone.map(str::to_owned),
            language: "uk".into(),
            subject: "Зв'язатися з нами".into(),
            message: message.into(),
            dog_name: None,
            changed_by: Some("olena".into()),
            changed_at: Some("2026-11-21T09:30:00Z".parse().unwrap()),
        }
    }

    fn text(rows: &[Row], language: Language) -> String {
        let bytes = csv_of(rows, language).unwrap();
        let text = String::from_utf8(bytes).unwrap();
        text.strip_prefix('\u{feff}')
            .expect("the byte-order mark first")
            .to_owned()
    }

    #[test]
    fn a_row_reads_in_the_staff_members_language_with_its_whole_message() {
        let rows = [row(
            "Олена",
            Some("+38(050)123-45-67"),
            "Два рядки,\nі \"лапки\".",
        )];
        let uk = text(&rows, Language::Uk);
        let mut lines = uk.lines();
        assert!(lines.next().unwrap().starts_with("Надійшло,Тип,Стан,Ім’я"));
        assert_eq!(
            uk.split_once('\n').unwrap().1,
            "2026-11-20 10:00 UTC,Повідомлення,В роботі,Олена,,'+38(050)123-45-67,uk,\
             Зв'язатися з нами,\"Два рядки,\nі \"\"лапки\"\".\",,olena,2026-11-21 09:30 UTC\n"
        );
        let en = text(&rows, Language::En);
        assert!(en.starts_with("Received,Type,Status,Name,E-mail,Phone"));
        assert!(en.contains(",Message,In progress,Олена,"));
    }

    #[test]
    fn what_a_visitor_wrote_never_becomes_a_formula() {
        let rows = [row("=HYPERLINK(\"http://x\")", None, "@SUM(A1)")];
        let text = text(&rows, Language::En);
        assert!(
            text.contains(",\"'=HYPERLINK(\"\"http://x\"\")\","),
            "{text}"
        );
        assert!(text.contains(",'@SUM(A1),"), "{text}");
    }
}
