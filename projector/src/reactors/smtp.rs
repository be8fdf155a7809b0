//! The connection a mail reactor sends through: one, kept between mails, on a socket with
//! Nagle's algorithm off.
//!
//! lettre writes a mail's closing `\r\n.\r\n` apart from its body. With Nagle's algorithm on,
//! as lettre's own transport leaves it, that small write waits until the server acknowledges
//! the body, which a server delays by up to 40 ms: every mail paid those 40 ms, and a
//! newsletter went out at 14 mails a second to a mail server on the same machine
//! (`bench/RESULTS.md`). So the socket is opened here, with `TCP_NODELAY`, and lettre's
//! connection speaks SMTP over it: the greeting, STARTTLS, the login and the mail itself. The
//! URL means what it meant to lettre's transport (`smtp://`, `?tls=required|opportunistic`,
//! `smtps://`, a user and password, the EHLO name as the path).

use std::borrow::Cow;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{AsyncSmtpConnection, AsyncTokioStream, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::transport::smtp::response::Response;
use lettre::transport::smtp::Error as SmtpError;
use thiserror::Error;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio::sync::Mutex;
use tokio_rustls::client::TlsStream;
use url::Url;

/// Longer idle than this and a kept connection is checked (NOOP) before use: servers close
/// idle ones, and a mail sent into a closed connection would only fail and wait for a retry.
const IDLE_CHECK: Duration = Duration::from_secs(20);

/// How the connection is secured.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Security {
    None,
    /// STARTTLS after the greeting; `required` refuses a server that does not offer it.
    StartTls {
        required: bool,
    },
    /// TLS from the first byte (`smtps://`).
    Implicit,
}

/// Where the mail server is and how to talk to it, from `DOGHOTEL_SMTP_URL`.
#[derive(Debug)]
struct Server {
    host: String,
    port: u16,
    security: Security,
    credentials: Option<Credentials>,
    hello: ClientId,
    timeout: Duration,
}

impl Server {
    fn from_url(text: &str, timeout: Duration) -> anyhow::Result<Server> {
        let url = Url::parse(text)?;
        let host = url
            .host_str()
            .ok_or_else(|| anyhow::anyhow!("it names no host"))?
            .to_owned();
        let tls = url.query_pairs().find(|(key, _)| key == "tls");
        let (security, default_port) = match (url.scheme(), tls.as_ref().map(|(_, v)| v.as_ref())) {
            ("smtp", None) => (Security::None, 25),
            ("smtp", Some("required")) => (Security::StartTls { required: true }, 587),
            ("smtp", Some("opportunistic")) => (Security::StartTls { required: false }, 587),
            ("smtps", _) => (Security::Implicit, 465),
            (scheme, tls) => anyhow::bail!("unknown scheme {scheme:?} or tls setting {tls:?}"),
        };
        let decoded = |part: &str| -> anyhow::Result<String> {
            Ok(percent_encoding::percent_decode_str(part)
                .decode_utf8()
                .map(Cow::into_owned)?)
        };
        let credentials = match url.password() {
            Some(password) => Some(Credentials::new(
                decoded(url.username())?,
                decoded(password)?,
            )),
            None => None,
        };
        let name = url.path().trim_matches('/');
        let hello = if name.is_empty() {
            ClientId::default()
        } else {
            ClientId::Domain(name.to_owned())
        };
        Ok(Server {
            port: url.port().unwrap_or(default_port),
            host,
            security,
            credentials,
            hello,
            timeout,
        })
    }

    /// A new connection: greeted, secured as configured and signed in.
    async fn connect(&self) -> Result<AsyncSmtpConnection, SendError> {
        let tcp = TcpStream::connect((self.host.as_str(), self.port)).await?;
        tcp.set_nodelay(true)?;
        let stream: Box<dyn AsyncTokioStream> = match self.security {
            Security::Implicit => Box::new(Tls(tls_connect(&self.host, tcp).await?)),
            _ => Box::new(tcp),
        };
        let mut connection =
            AsyncSmtpConnection::connect_with_transport(stream, &self.hello).await?;
        if let Security::StartTls { required } = self.security {
            if connection.can_starttls() {
                let tls = TlsParameters::new(self.host.clone())?;
                connection.starttls(tls, &self.hello).await?;
            } else if required {
                connection.abort().await;
                return Err(SendError::Refused(
                    "does not offer STARTTLS, which tls=required asks for",
                ));
            }
        }
        if let Some(credentials) = &self.credentials {
            connection
                .auth(&[Mechanism::Plain, Mechanism::Login], credentials)
                .await?;
        }
        Ok(connection)
    }
}

