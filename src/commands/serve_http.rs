//! The HTTP side of `pixreport serve` (tiny_http): the site's files at the
//! URLs of the published site, each page with a small script that listens
//! to the server-sent events of `/__pixreport/events` (reload, or a failed
//! build's error) and the page's own policy widened for just that script
//! and that connection. The built site's pages never carry either.

use crate::i18n::Localizer;
use crate::model::Lang;
use crate::site::listing::Entries;
use anyhow::Result;
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, LazyLock, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tiny_http::{Header, Request, Response, Server};

/// Every file of the site by its path in the published site.
pub(super) type Files = BTreeMap<String, Vec<u8>>;

/// What is served, and what open pages are told.
#[derive(Default)]
pub(super) struct Site {
    /// The last good build.
    pub files: Arc<Files>,
    /// Counts what pages are told of: a good build or a failed one.
    pub generation: u64,
    /// The last build's error, until a build succeeds.
    pub error: Option<String>,
    /// Of the last good build: every listing entry, each report's folder,
    /// and the reports another report compares against.
    pub entries: Entries,
    pub dirs: Vec<(String, PathBuf)>,
    pub baselines: BTreeSet<String>,
}

/// The site, and a signal for the event streams that it changed.
#[derive(Default)]
pub(super) struct Shared {
    pub site: Mutex<Site>,
    pub changed: Condvar,
}

impl Shared {
    pub fn lock(&self) -> MutexGuard<'_, Site> {
        self.site.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The event stream the pages listen to.
const EVENTS: &str = "/__pixreport/events";
/// The script injected into every page.
const SCRIPT: &str = "/__pixreport/live.js";
/// A comment sent on a quiet stream, so a closed page's stream ends.
const PING: Duration = Duration::from_secs(15);

/// The error overlay's heading by language tag, from pixreport's own
/// messages (a project's broken `locales/` may be the error it shows).
static FAILED: LazyLock<Vec<(&str, String)>> = LazyLock::new(|| {
    (Lang::ALL.into_iter())
        .filter_map(|l| Some((l.tag(), Localizer::new(l, None).ok()?.t("serve-failed"))))
        .collect()
});

/// Listens on `addr` and answers every request on a thread of its own
/// (an event stream stays open as long as its page).
pub(super) fn start(addr: SocketAddr, shared: Arc<Shared>) -> Result<Arc<Server>> {
    let server = Arc::new(Server::http(addr).map_err(|e| anyhow::anyhow!("cannot listen on {addr}: {e}"))?);
    let s = Arc::clone(&server);
    std::thread::spawn(move || {
        for req in s.incoming_requests() {
            let shared = Arc::clone(&shared);
            std::thread::spawn(move || answer(req, &shared));
        }
    });
    Ok(server)
}

fn answer(req: Request, shared: &Shared) {
    let url = req.url().to_string();
    let (path, query) = url.split_once('?').unwrap_or((&url, ""));
    if path == EVENTS {
        let since = query.strip_prefix("since=").and_then(|g| g.parse().ok()).unwrap_or(0);
        return events(req, shared, since);
    }
    if path == SCRIPT {
        return respond(req, 200, LIVE_JS.into(), &[("Content-Type", mime(SCRIPT))]);
    }
    let (files, generation) = {
        let s = shared.lock();
        (Arc::clone(&s.files), s.generation)
    };
    let rel = path.trim_start_matches('/');
    let rel = if rel.is_empty() || rel.ends_with('/') {
        format!("{rel}index.html")
    } else {
        rel.to_string()
    };
    let host = host(&req);
    let page = |html: &[u8]| live_page(html, generation, &host);
    match files.get(&rel) {
        Some(bytes) if rel.ends_with(".html") => respond(req, 200, page(bytes), &[("Content-Type", mime(&rel))]),
        Some(bytes) => respond(req, 200, bytes.clone(), &[("Content-Type", mime(&rel))]),
        // A folder's address without its `/`, as a static server answers.
        None if files.contains_key(&format!("{rel}/index.html")) => {
            respond(req, 301, Vec::new(), &[("Location", &format!("{path}/"))])
        }
        None => {
            let body =
                page(format!("<!doctype html><title>404</title><body><p>{rel}: not in the site</p></body>").as_bytes());
            respond(req, 404, body, &[("Content-Type", mime(".html"))])
        }
    }
}

fn respond(req: Request, status: u16, body: Vec<u8>, headers: &[(&str, &str)]) {
    // With its length, not chunked: the whole body is at hand.
    let mut r = (Response::from_data(body).with_status_code(status)).with_chunked_threshold(usize::MAX);
    for (name, value) in headers.iter().chain(&[("Cache-Control", "no-store")]) {
        // A value that is not ASCII (a path asked for) is left out.
        if let Ok(h) = Header::from_bytes(name.as_bytes(), value.as_bytes()) {
            r.add_header(h);
        }
    }
    let _ = req.respond(r);
}

/// The stream of `/__pixreport/events`: `reload` after each good build,
/// `failed` (the error as data) after each failed one. A page made by
/// build `since` hears at once of any build after it, and of an error
/// that stands when it connects.
fn events(req: Request, shared: &Shared, since: u64) {
    let mut w = req.into_writer();
    let mut msg = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n\r\n".to_string();
    let (mut seen, mut first) = (since, true);
    loop {
        if w.write_all(msg.as_bytes()).and_then(|_| w.flush()).is_err() {
            return;
        }
        let mut s = shared.lock();
        if first && s.error.is_some() {
            seen = u64::MAX;
        }
        first = false;
        while s.generation == seen {
            let (g, wait) = (shared.changed.wait_timeout(s, PING)).unwrap_or_else(std::sync::PoisonError::into_inner);
            s = g;
            if wait.timed_out() {
                break;
            }
        }
        msg = if s.generation == seen {
            ": ping\n\n".to_string()
        } else {
            event(&s)
        };
        seen = s.generation;
    }
}

/// One server-sent event of the site's state.
fn event(s: &Site) -> String {
    match &s.error {
        None => format!("event: reload\nid: {}\ndata: {}\n\n", s.generation, s.generation),
        Some(e) => {
            let data: String = e.lines().map(|l| format!("data: {l}\n")).collect();
            format!("event: failed\nid: {}\n{data}\n", s.generation)
        }
    }
}

/// The page as served: its policy also lets it run the live script and
/// open the event stream (at `http://{host}`), and the script is loaded
/// last in the body, knowing the build it came from and the error
/// overlay's heading in the page's language (English if it names none).
fn live_page(html: &[u8], generation: u64, host: &str) -> Vec<u8> {
    let mut html = String::from_utf8_lossy(html).into_owned();
    let lang = (html.split_once("<html lang=\"")).and_then(|(_, rest)| rest.split('"').next());
    let heading = (FAILED.iter())
        .find(|(tag, _)| Some(*tag) == lang)
        .or(FAILED.first())
        .map_or("", |(_, h)| h.as_str());
    let meta = "http-equiv=\"Content-Security-Policy\" content=\"";
    if let Some(start) = html.find(meta).map(|i| i + meta.len()) {
        let end = start + html[start..].find('"').unwrap_or(0);
        let policy = serve_policy(&html[start..end], &format!("http://{host}{EVENTS}"));
        html.replace_range(start..end, &policy);
    }
    let script = format!(
        "<script src=\"{SCRIPT}\" data-generation=\"{generation}\" data-failed=\"{}\"></script>\n",
        crate::document::html::escape(heading)
    );
    let at = html.rfind("</body>").unwrap_or(html.len());
    html.insert_str(at, &script);
    html.into_bytes()
}

/// A page's policy plus scripts of the site itself and a connection to
/// `events` alone.
fn serve_policy(policy: &str, events: &str) -> String {
    let mut p = policy.to_string();
    if !p.contains("script-src") {
        p.push_str("; script-src 'self'");
    }
    if p.contains("connect-src ") {
        p.replacen("connect-src ", &format!("connect-src {events} "), 1)
    } else {
        p + &format!("; connect-src {events}")
    }
}

/// The `Host` the browser asked for, when it is a plain host and port.
fn host(req: &Request) -> String {
    let given = (req.headers().iter())
        .find(|h| h.field.equiv("Host"))
        .map(|h| h.value.as_str().to_string())
        .filter(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_alphanumeric() || ".:-[]".contains(c)));
    given.unwrap_or_else(|| "127.0.0.1".to_string())
}

