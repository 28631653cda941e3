//! `pixreport scan` from the command line, and the analytics section.

use super::harness::{bundled_site, BIN};
use std::os::unix::fs::symlink;
use std::process::Command;

#[test]
fn scan_counts_a_generated_tree_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("fs");
    for (path, size) in [
        ("proj-a/x.h5", 5000u64),
        ("proj-a/y.h5", 3000),
        ("proj-b/run.log", 10),
        ("top.txt", 1),
    ] {
        let p = root.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, vec![b'x'; size as usize]).unwrap();
    }
    std::fs::hard_link(root.join("proj-a/x.h5"), root.join("proj-b/x-link.h5")).unwrap();
    symlink("..", root.join("proj-b/loop")).unwrap();
    let out = dir.path().join("usage.csv");
    let o = Command::new(BIN)
        .args(["scan", "-o"])
        .arg(&out)
        .arg(&root)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let csv = std::fs::read_to_string(&out).unwrap();
    for row in [
        "total,files,4,",
        "total,bytes,,8011",
        "total,symlinks,1,",
        "total,hardlink_duplicates,1,",
        "type,h5,2,8000",
        "fileset,proj-a,2,8000",
        "fileset,(root),1,1",
        "size,0,3,3011",
        "size,4096,1,5000",
    ] {
        assert!(csv.lines().any(|l| l == row), "missing `{row}` in\n{csv}");
    }
    // Refuses to overwrite without --force.
    let o = Command::new(BIN)
        .args(["scan", "-o"])
        .arg(&out)
        .arg(&root)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn synthetic_usage_is_deterministic_and_says_so_in_the_report() {
    let a = Command::new(BIN)
        .args(["scan", "--synthetic", "5", "--files", "3000"])
        .output()
        .unwrap();
    let b = Command::new(BIN)
        .args(["scan", "--synthetic", "5", "--files", "3000"])
        .output()
        .unwrap();
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout);
    let p = bundled_site();
    for (lang, word) in [
        ("en", "synthetic"),
        ("it", "sintetici"),
        ("zh-TW", "合成資料"),
        ("vi", "giả lập"),
    ] {
        let md = p.read(&format!("{lang}/pixstor-2019/index.md"));
        let sec = md
            .find("{#analytics}")
            .unwrap_or_else(|| panic!("{lang}: no analytics section"));
        assert!(md[sec..].contains(word), "{lang}: analytics labelled synthetic");
        let figs = std::fs::read_dir(p.out().join(format!("{lang}/pixstor-2019/figures")))
            .unwrap()
            .filter(|e| {
                let name = e.as_ref().unwrap().file_name().to_string_lossy().into_owned();
                name.starts_with("analytics-") && name.ends_with(".svg")
            })
            .count();
        assert_eq!(figs, 8, "{lang}: capacity and file-count views");
    }
}

/// The analytics facts are computed by the analysis and published in the
/// report's JSON, where `diff` and other tools can read them.
#[test]
fn analytics_facts_reach_the_report_json() {
    let p = bundled_site();
    let j: serde_json::Value = serde_json::from_str(&p.read("data/pixstor-2019.json")).unwrap();
    let a = &j["analytics"];
    let usage = std::fs::read_to_string(p.data().join("pixstor-2019/usage.csv")).unwrap();
    let total_files: u64 = usage
        .lines()
        .find(|l| l.starts_with("total,files,"))
        .and_then(|l| l.split(',').nth(2))
        .and_then(|v| v.parse().ok())
        .expect("usage.csv has a total files row");
    assert_eq!(a["files"].as_u64(), Some(total_files));
    let top = a["top_owner_by_bytes"]["bytes"].as_f64().unwrap();
    assert!(top > 0.0 && top <= 1.0, "{a}");
    let (small_files, small_bytes) = (
        a["small_files"][0].as_f64().unwrap(),
        a["small_files"][1].as_f64().unwrap(),
    );
    assert!(small_files > small_bytes, "{a}");
}

/// A storage administrator's run: every engine's list of the same tree,
/// read through the command line, gives the same usage CSV
/// (tests/fixtures/listings/README.md says how each list was made).
#[test]
fn every_engine_list_of_one_tree_gives_the_same_usage_csv() {
    let dir = tempfile::tempdir().unwrap();
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/listings");
    let run = |name: &str, args: &[&str]| -> String {
        let out = dir.path().join(format!("{name}.csv"));
        let mut cmd = Command::new(BIN);
        cmd.args(["scan", "--taken", "2024-03-09", "-o"])
            .arg(&out)
            .arg("--listing");
        for f in name.split('+') {
            cmd.arg(fixtures.join(f));
        }
        let o = cmd.args(args).output().unwrap();
        assert!(o.status.success(), "{name}: {}", String::from_utf8_lossy(&o.stderr));
        std::fs::read_to_string(&out).unwrap()
    };
    let find = run("tree.find", &[]);
    for row in [
        "total,files,6,",
        "total,dirs,3,",
        "total,symlinks,1,",
        "total,bytes,,3221128",
        "total,hardlink_duplicates,1,",
        "total,allocated,,90112",
        "taken,2024-03-09T00:00:00Z,,",
        "type,txt,2,5100",
        "fileset,proj-b,2,1048876",
        "fileset,(root),1,100",
    ] {
        assert!(find.lines().any(|l| l == row), "missing `{row}` in\n{find}");
    }
    assert_eq!(run("tree.lfs", &[]), find, "lfs find");
    let gpfs = run("tree.gpfs.list.0+tree.gpfs.list.1", &["--root", "/gpfs/fs1/tree"]);
    assert_eq!(gpfs, find, "policy lists of two nodes");
    // dwalk's text: no inode (the hard link counts as a file), no allocated size.
    let dwalk = run("tree.dwalk", &["--format", "dwalk"]);
    for row in [
        "total,files,7,",
        "total,bytes,,3221428",
        "total,hardlink_duplicates,0,",
        "type,dat,1,300",
        "fileset,proj-b,3,1049176",
        "owner,root,3,2172152",
        "mtime,2021-03,1,70000",
    ] {
        assert!(dwalk.lines().any(|l| l == row), "dwalk: missing `{row}` in\n{dwalk}");
    }
    assert!(!dwalk.contains("total,allocated"), "{dwalk}");
    // The policy file an administrator installs is printed as documented.
    let o = Command::new(BIN)
        .args(["scan", "--print-gpfs-policy"])
        .output()
        .unwrap();
    let policy = String::from_utf8(o.stdout).unwrap();
    assert!(
        policy.contains("ESCAPE '%/'") && policy.contains("FILESET_NAME"),
        "{policy}"
    );
}

