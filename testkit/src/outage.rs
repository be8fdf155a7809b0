//! A database outage on demand: a TCP proxy between a server under test and PostgreSQL that
//! the test cuts (every open connection closed, new ones refused) and opens again. The server
//! sees what it would see if the database's machine went away and came back.

use std::net::SocketAddr;
use std::sync::Arc;

use tokio::io::copy_bidirectional;
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio::sync::watch;

pub struct CuttableProxy {
    /// The PostgreSQL server's `host:port`, and the proxy's.
    upstream: String,
    address: SocketAddr,
    /// `true` while cut; the listener and every connection watch it.
    cut: Arc<watch::Sender<bool>>,
    task: tokio::task::JoinHandle<()>,
}

impl CuttableProxy {
    /// A proxy on a free local port in front of the PostgreSQL server of `url`
    /// (`postgres://…@host:port/…`).
    pub async fn before(url: &str) -> CuttableProxy {
        let (_, after_user) = url.rsplit_once('@').expect("a URL with user@host:port");
        let upstream = after_user.split('/').next().expect("host:port").to_owned();
        let listener = listen("127.0.0.1:0".parse().expect("an address"));
        let address = listener.local_addr().expect("its address");
        let (cut, _) = watch::channel(false);
        let cut = Arc::new(cut);
        let task = tokio::spawn(serve(listener, upstream.clone(), cut.clone()));
        CuttableProxy {
            upstream,
            address,
            cut,
            task,
        }
    }

    /// `url`, of a database on the proxied server, through this proxy.
    pub fn through(&self, url: &str) -> String {
        url.replacen(&self.upstream, &self.address.to_string(), 1)
    }

    /// Closes every open connection and refuses new ones (nothing listens on the port) until
    /// [`CuttableProxy::open`].
    pub fn cut(&self) {
        self.cut.send_replace(true);
    }

    pub fn open(&self) {
        self.cut.send_replace(false);
    }
}

impl Drop for CuttableProxy {
    fn drop(&mut self) {
        self.task.abort();
        self.cut.send_replace(true);
    }
}

/// A listener that may take its port again as soon as it was let go.
fn listen(address: SocketAddr) -> TcpListener {
    let socket = TcpSocket::new_v4().expect("a socket");
    socket.set_reuseaddr(true).expect("SO_REUSEADDR");
    socket.bind(address).expect("the proxy's port");
    socket.listen(128).expect("listening")
}

async fn serve(first: TcpListener, upstream: String, cut: Arc<watch::Sender<bool>>) {
    let address = first.local_addr().expect("its address");
    let mut listener = Some(first);
    let mut state = cut.subscribe();
    loop {
        let Some(open) = listener.take() else {
            // Cut: nothing listens until the proxy is opened again.
            let _ = state.wait_for(|cut| !*cut).await;
            listener = Some(listen(address));
            continue;
        };
        tokio::select! {
            accepted = open.accept() => {
                if let Ok((client, _)) = accepted {
                    tokio::spawn(forward(client, upstream.clone(), cut.subscribe()));
                }
                listener = Some(open);
            }
            _ = state.wait_for(|cut| *cut) => drop(open),
        }
    }
}

async fn forward(mut client: TcpStream, upstream: String, mut cut: watch::Receiver<bool>) {
    let Ok(mut server) = TcpStream::connect(&upstream).await else {
        return;
    };
    tokio::select! {
        _ = copy_bidirectional(&mut client, &mut server) => {}
        _ = cut.wait_for(|cut| *cut) => {}
    }
}
