//! The output folder under stress: a build killed at every file-system
//! operation of its write leaves the complete old or the complete new site
//! (and the next build cleans up after it and ends at the new site), two
//! builds of different languages into one `--out` both land, and `--out .`
//! is refused.

use super::harness::{copy_dir, tree, Project, BIN};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};

const REPORTS: [&str; 2] = ["small-vm-measured", "nss8-ha-metadata"];

/// Staging and old folders a build left beside `out`.
fn leftovers(parent: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(parent)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with(".output.new-") || n.starts_with(".output.old-"))
        .collect();
    v.sort();
    v
}

/// Skips the writer's flushes to the disk (debug builds only): they guard
/// against a power loss, not a kill, and with hundreds of builds on a disk
/// busy with other writes they were most of this test's time.
const NO_FLUSH: &str = "PIXREPORT_TEST_NO_FLUSH";

/// `pixreport build` with `args` and no flushes; panics when it fails.
fn build_unflushed(p: &Project, args: &[&str]) {
    let o = Command::new(BIN)
        .env(NO_FLUSH, "1")
        .current_dir(p.dir.path())
        .arg("build")
        .args(args)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "build failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

fn reset(out: &Path, from: &Path) {
    if out.exists() {
        std::fs::remove_dir_all(out).unwrap();
    }
    copy_dir(from, out);
}

#[test]
fn a_build_killed_at_any_point_of_the_write_leaves_the_old_or_the_new_site() {
    if !cfg!(debug_assertions) {
        eprintln!("the kill hook exists in debug builds only: not run");
        return;
    }
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let old_site = p.dir.path().join("old-site");
    copy_dir(&p.out(), &old_site);
    // The state saved with the old site: each killed build starts from the
    // old site *and* its state, as after a finished build (a build removes
    // the state before it touches the output, so a kill never leaves a
    // state that describes another site).
    let state = p.dir.path().join(".output.state");
    let old_state = std::fs::read(&state).unwrap();
    let old: BTreeMap<String, Vec<u8>> = tree(&old_site);
    // The new build changes one report's title: its documents and the
    // indexes change, the other report's files are carried over.
    p.edit("small-vm-measured/report.toml", |s| {
        s.replacen("en = \"IOR and fio", "en = \"Renamed: IOR and fio", 1)
    });
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    let new = tree(&p.out());
    assert_ne!(old, new);
    let args = ["build", "--lang", "all", "--report", "small-vm-measured"];
    let (mut kills, mut saw_old, mut saw_new) = (0, 0, 0);
    let dirs = p.dir.path().join(".output.dirs");
    for n in 1..1000 {
        reset(&p.out(), &old_site);
        std::fs::write(&state, &old_state).unwrap();
        // The folder-listing cache vouches for every folder it saw (as if
        // saved long ago: nothing racy), so the killed build takes the
        // spare's listings from it.
        if let Ok(f) = std::fs::File::options().write(true).open(&dirs) {
            f.set_modified(std::time::SystemTime::now() + std::time::Duration::from_secs(3600))
                .unwrap();
        }
        let o = Command::new(BIN)
            .env(NO_FLUSH, "1")
            .current_dir(p.dir.path())
            .args(args)
            .env("PIXREPORT_TEST_KILL_AFTER", n.to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let now = tree(&p.out());
        if o.status.success() {
            assert_eq!(now, new, "a build that was not killed wrote the new site");
            break;
        }
        kills += 1;
        // The cache is removed before the output is touched and saved
        // last: a killed build leaves it only after everything was done.
        assert!(!dirs.exists() || now == new, "killed after {n}: a cache survived");
        if now == old {
            saw_old += 1;
        } else if now == new {
            saw_new += 1;
        } else {
            let differ: Vec<_> = now.keys().filter(|k| old.get(*k) != now.get(*k)).take(5).collect();
            panic!("killed after operation {n}: the output is neither site (e.g. {differ:?})");
        }
        // Each build first removes what earlier killed builds left: at most
        // this build's own folder remains.
        assert!(
            leftovers(p.dir.path()).len() <= 1,
            "after {n}: {:?}",
            leftovers(p.dir.path())
        );
        // Whatever the kill left (and whatever state the last finished
        // build saved), the next build ends at the new site.
        build_unflushed(&p, &args[1..]);
        let after = tree(&p.out());
        if after != new {
            let differ: Vec<_> = after
                .keys()
                .chain(new.keys())
                .filter(|k| after.get(*k) != new.get(*k))
                .take(8)
                .collect();
            panic!("after a kill at {n}, the next build differs: {differ:?}");
        }
    }
    assert!(kills >= 50, "only {kills} kill points");
    assert!(saw_old > 0 && saw_new > 0, "old {saw_old}, new {saw_new}");
    // Leave a staging folder behind, then check the next build reports and
    // removes it.
    reset(&p.out(), &old_site);
    let _ = Command::new(BIN)
        .env(NO_FLUSH, "1")
        .current_dir(p.dir.path())
        .args(args)
        .env("PIXREPORT_TEST_KILL_AFTER", "3")
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert_eq!(leftovers(p.dir.path()).len(), 1);
    let o = p.build(&args[1..]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("left by an interrupted build"));
    assert!(leftovers(p.dir.path()).is_empty());
    assert_eq!(tree(&p.out()), new);
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
                    .env(NO_FLUSH, "1")
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
    assert!(p.data().join("pixreport.toml").is_file());
}