/// The media type of a file of the site, by its extension.
fn mime(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "csv" => "text/csv; charset=utf-8",
        "md" => "text/markdown; charset=utf-8",
        "xml" => "application/xml",
        "txt" => "text/plain; charset=utf-8",
        "pdf" => "application/pdf",
        "bib" => "application/x-bibtex; charset=utf-8",
        "ris" => "application/x-research-info-systems",
        "cff" => "application/yaml; charset=utf-8",
        "woff2" => "font/woff2",
        "wasm" => "application/wasm",
        _ => "application/octet-stream",
    }
}

/// Reloads the page after a good build (keeping its scroll position) and
/// shows a failed build's error over it.
const LIVE_JS: &str = r#"'use strict';
(() => {
  const key = 'pixreport-serve-scroll ' + location.pathname;
  const at = sessionStorage.getItem(key);
  if (at) {
    sessionStorage.removeItem(key);
    const [x, y] = JSON.parse(at);
    addEventListener('load', () => scrollTo(x, y));
  }
  const { generation, failed } = document.currentScript.dataset;
  const events = new EventSource('/__pixreport/events?since=' + generation);
  events.addEventListener('reload', () => {
    sessionStorage.setItem(key, JSON.stringify([scrollX, scrollY]));
    location.reload();
  });
  events.addEventListener('failed', (e) => {
    let box = document.getElementById('pixreport-error');
    if (!box) {
      box = document.createElement('pre');
      box.id = 'pixreport-error';
      box.setAttribute('role', 'alert');
      Object.assign(box.style, {
        position: 'fixed', left: '1rem', right: '1rem', top: '1rem', zIndex: '2147483647', margin: '0',
        padding: '1rem', maxHeight: '80vh', overflow: 'auto', whiteSpace: 'pre-wrap',
        font: '14px/1.4 monospace', color: '#fff', background: '#8b0000', border: '2px solid #000',
      });
      document.body.append(box);
    }
    box.textContent = failed + '\n\n' + e.data;
  });
})();
"#;
