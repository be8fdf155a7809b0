//! A database outage on demand: a TCP proxy between a server under test and PostgreSQL that
//! the test cuts (every open connection closed, new ones refused) and opens again, at once or
//! the moment a command's events are committed. The server sees what it would see if the
//! database's machine went away and came back.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio::sync::watch;

/// The backend's CommandComplete messages that end a transaction: type, length, tag.
const COMMITTED: &[u8] = b"C\0\0\0\x0bCOMMIT\0";
const ROLLED_BACK: &[u8] = b"C\0\0\0\x0dROLLBACK\0";

pub struct CuttableProxy {
    /// The PostgreSQL server's `host:port`, and the proxy's.
    upstream: String,
    address: SocketAddr,
    switches: Arc<Switches>,
    task: tokio::task::JoinHandle<()>,
}

/// What a test sets and the listener and every connection watch.
struct Switches {
    /// `true` while cut.
    cut: watch::Sender<bool>,
    /// Cut as soon as a transaction that sent these bytes (a request's id, which its events
    /// carry in their metadata) is committed.
    after_commit: Mutex<Option<Vec<u8>>>,
    /// While cut, new connections are taken and closed at once, as by a database that is
    /// restarting, rather than refused: a pool gives up on those at once, where it keeps
    /// trying a refused one until its timeout.
    closing: AtomicBool,
}

impl CuttableProxy {
    /// A proxy on a free local port in front of the PostgreSQL server of `url`
    /// (`postgres://…@host:port/…`).
    pub async fn before(url: &str) -> CuttableProxy {
        let (_, after_user) = url.rsplit_once('@').expect("a URL with user@host:port");
        let upstream = after_user.split('/').next().expect("host:port").to_owned();
        let listener = listen("127.0.0.1:0".parse().expect("an address"));
        let address = listener.local_addr().expect("its address");
        let switches = Arc::new(Switches {
            cut: watch::channel(false).0,
            after_commit: Mutex::new(None),
            closing: AtomicBool::new(false),
        });
        let task = tokio::spawn(serve(listener, upstream.clone(), switches.clone()));
        CuttableProxy {
            upstream,
            address,
            switches,
            task,
        }
    }

    /// `url`, of a database on the proxied server, through this proxy: without TLS and without
    /// prepared statements kept per connection, so that the proxy can read each statement's
    /// text and each transaction's end as they pass.
    pub fn through(&self, url: &str) -> String {
        let url = url.replacen(&self.upstream, &self.address.to_string(), 1);
        let separator = if url.contains('?') { '&' } else { '?' };
        format!("{url}{separator}sslmode=disable&statement-cache-capacity=0")
    }

    /// Closes every open connection and refuses new ones (nothing listens on the port) until
    /// [`CuttableProxy::open`].
    pub fn cut(&self) {
        self.switches.closing.store(false, Ordering::SeqCst);
        self.switches.cut.send_replace(true);
    }

    /// Cuts right after the commit of the transaction that appended the events of the request
    /// stamped `request_id` (its `x-request-id`, which the events' metadata carry) has passed
    /// to the server: whatever the server asks of the database after those events are stored
    /// fails, as it would if the database went away at that moment. Events appended meanwhile
    /// by anything else, a reactor retrying a mail, pass as usual. New connections are then
    /// closed as soon as they are made.
    pub fn cut_after_commit_of(&self, request_id: &str) {
        self.switches.closing.store(true, Ordering::SeqCst);
        *self.switches.after_commit.lock().expect("the switch") =
            Some(request_id.as_bytes().to_vec());
    }

    pub fn is_cut(&self) -> bool {
        *self.switches.cut.borrow()
    }

    pub fn open(&self) {
        *self.switches.after_commit.lock().expect("the switch") = None;
        self.switches.cut.send_replace(false);
    }
}