/// `/proc` and `/sys` are made up by the kernel as they are read: scanning
/// them is refused with the file system's type, before any thread starts
/// (issue 45: the scan of /proc was accepted).
#[test]
fn a_pseudo_file_system_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    for (root, fstype) in [("/proc", "proc"), ("/proc/self", "proc"), ("/sys", "sysfs")] {
        let o = Command::new(BIN)
            .current_dir(tmp.path())
            .args(["scan", root, "-o", "usage.csv"])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{root}: {err}");
        assert!(
            err.contains(&format!("{root}: cannot scan: it is on a {fstype} file system")),
            "{err}"
        );
        assert!(!tmp.path().join("usage.csv").exists());
    }
}

/// A listing file is parsed where it is mapped, standard input in buffers
/// it reads: the two paths give the same bytes and the same errors, at the
/// same line, across many chunks.
#[test]
fn a_listing_on_standard_input_gives_what_the_file_gives() {
    let dir = tempfile::tempdir().unwrap();
    let listing = synthetic_listing("3", "60000");
    assert!(
        listing.len() > 4 << 20,
        "{} bytes: fewer than four chunks",
        listing.len()
    );
    let scan = |list: &[u8]| {
        let file = dir.path().join("list");
        std::fs::write(&file, list).unwrap();
        let run = |arg: &str| {
            let mut c = Command::new(BIN);
            c.args(["scan", "--threads", "2", "--taken", "2019-10-01", "--listing", arg]);
            if arg == "-" {
                c.stdin(std::fs::File::open(&file).unwrap());
            }
            let o = c.output().unwrap();
            let err = String::from_utf8_lossy(&o.stderr).into_owned();
            (o.status.code(), String::from_utf8(o.stdout).unwrap(), err)
        };
        (run(file.to_str().unwrap()), run("-"))
    };
    let (file, stdin) = scan(&listing);
    assert_eq!(file.0, Some(0), "{}", file.2);
    assert!(file.1.contains("total,files,"), "{}", file.1);
    assert_eq!(file.1, stdin.1);

    let mut lines: Vec<&[u8]> = listing.split_inclusive(|&b| b == b'\n').collect();
    lines[52_344] = b"1\t0\troot\tnoon\t7\t1\tf\ta\n";
    let (file, stdin) = scan(&lines.concat());
    assert_eq!((file.0, stdin.0), (Some(1), Some(1)));
    assert!(file.2.contains("list: line 52345, column 4: `mtime`"), "{}", file.2);
    assert!(
        stdin.2.contains("(standard input): line 52345, column 4: `mtime`"),
        "{}",
        stdin.2
    );

    let long = [b"1\t0\troot\t1.0\t8\t1\tf\t".as_slice(), &[b'y'; 3 << 20], b"\n"].concat();
    lines[52_344] = &long;
    let (file, stdin) = scan(&lines.concat());
    assert_eq!((file.0, stdin.0), (Some(1), Some(1)));
    for err in [&file.2, &stdin.2] {
        assert!(err.contains(": line 52345, column 1: line longer than"), "{err}");
    }
}

/// A list file that shrinks while it is read (rewritten by the job that
/// makes it) ends the scan with an error naming it, never with the
/// kernel's "Bus error": the list is mapped, and its pages past the new
/// end are gone.
#[test]
fn a_list_that_shrinks_while_it_is_read_is_an_error_naming_it() {
    use std::os::unix::process::ExitStatusExt;
    let dir = tempfile::tempdir().unwrap();
    let listing = synthetic_listing("1", "400000");
    let list = dir.path().join("fs.list");
    // The truncation must come after the scan mapped the list and before
    // it is through: a few tries with later and later cuts find that.
    for delay_ms in [20, 40, 80, 160, 320, 640] {
        std::fs::write(&list, &listing).unwrap();
        let child = Command::new(BIN)
            .args(["scan", "--threads", "1", "--taken", "2019-10-01", "--listing"])
            .arg(&list)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        std::fs::File::options()
            .write(true)
            .open(&list)
            .unwrap()
            .set_len(4096)
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.signal(),
            None,
            "killed by a signal after {delay_ms} ms: {err}"
        );
        if err.contains("the list shrank while it was read") {
            assert_eq!(out.status.code(), Some(1));
            assert!(err.contains(&format!("{}:", list.display())), "{err}");
            return;
        }
    }
    panic!("no try truncated the list while the scan read it");
}

/// The `find` listing of a synthetic file system (`scan --synthetic SEED
/// --files FILES --emit-listing`).
fn synthetic_listing(seed: &str, files: &str) -> Vec<u8> {
    let o = Command::new(BIN)
        .args(["scan", "--synthetic", seed, "--files", files, "--emit-listing"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    o.stdout
}
