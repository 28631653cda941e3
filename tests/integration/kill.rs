//! The output folder under stress: a build killed at points all through
//! its write leaves the complete old or the complete new site (and the
//! next build cleans up after it and ends at the new site), two builds of
//! different languages into one `--out` both land, and `--out .` is
//! refused.

use super::harness::{bin, Project};
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
    super::harness::mirror_dir(from, to, &|f, t| std::fs::hard_link(f, t));
}

/// The build of `args`, killed by the fault hook after its `n`-th
/// file-system step (with `exchange` false, on the path of a file system
/// without rename-exchange): whether it was (SIGABRT), or ran to its end.
fn killed_after(p: &Project, args: &[&str], n: u64, exchange: bool) -> bool {
    let o = Command::new(bin())
        .current_dir(p.dir.path())
        .args(args)
        .env("PIXREPORT_FAULT_AFTER", n.to_string())
        .env("PIXREPORT_FAULT_NO_EXCHANGE", if exchange { "0" } else { "1" })
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
    campaign(true);
}

/// Without rename-exchange the old tree is renamed aside, then the new one
/// in: a kill between the two leaves no output, and the next build puts
/// the old one back before anything else.
#[test]
fn a_build_killed_without_rename_exchange_leaves_the_old_or_the_new_site() {
    campaign(false);
}

fn campaign(exchange: bool) {
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
    let (mut kills, mut saw_old, mut saw_new, mut saw_none) = (0, 0, 0, 0);
    let mut points: Vec<u64> = Vec::new();
    while last.is_none() || !points.is_empty() {
        if let Some(end) = last {
            n = points.pop().unwrap();
            assert!(n < end);
        }
        reset(&p.out(), &old_site);
        if !killed_after(&p, &args, n, exchange) {
            assert!(n > 1, "the fault hook did not fire");
            assert_eq!(site(&p.out()), new, "a build that was not killed wrote the new site");
            last = Some(n);
            points = (n.saturating_sub(6).max(2)..n).collect();
            continue;
        }
        kills += 1;
        if !exchange && !p.out().exists() {
            let aside = names(p.dir.path()).into_iter().find(|n| n.starts_with(".output.old-"));
            assert_eq!(site(&p.dir.path().join(aside.unwrap())), old, "after {n}");
            saw_none += 1;
        } else if site(&p.out()) == old {
            saw_old += 1;
        } else if site(&p.out()) == new {
            saw_new += 1;
        } else {
            let now = site(&p.out());
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
    assert_eq!(saw_none > 0, !exchange, "{saw_none} kills left no output");
    eprintln!("{kills} kill points: {saw_old} left the old site, {saw_new} the new one, {saw_none} none");
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
                Command::new(bin())
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

/// A disk that fills up while the new tree is staged (its inodes run out
/// after the size check passed), then an output on a file system mounted
/// read-only: each build fails naming the cause, the live site stays the
/// old one byte for byte, and no staging folder is left (in a private
/// mount namespace: see `hardening::in_mount_namespace`).
#[test]
fn a_full_disk_or_a_read_only_output_fails_clearly_and_keeps_the_old_site() {
    let p = Project::bundled(&["small-vm-measured"]);
    let changed = p.dir.path().join("changed");
    super::harness::copy_dir(&p.data(), &changed);
    let csv = changed.join("small-vm-measured/results/seq-1m.csv");
    let s = std::fs::read_to_string(&csv).unwrap();
    std::fs::write(&csv, s.replacen("1,1,1641.025640487671,", "1,1,1700.5,", 1)).unwrap();
    let mnt = p.dir.path().join("mnt");
    std::fs::create_dir(&mnt).unwrap();
    let script = format!(
        r#"set -u; m='{m}'; sums() {{ (cd "$m/site" && find . -type f | sort | xargs sha256sum | sha256sum); }}
mount -t tmpfs -o size=64m,nr_inodes=400 none "$m" || exit 9
"$PIXREPORT" build --lang en --data '{d}' --out "$m/site" >/dev/null 2>&1 || exit 8
before=$(sums); mkdir "$m/fill"; i=0; while touch "$m/fill/$i" 2>/dev/null; do i=$((i+1)); done
rm "$m/fill/0" "$m/fill/1" "$m/fill/2"
"$PIXREPORT" build --lang en --data '{c}' --out "$m/site"; echo "full: status $?"
[ "$(sums)" = "$before" ] && echo "full: old site"; ls -a "$m"
rm -r "$m/fill"; mount -o remount,ro "$m"
"$PIXREPORT" build --lang en --data '{c}' --out "$m/site"; echo "read-only: status $?"
[ "$(sums)" = "$before" ] && echo "read-only: old site"; ls -a "$m""#,
        m = mnt.display(),
        d = p.data().display(),
        c = changed.display()
    );
    let Some(o) = super::hardening::in_mount_namespace(&script) else {
        return;
    };
    let (out, err) = (String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    for what in ["full", "read-only"] {
        assert!(out.contains(&format!("{what}: status 1\n")), "{out}{err}");
        assert!(out.contains(&format!("{what}: old site")), "{out}{err}");
    }
    assert!(err.contains("No space left on device"), "{err}");
    assert!(err.contains("Read-only file system"), "{err}");
    assert!(!out.contains(".site."), "a staging folder was left: {out}");
}
