//! The output folder under stress: a build killed at points all through
//! its write leaves the complete old or the complete new site (and the
//! next build cleans up after it and ends at the new site), two builds of
//! different languages into one `--out` both land, and `--out .` is
//! refused.

use super::harness::{Project, BIN};
use super::incremental::{names, site};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};

const REPORTS: [&str; 2] = ["small-vm-measured", "nss8-ha-metadata"];

fn reset(out: &Path, from: &Path) {
    if out.exists() {
        std::fs::remove_dir_all(out).unwrap();
    }
    link_dir(from, out);
}

/// A copy of folder `from` at `to` whose files are hard links: as the
/// build left them (inode and mtime), so the next build carries them.
/// (No build modifies a file in place.)
fn link_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dest = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            link_dir(&e.path(), &dest);
        } else {
            std::fs::hard_link(e.path(), dest).unwrap();
        }
    }
}

/// The build of `args`, killed by the fault hook after its `n`-th
/// file-system step: whether it was (SIGABRT), or ran to its end.
fn killed_after(p: &Project, args: &[&str], n: u64) -> bool {
    let o = Command::new(BIN)
        .current_dir(p.dir.path())
        .args(args)
        .env("PIXREPORT_FAULT_AFTER", n.to_string())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    match o.status.signal() {
        Some(6) => true,
        None if o.status.success() => false,
        _ => panic!("after {n}: {:?} {}", o.status, String::from_utf8_lossy(&o.stderr)),
    }
}

#[test]
fn a_build_killed_at_any_point_of_the_write_leaves_the_old_or_the_new_site() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let old_site = p.dir.path().join("old-site");
    link_dir(&p.out(), &old_site);
    let old = site(&old_site);
    // One report's value changes: its documents and the indexes change,
    // the other report's files are carried over.
    p.edit("small-vm-measured/results/seq-1m.csv", |s| {
        s.replacen("1,1,1641.025640487671,", "1,1,1700.5,", 1)
    });
    let args = ["build", "--lang", "all", "--report", "small-vm-measured"];
    p.build(&args[1..]);
    let new = site(&p.out());
    assert_ne!(old, new);
    // Kill points: every one of the first steps, then sparser through the
    // files, then every one of the last steps (the swap, the old tree's
    // removal), found once a build runs to its end.
    let (mut n, mut last) = (1, None);
    let (mut kills, mut saw_old, mut saw_new) = (0, 0, 0);
    let mut points: Vec<u64> = Vec::new();
    while last.is_none() || !points.is_empty() {
        if let Some(end) = last {
            n = points.pop().unwrap();
            assert!(n < end);
        }
        reset(&p.out(), &old_site);
        if !killed_after(&p, &args, n) {
            assert!(n > 1, "the fault hook did not fire");
            assert_eq!(site(&p.out()), new, "a build that was not killed wrote the new site");
            last = Some(n);
            points = (n.saturating_sub(6).max(2)..n).collect();
            continue;
        }
        kills += 1;
        let now = site(&p.out());
        if now == old {
            saw_old += 1;
        } else if now == new {
            saw_new += 1;
        } else {
            let differ: Vec<_> = now.keys().filter(|k| old.get(*k) != now.get(*k)).take(5).collect();
            panic!("killed after step {n}: the output is neither site (e.g. {differ:?})");
        }
        assert!(names(p.dir.path()).len() <= 4, "after {n}: {:?}", names(p.dir.path()));
        // Whatever the kill left, the next build cleans it up and ends at
        // the new site.
        let left = names(p.dir.path()).len() == 4;
        let o = p.build(&args[1..]);
        if left {
            assert!(
                String::from_utf8_lossy(&o.stderr).contains("left by an interrupted build"),
                "after {n}: the leftover was not reported"
            );
        }
        assert_eq!(names(p.dir.path()), ["data", "old-site", "output"], "after {n}");
        assert_eq!(site(&p.out()), new, "after a kill at {n}, the next build differs");
        if last.is_none() {
            n += 1 + n / 6;
        }
    }
    assert!(kills >= 20, "only {kills} kill points");
    assert!(saw_old > 0 && saw_new > 0, "old {saw_old}, new {saw_new}");
    eprintln!("{kills} kill points: {saw_old} left the old site, {saw_new} the new one");
}

#[test]
fn two_builds_of_different_languages_into_one_out_both_land() {
    let p = Project::bundled(&["small-vm-measured"]);
    for round in 0..4 {
        if p.out().exists() {
            std::fs::remove_dir_all(p.out()).unwrap();
        }
        let children: Vec<_> = ["it", "en"]
            .iter()
            .map(|l| {
                Command::new(BIN)
                    .current_dir(p.dir.path())
                    .args(["build", "--lang", l])
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for c in children {
            let o = c.wait_with_output().unwrap();
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        }
        for l in ["it", "en"] {
            assert!(
                p.out().join(l).join("small-vm-measured/index.html").is_file(),
                "round {round}: the {l} document vanished"
            );
        }
        let index = p.read("index.html");
        assert!(
            index.contains("it/small-vm-measured/index.html") && index.contains("en/small-vm-measured/index.html"),
            "round {round}: the landing page lists one language only"
        );
        assert_eq!(names(p.dir.path()), ["data", "output"]);
    }
}

#[test]
fn an_out_that_contains_the_project_or_the_current_folder_is_refused() {
    let p = Project::bundled(&["small-vm-measured"]);
    for out in [".", ".."] {
        let o = p.run(&["build", "--lang", "en", "--out", out]);
        let e = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success() && e.contains("contains"), "--out {out}: {e}");
    }
    assert!(!p.dir.path().join(".pixreport-output").exists());
    assert_eq!(names(p.dir.path()), ["data"]);
}
