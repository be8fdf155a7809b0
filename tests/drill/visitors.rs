//! Visitors who keep writing to the hotel while a drill goes on. Each sends the contact form
//! under an `Idempotency-Key` of its own and, as the web page does, sends the same key again
//! until it is answered 204; a reader keeps loading public pages beside them. Every answer is
//! recorded with when it was asked and when it came, so a drill judges the answers of each
//! moment, and every key answered 204 is a write the server acknowledged.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::header::{HeaderMap, HeaderValue};
use reqwest::StatusCode;
use serde_json::json;
use tokio::sync::watch;
use tokio::task::JoinSet;
use uuid::Uuid;

/// The public reads of the reader, the pages a visitor opens most.
const PAGES: [&str; 4] = [
    "/api/want-a-friend/1",
    "/api/want-a-friend/dogs",
    "/api/prices",
    "/api/health",
];

/// How long a visitor waits for an answer before taking the call as lost, and then between
/// tries: what the web page does with a form it keeps.
const PATIENCE: Duration = Duration::from_secs(10);
const PAUSE: Duration = Duration::from_millis(200);

#[derive(Debug, Clone)]
pub enum Outcome {
    /// 2xx: a form stored, a page read.
    Done,
    /// 503, and whether `Retry-After` came with it and the body said `serviceUnavailable`.
    Unavailable { honest: bool },
    /// Anything else the server answered: its status and body.
    Other(String),
    /// No answer: the connection refused or broken, as while the process is dead.
    NoAnswer,
}

#[derive(Debug, Clone)]
pub struct Answer {
    pub call: &'static str,
    pub asked: Instant,
    pub came: Instant,
    pub outcome: Outcome,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let waited = self.came - self.asked;
        match &self.outcome {
            Outcome::Done => write!(f, "{}: done in {waited:.2?}", self.call),
            Outcome::Unavailable { honest } => {
                let how = if *honest {
                    ""
                } else {
                    " without Retry-After or its code"
                };
                write!(f, "{}: 503{how} in {waited:.2?}", self.call)
            }
            Outcome::Other(said) => write!(f, "{}: {said} in {waited:.2?}", self.call),
            Outcome::NoAnswer => write!(f, "{}: no answer in {waited:.2?}", self.call),
        }
    }
}

/// How many answers there are and the first ten, one per line, for a drill's failure message;
/// empty for none.
pub fn listed<'a>(answers: impl IntoIterator<Item = &'a Answer>) -> String {
    let answers: Vec<&Answer> = answers.into_iter().collect();
    if answers.is_empty() {
        return String::new();
    }
    let first: String = answers
        .iter()
        .take(10)
        .map(|answer| format!("\n  {answer}"))
        .collect();
    format!("{} answer(s), first:{first}", answers.len())
}

/// The visitors and the reader at work.
pub struct Visitors {
    stop: watch::Sender<bool>,
    writers: JoinSet<Written>,
    reader: tokio::task::JoinHandle<()>,
    answers: Arc<Mutex<Vec<Answer>>>,
}

/// What the visitors did, once they stopped.
pub struct Traffic {
    pub answers: Vec<Answer>,
    /// Every key answered 204, each the visitor's number with it.
    pub stored: Vec<(Uuid, usize)>,
    /// Keys still not answered 204 when the visitors gave up: each one a visitor was left with.
    pub unanswered: Vec<Uuid>,
}

#[derive(Default)]
struct Written {
    stored: Vec<(Uuid, usize)>,
    unanswered: Vec<Uuid>,
}

/// A visitor's message, `number` making its name and address their own.
pub fn message(number: usize) -> serde_json::Value {
    json!({
        "name": "Олена",
        "email": address(number),
        "message": "Чи є місце для кота на вихідні.",
        "subject": "Зв'язатися з нами",
        "website": "",
    })
}

/// The visitor's address: the acknowledgement goes there, and the staff mail answers to it.
pub fn address(number: usize) -> String {
    format!("visitor{number}@example.com")
}

/// A client as the web page is: it holds the XSRF cookie and echoes it in the header.
pub fn browser() -> reqwest::Client {
    let mut headers = HeaderMap::new();
    headers.insert("cookie", HeaderValue::from_static("XSRF-TOKEN=drill"));
    headers.insert("x-xsrf-token", HeaderValue::from_static("drill"));
    reqwest::Client::builder()
        .default_headers(headers)
        .timeout(PATIENCE)
        .build()
        .expect("a client")
}

