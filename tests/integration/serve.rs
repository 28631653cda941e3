//! `pixreport serve` (issue 49): the site served from memory, rebuilt on a
//! change, its pages told over server-sent events; a build error names the
//! file and line; Ctrl-C leaves nothing behind.

use super::harness::{bin, tree, Project};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running `pixreport serve`, stopped with SIGINT when dropped.
struct Serve {
    child: Child,
    port: u16,
}

impl Serve {
    fn start(p: &Project, args: &[&str], envs: &[(&str, &Path)]) -> Serve {
        let mut child = Command::new(bin())
            .current_dir(p.dir.path())
            .args(["serve", "--data", "data", "--port", "0"])
            .args(args)
            .envs(envs.iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        // `serving http://127.0.0.1:PORT/ (Ctrl-C to stop)`
        let port = line
            .split(':')
            .nth(2)
            .and_then(|s| s.split('/').next())
            .and_then(|s| s.parse().ok());
        let port = port.unwrap_or_else(|| panic!("no port in {line:?}"));
        Serve { child, port }
    }

    fn connect(&self, path: &str) -> TcpStream {
        let mut s = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nConnection: close\r\n\r\n",
            self.port
        )
        .unwrap();
        s
    }

    /// The response to `GET path`: its head and body.
    fn get(&self, path: &str) -> (String, String) {
        let mut text = String::new();
        self.connect(path).read_to_string(&mut text).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        (head.to_string(), body.to_string())
    }