impl Drop for CuttableProxy {
    fn drop(&mut self) {
        self.task.abort();
        self.switches.cut.send_replace(true);
    }
}

/// A listener that may take its port again as soon as it was let go.
fn listen(address: SocketAddr) -> TcpListener {
    let socket = TcpSocket::new_v4().expect("a socket");
    socket.set_reuseaddr(true).expect("SO_REUSEADDR");
    socket.bind(address).expect("the proxy's port");
    socket.listen(128).expect("listening")
}

async fn serve(first: TcpListener, upstream: String, switches: Arc<Switches>) {
    let address = first.local_addr().expect("its address");
    let mut listener = Some(first);
    let mut state = switches.cut.subscribe();
    loop {
        let Some(open) = listener.take() else {
            // Cut: nothing listens until the proxy is opened again.
            let _ = state.wait_for(|cut| !*cut).await;
            listener = Some(listen(address));
            continue;
        };
        let refusing = !switches.closing.load(Ordering::SeqCst);
        tokio::select! {
            accepted = open.accept() => {
                if let Ok((client, _)) = accepted {
                    if !*switches.cut.borrow() {
                        tokio::spawn(forward(client, upstream.clone(), switches.clone()));
                    }
                }
                listener = Some(open);
            }
            _ = state.wait_for(|cut| *cut), if refusing => {
                // Asked to close rather than refuse since this turn began: keep listening.
                if switches.closing.load(Ordering::SeqCst) {
                    listener = Some(open);
                }
            }
        }
    }
}

async fn forward(client: TcpStream, upstream: String, switches: Arc<Switches>) {
    let Ok(server) = TcpStream::connect(&upstream).await else {
        return;
    };
    // Whether the transaction open on this connection appended the events the cut waits for.
    let appended = AtomicBool::new(false);
    let mut cut = switches.cut.subscribe();
    let (mut from_client, mut to_client) = client.into_split();
    let (mut from_server, mut to_server) = server.into_split();
    let requests = async {
        let mut seen = Seen::default();
        let mut buffer = vec![0; 64 * 1024];
        while let Ok(read @ 1..) = from_client.read(&mut buffer).await {
            let awaited = switches.after_commit.lock().expect("the switch").clone();
            if awaited.is_some_and(|marker| seen.contains(&buffer[..read], &marker)) {
                appended.store(true, Ordering::SeqCst);
            }
            if to_server.write_all(&buffer[..read]).await.is_err() {
                break;
            }
        }
    };
    let answers = async {
        let (mut committed, mut rolled_back) = (Seen::default(), Seen::default());
        let mut buffer = vec![0; 64 * 1024];
        while let Ok(read @ 1..) = from_server.read(&mut buffer).await {
            let answer = &buffer[..read];
            if to_client.write_all(answer).await.is_err() {
                break;
            }
            if rolled_back.contains(answer, ROLLED_BACK) {
                appended.store(false, Ordering::SeqCst);
            }
            if committed.contains(answer, COMMITTED)
                && appended.swap(false, Ordering::SeqCst)
                && switches
                    .after_commit
                    .lock()
                    .expect("the switch")
                    .take()
                    .is_some()
            {
                let _ = to_client.flush().await;
                switches.cut.send_replace(true);
            }
        }
    };
    tokio::select! {
        _ = requests => {}
        _ = answers => {}
        _ = cut.wait_for(|cut| *cut) => {}
    }
}

/// Finds a byte pattern in a stream read in chunks, across the chunks' edges.
#[derive(Default)]
struct Seen {
    tail: Vec<u8>,
}

impl Seen {
    fn contains(&mut self, chunk: &[u8], pattern: &[u8]) -> bool {
        self.tail.extend_from_slice(chunk);
        let found = self
            .tail
            .windows(pattern.len())
            .any(|window| window == pattern);
        let keep = self.tail.len().min(pattern.len() - 1);
        self.tail.drain(..self.tail.len() - keep);
        found
    }
}
