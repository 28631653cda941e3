//! Issue 12 as a hostile user tried it: script through Markdown heading
//! attributes, symlinks out of the project, FIFOs and devices as inputs,
//! oversized inputs, modes of written files, lost updates from concurrent
//! `ingest --into`, and `scan --threads 100000`. Every check here failed
//! before the fix it guards.

use super::harness::{repo, Project, BIN};
use sha2::{Digest, Sha256};
use std::os::unix::fs::{symlink, FileTypeExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs `cmd`, failing the test if it has not finished in 60 s (a FIFO or
/// `/dev/zero` used to hang the tool).
pub fn run_bounded(cmd: &mut Command) -> Output {
    let mut child = cmd.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{cmd:?} hung for 60 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn pix(p: &Project, args: &[&str]) -> Output {
    pix_cmd(p, Command::new(BIN).args(args))
}

fn pix_cmd(p: &Project, cmd: &mut Command) -> Output {
    run_bounded(cmd.current_dir(p.dir.path()))
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn mkfifo(p: &Path) {
    rustix::fs::mknodat(
        rustix::fs::CWD,
        p,
        rustix::fs::FileType::Fifo,
        rustix::fs::Mode::from_raw_mode(0o644),
        0,
    )
    .unwrap();
}

fn mode(p: &Path) -> u32 {
    std::fs::metadata(p).unwrap().permissions().mode() & 0o777
}

fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for c in bytes.chunks(3) {
        let n =
            (u32::from(c[0]) << 16) | (u32::from(*c.get(1).unwrap_or(&0)) << 8) | u32::from(*c.get(2).unwrap_or(&0));
        for i in 0..4 {
            out.push(if i <= c.len() {
                ABC[(n >> (18 - 6 * i) & 63) as usize] as char
            } else {
                '='
            });
        }
    }
    out
}

const REPORT: &str = "small-vm-measured";

#[test]
fn heading_attributes_in_prose_and_titles_add_no_attributes_and_pages_carry_a_csp() {
    let p = Project::bundled(&[REPORT]);
    p.edit(&format!("{REPORT}/text/en/introduction.md"), |s| {
        format!("# Hi {{autofocus tabindex=0 onfocus=alert(document.domain)}}\n\n{s}")
    });
    p.edit(&format!("{REPORT}/report.toml"), |s| {
        s.replacen(
            "en = \"IOR and fio on a small virtual machine: an ingest example\"",
            "en = \"Evil { NUMBER(1) } {onfocus=alert(1)}\"",
            1,
        )
    });
    p.build(&["--lang", "en"]);
    let page = p.read(&format!("en/{REPORT}/index.html"));
    for bad in ["onfocus=\"", "autofocus=\"", "NUMBER(1)=\"", "tabindex=\"0\" onfocus"] {
        assert!(!page.contains(bad), "{bad} in the page");
    }
    assert!(
        page.contains("Evil { NUMBER(1) } {onfocus=alert(1)}</h1>"),
        "title shown as text"
    );
    // Every page carries the policy, and its style hash is the page's CSS.
    for rel in ["index.html", "en/index.html", &format!("en/{REPORT}/index.html")] {
        let page = p.read(rel);
        let start = page
            .find("<meta http-equiv=\"Content-Security-Policy\" content=\"")
            .expect(rel);
        let csp = &page[start..page[start..].find("\">").unwrap() + start];
        assert!(csp.contains("default-src 'none'; img-src 'self'; style-src"), "{csp}");
        // Scripts: files of the site only (the theme memory), never inline.
        let scripts: Vec<&str> = csp.split("; ").filter(|d| d.contains("script")).collect();
        assert_eq!(scripts, ["script-src 'self'"], "{csp}");
        let style = &page[page.find("<style>").unwrap() + 7..page.find("</style>").unwrap()];
        let hash = base64(&Sha256::digest(style.as_bytes()));
        assert!(
            csp.contains(&format!("'sha256-{hash}'")),
            "{rel}: style hash {hash} not in {csp}"
        );
    }
}

/// Issue 45, 7: raw HTML in prose is text in the published `index.md` as
/// in the page (one Markdown escaper; the page is made from that Markdown).
#[test]
fn raw_html_in_prose_is_text_in_the_published_markdown_too() {
    let p = Project::bundled(&[REPORT]);
    p.edit(&format!("{REPORT}/text/en/introduction.md"), |s| {
        format!("{s}\n\nSee <script>alert(1)</script> here.\n\n<div onclick=\"alert(2)\">\nowned\n</div>\n")
    });
    p.build(&["--lang", "en"]);
    let md = p.read(&format!("en/{REPORT}/index.md"));
    assert!(md.contains("See \\<script\\>alert(1)\\</script\\> here."), "{md}");
    assert!(md.contains("\\<div onclick=\"alert(2)\"\\>\nowned\n\\</div\\>"), "{md}");
    let page = p.read(&format!("en/{REPORT}/index.html"));
    assert!(
        page.contains("See &lt;script&gt;alert(1)&lt;/script&gt; here."),
        "{page}"
    );
    assert!(page.contains("&lt;div onclick=\"alert(2)\"&gt;"), "{page}");
    assert!(
        !page.contains("<script>alert") && !page.contains("<div onclick"),
        "{page}"
    );
}

#[test]
fn prose_and_results_symlinked_out_of_the_project_are_refused_by_build_and_check() {
    let p = Project::bundled(&[REPORT]);
    let secret = p.dir.path().join("secret.md");
    std::fs::write(&secret, "SECRET-TOKEN-123\n").unwrap();
    let prose = p.data().join(REPORT).join("text/en/introduction.md");
    let kept = std::fs::read(&prose).unwrap();
    std::fs::remove_file(&prose).unwrap();
    symlink(&secret, &prose).unwrap();
    for cmd in [&["build", "--lang", "en"][..], &["check"][..]] {
        let o = pix(&p, cmd);
        let e = stderr(&o);
        assert!(!o.status.success(), "{cmd:?} accepted a link out of the project");
        assert!(
            e.contains("text/en/introduction.md") && e.contains("outside"),
            "{cmd:?}: {e}"
        );
    }
    assert!(!p.out().exists());
    // A link that stays inside the project is fine.
    let inside = p.data().join(REPORT).join("intro-shared.md");
    std::fs::write(&inside, kept).unwrap();
    std::fs::remove_file(&prose).unwrap();
    symlink(&inside, &prose).unwrap();
    p.build(&["--lang", "en"]);
    // The results CSV likewise.
    let csv = p.data().join(REPORT).join("results/seq-1m.csv");
    std::fs::rename(&csv, p.dir.path().join("seq-1m.csv")).unwrap();
    symlink(p.dir.path().join("seq-1m.csv"), &csv).unwrap();
    let o = pix(&p, &["check"]);
    assert!(
        !o.status.success() && stderr(&o).contains("results/seq-1m.csv"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn fifos_devices_and_oversized_inputs_are_clear_errors_not_hangs() {
    let p = Project::bundled(&[REPORT]);
    let results = p.data().join(REPORT).join("results");
    // A FIFO as results table.
    std::fs::remove_file(results.join("seq-1m.csv")).unwrap();
    mkfifo(&results.join("seq-1m.csv"));
    for cmd in [&["build", "--lang", "en"][..], &["check"][..]] {
        let o = pix(&p, cmd);
        assert!(!o.status.success());
        assert!(stderr(&o).contains("seq-1m.csv: is a FIFO"), "{}", stderr(&o));
    }
    // An oversized one (sparse: no disk used).
    std::fs::remove_file(results.join("seq-1m.csv")).unwrap();
    let f = std::fs::File::create(results.join("seq-1m.csv")).unwrap();
    f.set_len((64 << 20) + 1).unwrap();
    let o = pix(&p, &["check"]);
    assert!(stderr(&o).contains("larger than the 64 MiB limit"), "{}", stderr(&o));
    // report.toml linked to /dev/zero.
    let toml = p.data().join(REPORT).join("report.toml");
    std::fs::remove_file(&toml).unwrap();
    symlink("/dev/zero", &toml).unwrap();
    let o = pix(&p, &["check"]);
    assert!(
        !o.status.success() && stderr(&o).contains("report.toml"),
        "{}",
        stderr(&o)
    );
    // Raw logs and `--into` targets named on the command line.
    let fifo = p.dir.path().join("pipe");
    mkfifo(&fifo);
    let o = pix(&p, &["ingest", "/dev/zero", "--tool", "ior"]);
    assert!(
        stderr(&o).contains("/dev/zero: is a character device"),
        "{}",
        stderr(&o)
    );
    let o = pix(&p, &["ingest", "pipe", "--tool", "ior"]);
    assert!(stderr(&o).contains("pipe: is a FIFO"), "{}", stderr(&o));
    let logs = repo().join("tests/fixtures/raw/ior/4.1.0+dev/ior_shared_np1.txt");
    let o = pix(
        &p,
        &[
            "ingest",
            logs.to_str().unwrap(),
            "--into",
            &format!("data/{REPORT}"),
            "--benchmark",
            "x",
        ],
    );
    assert!(
        stderr(&o).contains("report.toml: is a character device"),
        "{}",
        stderr(&o)
    );
    // A listing for scan.
    for l in ["/dev/zero", "pipe"] {
        let o = pix(&p, &["scan", "--listing", l]);
        assert!(
            !o.status.success() && stderr(&o).contains("not a regular file"),
            "{l}: {}",
            stderr(&o)
        );
    }
}

/// Issue 45, item 3: every file argument of the command line (each
/// subcommand's options and positionals that take a path, read from clap's
/// definition, so a new one is walked too) given a FIFO, a link to
/// `/dev/zero` and a sparse 1 GiB file, the other arguments those of a run
/// that works: a refusal naming the file, or a success, within 20 s and
/// 1 GiB of data (the process's `ulimit -d`; past it, "out of memory").
#[test]
fn every_file_argument_refuses_fifos_devices_and_huge_files_quickly() {
    use clap::CommandFactory;
    let p = Project::bundled(&[REPORT]);
    let dir = p.dir.path();
    std::fs::write(dir.join("list.tsv"), "4096\t1000\tu\t1700000000\t5\t1\tf\tp/f.dat\n").unwrap();
    let log = repo().join("tests/fixtures/raw/ior/4.1.0+dev/ior_shared_np1.txt");
    let log = log.to_str().unwrap();
    // A run that works: positionals, then options. The argument under
    // test replaces its value there, or is added.
    let base = |sub: &str, arg: &str| -> (Vec<&str>, Vec<(String, &str)>) {
        let o = |pairs: &[(&str, &'static str)]| pairs.iter().map(|&(k, v)| (k.to_string(), v)).collect();
        match (sub, arg) {
            ("build", _) => (vec![], o(&[("--lang", "en"), ("--data", "data"), ("--out", "site")])),
            ("check", _) => (vec![], o(&[("--data", "data")])),
            ("diff", _) => (vec!["data", "data"], o(&[("--report", REPORT)])),
            ("ingest", _) => (vec![log], vec![]),
            ("new", _) => (vec!["fresh"], vec![]),
            ("scan", "listing" | "root") => (vec![], o(&[("--listing", "list.tsv")])),
            ("scan", _) => (vec!["data"], vec![]),
            _ => (vec![], vec![]),
        }
    };
    let hostile = ["hostile-fifo", "hostile-zero", "hostile-1g"];
    let plant = || {
        for h in hostile {
            let _ = std::fs::remove_file(dir.join(h)).or_else(|_| std::fs::remove_dir_all(dir.join(h)));
        }
        mkfifo(&dir.join(hostile[0]));
        symlink("/dev/zero", dir.join(hostile[1])).unwrap();
        std::fs::File::create(dir.join(hostile[2]))
            .unwrap()
            .set_len(1 << 30)
            .unwrap();
    };
    let cli = pixreport::cli::Cli::command();
    let mut walked = Vec::new();
    for sub in cli.get_subcommands() {
        let name = sub.get_name();
        let positionals: Vec<&str> = sub.get_positionals().map(|a| a.get_id().as_str()).collect();
        let paths = sub
            .get_arguments()
            .filter(|a| a.get_value_hint() == clap::ValueHint::AnyPath);
        for arg in paths {
            let id = arg.get_id().as_str();
            let shown = match arg.get_long() {
                Some(long) => format!("{name} --{long}"),
                None => format!("{name} {}", id.to_uppercase()),
            };
            for h in hostile {
                let (mut pos, mut opts) = base(name, id);
                match (arg.get_long(), positionals.iter().position(|&p| p == id)) {
                    (Some(long), _) => {
                        opts.retain(|(k, _)| *k != format!("--{long}"));
                        opts.push((format!("--{long}"), h));
                    }
                    (None, Some(i)) if i < pos.len() => pos[i] = h,
                    (None, _) => pos.push(h),
                }
                let args: Vec<String> = std::iter::once(name.to_string())
                    .chain(pos.iter().map(|s| s.to_string()))
                    .chain(opts.iter().flat_map(|(k, v)| [k.clone(), v.to_string()]))
                    .collect();
                plant();
                let start = Instant::now();
                let o = run_bounded(
                    Command::new("sh")
                        .current_dir(dir)
                        .arg("-c")
                        .arg("ulimit -d 1048576 && exec \"$0\" \"$@\"")
                        .arg(super::harness::bin())
                        .args(&args),
                );
                let (took, err) = (start.elapsed(), stderr(&o));
                assert!(took < Duration::from_secs(20), "{args:?}: {took:?}");
                assert!(!err.contains("memory"), "{args:?}: past 1 GiB: {err}");
                // A success never read it (`scan --root` is a prefix).
                if !o.status.success() {
                    assert!(err.contains(h), "{args:?}: a message not naming {h}: {err}");
                }
            }
            walked.push(shown);
        }
    }
    assert!(std::fs::metadata("/dev/zero").unwrap().file_type().is_char_device());
    for known in [
        "build --data",
        "build --history",
        "diff BASELINE",
        "ingest --into",
        "scan --listing",
        "new DIR",
    ] {
        assert!(walked.iter().any(|w| w == known), "{known} not walked: {walked:?}");
    }
}

#[test]
fn scan_threads_are_capped_with_a_message() {
    let p = Project::bundled(&[REPORT]);
    let start = Instant::now();
    let o = pix(&p, &["scan", "--threads", "100000", "data"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("--threads 100000: more than this machine can use"),
        "{}",
        stderr(&o)
    );
    assert!(start.elapsed() < Duration::from_secs(30));
}

/// `sh -c 'umask 022; exec pixreport …'`: the mode tests do not depend on
/// the umask the tests run under.
fn pix_umask(p: &Project, umask: &str, args: &[&str]) -> Output {
    run_bounded(
        Command::new("sh")
            .current_dir(p.dir.path())
            .arg("-c")
            .arg(format!("umask {umask} && exec \"$0\" \"$@\""))
            .arg(BIN)
            .args(args),
    )
}

#[test]
fn written_files_get_the_umask_mode_and_replaced_files_keep_theirs() {
    let p = Project::bundled(&[REPORT]);
    let log = repo().join("tests/fixtures/raw/ior/4.1.0+dev/ior_shared_np1.txt");
    let log = log.to_str().unwrap();
    let o = pix_umask(&p, "022", &["ingest", log, "-o", "new.csv"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(mode(&p.dir.path().join("new.csv")), 0o644);
    let o = pix_umask(&p, "022", &["scan", "data", "-o", "usage.csv"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(mode(&p.dir.path().join("usage.csv")), 0o644);
    // --into keeps the modes report.toml and the CSV had.
    let dir = p.data().join(REPORT);
    let o = pix_umask(
        &p,
        "077",
        &["ingest", log, "--into", &format!("data/{REPORT}"), "--benchmark", "m"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::set_permissions(dir.join("report.toml"), std::fs::Permissions::from_mode(0o664)).unwrap();
    std::fs::set_permissions(dir.join("results/m.csv"), std::fs::Permissions::from_mode(0o640)).unwrap();
    let o = pix_umask(
        &p,
        "077",
        &[
            "ingest",
            log,
            "--into",
            &format!("data/{REPORT}"),
            "--benchmark",
            "m",
            "--force",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(mode(&dir.join("report.toml")), 0o664);
    assert_eq!(mode(&dir.join("results/m.csv")), 0o640);
}

#[test]
fn concurrent_ingests_into_one_report_keep_every_benchmark() {
    let p = Project::bundled(&[REPORT]);
    let log = repo().join("tests/fixtures/raw/ior/4.1.0+dev/ior_shared_np1.txt");
    for round in 0..3 {
        let ids: Vec<String> = (0..4).map(|i| format!("c{round}-{i}")).collect();
        let children: Vec<_> = ids
            .iter()
            .map(|id| {
                Command::new(BIN)
                    .current_dir(p.dir.path())
                    .args(["ingest", log.to_str().unwrap(), "--into", &format!("data/{REPORT}")])
                    .args(["--benchmark", id])
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for c in children {
            let o = c.wait_with_output().unwrap();
            assert!(o.status.success(), "{}", stderr(&o));
        }
        let toml = std::fs::read_to_string(p.data().join(REPORT).join("report.toml")).unwrap();
        for id in &ids {
            assert!(toml.contains(&format!("id = \"{id}\"")), "round {round}: `{id}` lost");
            assert!(p.data().join(REPORT).join(format!("results/{id}.csv")).is_file());
        }
    }
    let o = pix(&p, &["check"]);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// Runs `script` in a private mount namespace (`unshare -m`, as root), with
/// `PIXREPORT` set to the binary. Without namespaces the test fails, unless
/// `PIXREPORT_ALLOW_NO_NAMESPACES=1` says the machine has none: then it
/// prints that the check did not run and returns `None`.
pub(super) fn in_mount_namespace(script: &str) -> Option<Output> {
    let why = match Command::new("unshare")
        .args(["-m", "sh", "-c", script])
        .env("PIXREPORT", super::harness::bin())
        .output()
    {
        Err(e) => format!("cannot run unshare: {e}"),
        Ok(o) => {
            let err = String::from_utf8_lossy(&o.stderr);
            if !err.contains("unshare failed") && !err.contains("Operation not permitted") {
                return Some(o);
            }
            format!("unshare -m: {err}")
        }
    };
    assert!(
        std::env::var_os("PIXREPORT_ALLOW_NO_NAMESPACES").is_some_and(|v| v == "1"),
        "no mount namespaces here ({why}); run as root, or set PIXREPORT_ALLOW_NO_NAMESPACES=1 to skip this check"
    );
    eprintln!("NOT CHECKED (PIXREPORT_ALLOW_NO_NAMESPACES=1): no mount namespaces here ({why})");
    None
}

/// Issue 12, item 5: an --out that is a mount point is refused with a clear
/// message, and a disk without room for old and new says how much it needs.
#[test]
fn mount_points_and_full_disks_give_clear_errors() {
    let p = Project::bundled(&["pixstor-2019"]);
    let data = p.data();
    let mnt = p.dir.path().join("mnt");
    std::fs::create_dir_all(&mnt).unwrap();
    let script = format!(
        "mount -t tmpfs -o size=256k none '{m}' && \"$PIXREPORT\" build --lang en --data '{d}' --out '{m}'; \
         echo \"status $?\"; \"$PIXREPORT\" build --lang en --data '{d}' --out '{m}/site'; echo \"status $?\"",
        m = mnt.display(),
        d = data.display()
    );
    let Some(o) = in_mount_namespace(&script) else { return };
    let (out, err) = (String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    assert_eq!(out.matches("status 1").count(), 2, "{out}{err}");
    assert!(err.contains("is a mount point"), "{err}");
    assert!(err.contains("not enough free space") && err.contains("MiB"), "{err}");
}

/// Issue 45: a symbolic link planted at any name the writer touches,
/// beside `--out` or inside it, is never followed: no build writes outside
/// the output, a link beside it is left alone, and a link inside it is
/// carried as a link or refused where the build writes.
#[test]
fn links_planted_where_the_writer_works_are_never_followed() {
    let p = Project::bundled(&["small-vm-measured"]);
    p.build(&["--lang", "en"]);
    let victim_dir = p.dir.path().join("victim");
    std::fs::create_dir(&victim_dir).unwrap();
    let victim = victim_dir.join("file");
    std::fs::write(&victim, "mine").unwrap();
    std::fs::write(victim_dir.join(".pixreport-output"), "{}").unwrap();
    let untouched = |what: &str| {
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "mine", "{what}");
        assert_eq!(
            std::fs::read_to_string(victim_dir.join(".pixreport-output")).unwrap(),
            "{}",
            "{what}"
        );
        assert_eq!(std::fs::read_dir(&victim_dir).unwrap().count(), 2, "{what}");
    };
    let mut value = 1700;
    let mut change = || {
        value += 1;
        p.edit("small-vm-measured/results/seq-1m.csv", |s| {
            let (head, rest) = s.split_once("\n1,1,").unwrap();
            let (_, tail) = rest.split_once(',').unwrap();
            format!("{head}\n1,1,{value}.5,{tail}")
        });
    };
    // Beside: the names earlier writers used, and the staging prefixes.
    let beside = [
        ".output.state",
        ".output.state.new",
        ".output.lock",
        ".output.dirs",
        ".output.spare",
        ".output.new-planted",
        ".output.old-planted",
    ];
    for name in beside {
        for target in [&victim, &victim_dir] {
            let link = p.dir.path().join(name);
            std::os::unix::fs::symlink(target, &link).unwrap();
            change();
            p.build(&["--lang", "en"]);
            std::fs::remove_dir_all(p.out()).unwrap();
            p.build(&["--lang", "en"]);
            assert_eq!(std::fs::read_link(&link).unwrap(), *target, "{name}");
            std::fs::remove_file(&link).unwrap();
            untouched(name);
        }
    }
    // Inside: the marker, a folder and a file the build writes, a file it
    // carries.
    let inside = [
        ".pixreport-output",
        "en",
        "en/index.html",
        "en/small-vm-measured/index.html",
        "assets/search.js",
    ];
    for name in inside {
        let link = p.out().join(name);
        let moved = p.dir.path().join("moved");
        std::fs::rename(&link, &moved).unwrap();
        std::os::unix::fs::symlink(if name == "en" { &victim_dir } else { &victim }, &link).unwrap();
        change();
        let o = p.run(&["build", "--lang", "en"]);
        assert!(!o.status.success(), "{name}: a link where the build writes is refused");
        untouched(name);
        std::fs::remove_file(&link).unwrap();
        std::fs::rename(&moved, &link).unwrap();
    }
    let carried = p.out().join("extra");
    std::os::unix::fs::symlink(&victim, &carried).unwrap();
    change();
    p.build(&["--lang", "en"]);
    assert_eq!(std::fs::read_link(&carried).unwrap(), victim);
    untouched("extra");
    let mut left: Vec<_> = (std::fs::read_dir(p.dir.path()).unwrap())
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    left.sort();
    assert_eq!(left, ["data", "output", "victim"]);
}

/// `diff --history` and `ingest --into` read every file as every input is
/// read: a FIFO or /dev/zero is a clear error (or, for `pixreport new`'s
/// example table, simply not the example), never a hang or gigabytes read.
#[test]
fn history_files_and_the_example_table_are_bounded_regular_reads() {
    let p = Project::bundled(&[REPORT]);
    let o = pix(&p, &["build", "--lang", "en"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let json = format!("output/data/{REPORT}.json");
    let h = p.dir.path().join("h");
    std::fs::create_dir(&h).unwrap();
    mkfifo(&h.join("a.json"));
    let o = pix(&p, &["diff", &json, &json, "--history", "h"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("a.json: is a FIFO"), "{}", stderr(&o));
    std::fs::remove_file(h.join("a.json")).unwrap();
    symlink("/dev/zero", h.join("a.json")).unwrap();
    let o = pix(&p, &["diff", &json, &json, "--history", "h"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("a.json: is a character device"), "{}", stderr(&o));
    // As a side: named for what it is, not "not found".
    let o = pix(&p, &["diff", "/dev/zero", &json]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("/dev/zero: is a character device (expected a report.json"),
        "{}",
        stderr(&o)
    );
    // `pixreport new`'s example table replaced by a FIFO: not taken for the
    // untouched example (which ingest would remove), and no hang.
    let o = pix(&p, &["new", "fresh"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let example = std::fs::read_dir(p.dir.path().join("fresh"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find_map(|r| {
            let csv = r.join("results/example.csv");
            csv.is_file().then_some(csv)
        })
        .expect("the scaffold's example table");
    std::fs::remove_file(&example).unwrap();
    mkfifo(&example);
    let report = example.parent().unwrap().parent().unwrap().to_path_buf();
    let logs = repo().join("tests/fixtures/raw/ior/4.1.0+dev/ior_shared_np1.txt");
    let o = pix(
        &p,
        &["ingest", logs.to_str().unwrap(), "--into", report.to_str().unwrap()],
    );
    assert!(example.exists(), "a FIFO is not the example: it is kept");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("provenance stays \"synthetic\""),
        "the kept table is not ingested: {}",
        stderr(&o)
    );
}

/// Issue 45 item 5: read-only folders in the output (a user's folder, and
/// a language folder the build writes into) do not break the next build
/// of their non-root owner; their modes are kept. As root, the builds run
/// as `nobody` (`setpriv`), who owns the project.
#[test]
fn read_only_folders_in_the_output_do_not_break_a_non_root_owners_build() {
    use std::os::unix::fs::MetadataExt;
    let p = Project::bundled(&[REPORT]);
    let root = p.dir.path().metadata().unwrap().uid() == 0;
    if root {
        let chown = Command::new("chown")
            .args(["-R", "65534:65534"])
            .arg(p.dir.path())
            .status();
        assert!(chown.unwrap().success());
    }
    let build = || {
        let mut cmd = Command::new(if root { "setpriv" } else { BIN });
        if root {
            cmd.args(["--reuid=65534", "--regid=65534", "--clear-groups", BIN]);
        }
        pix_cmd(&p, cmd.args(["build", "--lang", "en"]))
    };
    let o = build();
    assert!(o.status.success(), "{}", stderr(&o));
    let notes = p.out().join("notes");
    std::fs::create_dir(&notes).unwrap();
    std::fs::write(notes.join("kept.txt"), "mine").unwrap();
    for dir in [&notes, &p.out().join("en")] {
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    }
    if root {
        let chown = Command::new("chown").args(["-R", "65534:65534"]).arg(p.out()).status();
        assert!(chown.unwrap().success());
    }
    p.edit(&format!("{REPORT}/results/seq-1m.csv"), |s| {
        s.replacen("1,1,1641.025640487671,", "1,1,1700.5,", 1)
    });
    let o = build();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(p.read(&format!("en/{REPORT}/index.html")).contains("1700"));
    assert_eq!(std::fs::read_to_string(notes.join("kept.txt")).unwrap(), "mine");
    assert_eq!((mode(&notes), mode(&p.out().join("en"))), (0o555, 0o555));
}

/// Issue 45 item 6: `ingest --into` does not write through a link that
/// leaves the project (where `build` would refuse to read): a results
/// folder linked elsewhere is refused naming it, nothing is written there
/// and report.toml is unchanged. From inside the report folder
/// (`--into .`) it works as before.
#[test]
fn ingest_into_does_not_write_through_a_link_out_of_the_project() {
    let p = Project::bundled(&[REPORT]);
    let (report, elsewhere) = (p.data().join(REPORT), p.dir.path().join("elsewhere"));
    std::fs::rename(report.join("results"), &elsewhere).unwrap();
    symlink(&elsewhere, report.join("results")).unwrap();
    let toml = std::fs::read(report.join("report.toml")).unwrap();
    let log = repo().join("tests/fixtures/raw/ior/4.1.0+dev/ior_shared_np1.txt");
    let log = log.to_str().unwrap();
    let into = format!("data/{REPORT}");
    let o = pix(&p, &["ingest", log, "--into", &into, "--benchmark", "m"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("results/m.csv: leads out of the project folder"),
        "{}",
        stderr(&o)
    );
    assert!(!elsewhere.join("m.csv").exists());
    assert_eq!(std::fs::read(report.join("report.toml")).unwrap(), toml);
    std::fs::remove_file(report.join("results")).unwrap();
    std::fs::rename(&elsewhere, report.join("results")).unwrap();
    let o =
        run_bounded(
            Command::new(BIN)
                .current_dir(&report)
                .args(["ingest", log, "--into", ".", "--benchmark", "m"]),
        );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(report.join("results/m.csv").is_file());
}