    /// Stops serve with SIGINT: its exit status and all it wrote to stderr.
    fn interrupt(&mut self) -> (std::process::ExitStatus, String) {
        Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status()
            .unwrap();
        let mut err = String::new();
        self.child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
        (self.child.wait().unwrap(), err)
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The next event of `stream` named `name` (others are skipped): its data lines joined.
fn next_event(stream: &mut BufReader<TcpStream>, name: &str) -> String {
    let until = Instant::now() + Duration::from_secs(60);
    let (mut event, mut data) = (String::new(), Vec::new());
    while Instant::now() < until {
        let mut line = String::new();
        assert!(stream.read_line(&mut line).unwrap() > 0, "the event stream ended");
        let line = line.trim_end_matches(['\r', '\n']);
        if let Some(e) = line.strip_prefix("event: ") {
            event = e.to_string();
        } else if let Some(d) = line.strip_prefix("data: ") {
            data.push(d.to_string());
        } else if line.is_empty() {
            if event == name {
                return data.join("\n");
            }
            (event, data) = (String::new(), Vec::new());
        }
    }
    panic!("no `{name}` event within 60 s");
}

/// The build a served page came from (`data-generation` of the live script).
fn generation(page: &str) -> u64 {
    let at = page.find("data-generation=\"").expect("the live script") + "data-generation=\"".len();
    page[at..].split('"').next().unwrap().parse().unwrap()
}

#[test]
fn serve_rebuilds_on_a_change_and_names_a_broken_line() {
    let p = Project::bundled(&["pixstor-2019", "small-vm-measured"]);
    let before = tree(p.dir.path());
    let mut serve = Serve::start(&p, &["--lang", "en"], &[]);
    let page_path = "/en/small-vm-measured/index.html";
    let (head, page) = serve.get(page_path);
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: text/html; charset=utf-8"),
        "{head}"
    );
    // The page's policy lets it run the live script and open the stream, nothing more.
    let events = format!("connect-src http://127.0.0.1:{}/__pixreport/events", serve.port);
    assert!(
        page.contains(&events) && page.contains("<script src=\"/__pixreport/live.js\""),
        "{page}"
    );
    assert!(!page.contains("777,777"));
    let (head, svg) = serve.get("/en/small-vm-measured/figures/rand-4k.svg");
    assert!(
        head.to_ascii_lowercase().contains("content-type: image/svg+xml") && svg.starts_with("<svg"),
        "{head}"
    );
    let (head, _) = serve.get("/en/small-vm-measured");
    assert!(
        head.starts_with("HTTP/1.1 301") && head.contains("Location: /en/small-vm-measured/"),
        "{head}"
    );
    assert!(serve.get("/en/nothing.html").0.starts_with("HTTP/1.1 404"));

    let mut stream = BufReader::new(serve.connect(&format!("/__pixreport/events?since={}", generation(&page))));
    p.edit("small-vm-measured/results/rand-4k.csv", |s| {
        s.replace("4,1,382.29704666137695", "4,1,777777")
    });
    next_event(&mut stream, "reload");
    let (_, page) = serve.get(page_path);
    assert!(page.contains("777,777"), "the new value is not on the page");
    // A new peak of the first benchmark is news for the index page too.
    assert!(serve.get("/en/index.html").1.contains("Write 1980\u{a0}MiB/s"));
    p.edit("small-vm-measured/results/ior-shared.csv", |s| {
        s.replace("4,1,2020.15,", "4,1,7777777,")
    });
    next_event(&mut stream, "reload");
    let (_, index) = serve.get("/en/index.html");
    assert!(
        !index.contains("Write 1980\u{a0}MiB/s") && index.contains("Write "),
        "{index}"
    );
    // A new title: on the index, and in the next link of the report before it.
    let title = "IOR and fio on a small virtual machine: an ingest example";
    assert!(serve.get("/en/pixstor-2019/index.html").1.contains(title));
    p.edit("small-vm-measured/report.toml", |s| {
        s.replacen(title, "A retitled example", 1)
    });
    next_event(&mut stream, "reload");
    for page in ["/en/index.html", "/en/pixstor-2019/index.html", page_path] {
        let (_, html) = serve.get(page);
        assert!(html.contains("A retitled example") && !html.contains(title), "{page}");
    }

    let toml = "small-vm-measured/report.toml";
    let good = std::fs::read_to_string(p.data().join(toml)).unwrap();
    let line = good.lines().count() + 1;
    p.edit(toml, |s| s + "broken = = 1\n");
    let error = next_event(&mut stream, "failed");
    assert!(
        error.contains("report.toml") && error.contains(&format!("line {line}")),
        "{error}"
    );
    // The last good page stays; a page opened now hears of the error at once.
    let (head, page) = serve.get(page_path);
    assert!(head.starts_with("HTTP/1.1 200") && page.contains("777,777"), "{head}");
    let mut late = BufReader::new(serve.connect(&format!("/__pixreport/events?since={}", generation(&page))));
    assert!(next_event(&mut late, "failed").contains("report.toml"));
    p.edit(toml, |_| good);
    next_event(&mut stream, "reload");

    let (status, err) = serve.interrupt();
    assert!(!status.success(), "serve ends on SIGINT");
    // The title change rebuilt the report beside it too, not the site.
    assert!(
        err.contains("built small-vm-measured in")
            && err.contains("built pixstor-2019, small-vm-measured in")
            && !err.contains("serving on"),
        "{err}"
    );
    let after = tree(p.dir.path());
    assert_eq!(
        after.keys().collect::<Vec<_>>(),
        before.keys().collect::<Vec<_>>(),
        "serve wrote nothing"
    );
}

#[test]
fn serve_binds_another_address_with_a_warning() {
    let p = Project::bundled(&["small-vm-measured"]);
    let mut serve = Serve::start(&p, &["--lang", "en", "--bind", "0.0.0.0"], &[]);
    let (head, page) = serve.get("/en/small-vm-measured/index.html");
    assert!(
        head.starts_with("HTTP/1.1 200") && page.contains("data-generation="),
        "{head}"
    );
    let (_, err) = serve.interrupt();
    assert!(
        err.contains("warning: serving on 0.0.0.0: anyone who can reach this address can read the drafts"),
        "{err}"
    );
}

#[cfg(unix)]
#[test]
fn serve_open_runs_the_browser_command_with_the_address() {
    use std::os::unix::fs::PermissionsExt;
    let p = Project::bundled(&["small-vm-measured"]);
    let (script, seen) = (p.dir.path().join("browser"), p.dir.path().join("opened"));
    let record = format!(
        "#!/bin/sh\nprintf %s \"$1\" > '{0}.part' && mv '{0}.part' '{0}'\n",
        seen.display()
    );
    std::fs::write(&script, record).unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let serve = Serve::start(&p, &["--lang", "en", "--open"], &[("BROWSER", &script)]);
    let until = Instant::now() + Duration::from_secs(60);
    while !seen.exists() {
        assert!(Instant::now() < until, "$BROWSER was not run within 60 s");
        std::thread::sleep(Duration::from_millis(50));
    }
    let url = std::fs::read_to_string(&seen).unwrap();
    assert_eq!(url, format!("http://127.0.0.1:{}/", serve.port));
}