impl Visitors {
    /// `writers` visitors writing to the server at `base` and one reader, from now on.
    pub fn start(base: &str, writers: usize) -> Visitors {
        let (stop, stopped) = watch::channel(false);
        let answers = Arc::new(Mutex::new(Vec::new()));
        let mut tasks = JoinSet::new();
        for writer in 0..writers {
            let (base, stopped, answers) = (base.to_owned(), stopped.clone(), answers.clone());
            tasks.spawn(write(base, writer, writers, stopped, answers));
        }
        let reader = tokio::spawn(read(base.to_owned(), stopped, answers.clone()));
        Visitors {
            stop,
            writers: tasks,
            reader,
            answers,
        }
    }

    /// Stops the visitors: each sends the message in hand until it is answered 204, for at most
    /// `within`, and writes no other.
    pub async fn finish(self, within: Duration) -> Traffic {
        self.stop.send_replace(true);
        let finished = tokio::time::timeout(within + PATIENCE, self.writers.join_all())
            .await
            .expect("the visitors finished");
        self.reader.abort();
        let mut traffic = Traffic {
            answers: std::mem::take(&mut self.answers.lock().expect("the answers")),
            stored: Vec::new(),
            unanswered: Vec::new(),
        };
        for written in finished {
            traffic.stored.extend(written.stored);
            traffic.unanswered.extend(written.unanswered);
        }
        traffic.answers.sort_by_key(|answer| answer.asked);
        traffic
    }
}

/// One visitor after another at one writer's desk: visitor `first`, `first + step`, …
async fn write(
    base: String,
    first: usize,
    step: usize,
    mut stopped: watch::Receiver<bool>,
    answers: Arc<Mutex<Vec<Answer>>>,
) -> Written {
    let client = browser();
    let mut written = Written::default();
    let mut number = first;
    let mut giving_up: Option<Instant> = None;
    while !*stopped.borrow_and_update() {
        let key = Uuid::new_v4();
        let language = if number.is_multiple_of(2) { "uk" } else { "en" };
        loop {
            let asked = Instant::now();
            let sent = client
                .post(format!("{base}/api/send-message"))
                .header("Idempotency-Key", key.to_string())
                .header("Accept-DHLanguage", language)
                .json(&message(number))
                .send()
                .await;
            let outcome = outcome(sent).await;
            let stored = matches!(outcome, Outcome::Done);
            let refused = matches!(outcome, Outcome::Other(_));
            answers.lock().expect("the answers").push(Answer {
                call: "POST /api/send-message",
                asked,
                came: Instant::now(),
                outcome,
            });
            if stored {
                written.stored.push((key, number));
                break;
            }
            if refused {
                // Judged by the drill from the answer; sending it again would not change it.
                break;
            }
            if *stopped.borrow() {
                let deadline = *giving_up.get_or_insert_with(|| Instant::now() + PATIENCE);
                if Instant::now() > deadline {
                    written.unanswered.push(key);
                    return written;
                }
            }
            tokio::time::sleep(PAUSE).await;
        }
        number += step;
    }
    written
}

/// The reader: one public page after another until the visitors stop.
async fn read(base: String, stopped: watch::Receiver<bool>, answers: Arc<Mutex<Vec<Answer>>>) {
    let client = browser();
    for page in PAGES.iter().cycle() {
        if *stopped.borrow() {
            return;
        }
        let asked = Instant::now();
        let outcome = outcome(client.get(format!("{base}{page}")).send().await).await;
        let no_answer = matches!(outcome, Outcome::NoAnswer);
        answers.lock().expect("the answers").push(Answer {
            call: page,
            asked,
            came: Instant::now(),
            outcome,
        });
        if no_answer {
            tokio::time::sleep(PAUSE).await;
        }
    }
}

async fn outcome(sent: reqwest::Result<reqwest::Response>) -> Outcome {
    let Ok(answer) = sent else {
        return Outcome::NoAnswer;
    };
    let status = answer.status();
    if status.is_success() {
        return Outcome::Done;
    }
    let retry_after = answer.headers().contains_key("retry-after");
    let body: serde_json::Value = answer.json().await.unwrap_or_default();
    if status == StatusCode::SERVICE_UNAVAILABLE {
        // Health answers its own figures, which say the database is unreachable.
        let said = body["code"] == "serviceUnavailable" || body["database"] == "unreachable";
        return Outcome::Unavailable {
            honest: retry_after && said,
        };
    }
    Outcome::Other(format!("{status} {body}"))
}