/// Why a mail was not handed over.
#[derive(Debug, Error)]
pub(crate) enum SendError {
    /// What the mail server answered, or lettre's own failure speaking to it.
    #[error(transparent)]
    Smtp(#[from] SmtpError),
    #[error("the mail server cannot be reached: {0}")]
    Network(#[from] io::Error),
    #[error("the mail server {0}")]
    Refused(&'static str),
    #[error("the mail server did not answer within {0:?}")]
    Timeout(Duration),
}

impl SendError {
    /// Whether the server refused the mail for good (a 5xx answer): sending it again would
    /// fail the same way.
    pub(crate) fn is_permanent(&self) -> bool {
        matches!(self, SendError::Smtp(error) if error.is_permanent())
    }
}

/// A connection kept for the next mail, and when it was last used.
struct Kept {
    connection: AsyncSmtpConnection,
    used: Instant,
}

/// One mail server connection, opened when the first mail goes and kept while it works.
pub(crate) struct SmtpClient {
    server: Server,
    kept: Mutex<Option<Kept>>,
}

impl SmtpClient {
    /// Fails on a URL that can never work, so a typo shows when the server starts.
    pub(crate) fn from_url(url: &str, timeout: Duration) -> anyhow::Result<SmtpClient> {
        Ok(SmtpClient {
            server: Server::from_url(url, timeout)?,
            kept: Mutex::new(None),
        })
    }

    /// Hands `message` (the formatted mail) over for `envelope`'s recipients. A failure closes
    /// the connection: the next mail opens a new one.
    pub(crate) async fn send(
        &self,
        envelope: &Envelope,
        message: &[u8],
    ) -> Result<Response, SendError> {
        let mut kept = self.kept.lock().await;
        let attempt = tokio::time::timeout(self.server.timeout, async {
            let mut connection = match kept.take() {
                Some(mut reused) => {
                    if usable(&mut reused).await {
                        reused.connection
                    } else {
                        reused.connection.abort().await;
                        self.server.connect().await?
                    }
                }
                None => self.server.connect().await?,
            };
            match connection.send(envelope, message).await {
                Ok(response) => Ok((connection, response)),
                Err(error) => {
                    connection.abort().await;
                    Err(SendError::from(error))
                }
            }
        })
        .await;
        match attempt {
            Ok(Ok((connection, response))) => {
                *kept = Some(Kept {
                    connection,
                    used: Instant::now(),
                });
                Ok(response)
            }
            Ok(Err(error)) => Err(error),
            Err(_) => Err(SendError::Timeout(self.server.timeout)),
        }
    }
}

/// Whether a kept connection can take another mail: not broken, and alive if it sat idle.
async fn usable(kept: &mut Kept) -> bool {
    if kept.connection.has_broken() {
        return false;
    }
    kept.used.elapsed() < IDLE_CHECK || kept.connection.test_connected().await
}

async fn tls_connect(host: &str, tcp: TcpStream) -> io::Result<TlsStream<TcpStream>> {
    let roots = rustls::RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(io::Error::other)?
    .with_root_certificates(roots)
    .with_no_client_auth();
    let name = rustls::pki_types::ServerName::try_from(host.to_owned())
        .map_err(|error| io::Error::new(io::ErrorKind::InvalidInput, error))?;
    tokio_rustls::TlsConnector::from(Arc::new(config))
        .connect(name, tcp)
        .await
}

/// A TLS stream lettre can speak over: its trait is lettre's and the stream is tokio-rustls's,
/// so it is joined to them here.
#[derive(Debug)]
struct Tls(TlsStream<TcpStream>);

impl AsyncTokioStream for Tls {
    fn peer_addr(&self) -> io::Result<SocketAddr> {
        self.0.get_ref().0.peer_addr()
    }
}

impl AsyncRead for Tls {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl AsyncWrite for Tls {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TIMEOUT: Duration = Duration::from_secs(15);

    #[test]
    fn the_url_says_how_to_reach_the_server_as_it_did_to_lettres_transport() {
        let plain = Server::from_url("smtp://127.0.0.1:2525", TIMEOUT).unwrap();
        assert_eq!((plain.host.as_str(), plain.port), ("127.0.0.1", 2525));
        assert_eq!(plain.security, Security::None);
        assert!(plain.credentials.is_none());

        let submission = Server::from_url(
            "smtp://hotel%40mail.ua:p%40ss@mail.ua?tls=required",
            TIMEOUT,
        )
        .unwrap();
        assert_eq!(submission.port, 587);
        assert_eq!(submission.security, Security::StartTls { required: true });
        assert_eq!(
            submission.credentials,
            Some(Credentials::new("hotel@mail.ua".into(), "p@ss".into()))
        );

        let wrapped = Server::from_url("smtps://mail.ua/doghotel.ua", TIMEOUT).unwrap();
        assert_eq!((wrapped.port, wrapped.security), (465, Security::Implicit));
        assert_eq!(wrapped.hello, ClientId::Domain("doghotel.ua".into()));
    }

    #[test]
    fn a_url_that_can_never_work_is_refused() {
        for url in [
            "mail.ua",
            "http://mail.ua",
            "smtp://mail.ua?tls=sometimes",
            "smtp://",
        ] {
            assert!(
                Server::from_url(url, TIMEOUT).is_err(),
                "{url} was accepted"
            );
        }
    }
}
