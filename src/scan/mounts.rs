//! Mount points below the scanned roots, read from `/proc/self/mountinfo`
//! (proc(5)), and what the walk does at each one:
//!
//! * a **pseudo file system** (`proc`, `sysfs`, `cgroup2`, …) holds no data:
//!   skipped, unless it is itself a root;
//! * **another file system** is descended, or skipped with
//!   `--one-file-system`;
//! * a **bind mount** whose source is data the walk already reaches (the
//!   same device, and a source directory inside a root's or an earlier
//!   mount's part of that device) is skipped, so its files count once. A bind
//!   mount of data outside the scanned part is descended: it is counted once
//!   there.
//!
//! Decisions are made before the walk from the mount table, in path order,
//! so they do not depend on which thread reaches a mount point first.
//! Without a mount table (not Linux) every mount point is descended, and
//! `--one-file-system` still works from device numbers.

use std::collections::HashMap;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// File-system types that describe the kernel, not stored data.
const PSEUDO: &str = "proc sysfs devtmpfs devpts cgroup cgroup2 securityfs debugfs tracefs pstore bpf configfs \
                      fusectl mqueue hugetlbfs autofs binfmt_misc efivarfs nsfs rpc_pipefs";

fn is_pseudo(fstype: &str) -> bool {
    PSEUDO.split_whitespace().any(|p| p == fstype)
}

/// One line of mountinfo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Mount {
    /// `major:minor` of the device.
    pub(crate) dev: String,
    /// The directory of that device that is mounted (`/` for a whole file system).
    pub(crate) root: PathBuf,
    pub(crate) point: PathBuf,
    pub(crate) fstype: String,
}

/// Why a mount point was not descended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Skip {
    Pseudo,
    Bind,
    OtherFileSystem,
}

/// Parses mountinfo text; malformed lines are ignored.
pub(super) fn parse_mountinfo(text: &[u8]) -> Vec<Mount> {
    let mount = |line: &[u8]| {
        let fields: Vec<&[u8]> = line.split(|&b| b == b' ').collect();
        let dash = (fields.iter().position(|f| *f == b"-")).filter(|&d| d >= 6 && fields.len() >= d + 2)?;
        Some(Mount {
            dev: String::from_utf8_lossy(fields[2]).into_owned(),
            root: PathBuf::from(OsStr::from_bytes(&unescape(fields[3]))),
            point: PathBuf::from(OsStr::from_bytes(&unescape(fields[4]))),
            fstype: String::from_utf8_lossy(fields[dash + 1]).into_owned(),
        })
    };
    text.split(|&b| b == b'\n').filter_map(mount).collect()
}

/// mountinfo writes space, tab, newline and backslash as `\ooo`.
fn unescape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let oct = s
            .get(i + 1..i + 4)
            .filter(|d| s[i] == b'\\' && d.iter().all(|b| (b'0'..=b'7').contains(b)));
        match oct {
            Some(d) => {
                out.push(d.iter().fold(0u8, |v, b| v.wrapping_mul(8).wrapping_add(b - b'0')));
                i += 4;
            }
            None => {
                out.push(s[i]);
                i += 1;
            }
        }
    }
    out
}

/// The mounts that can be seen: a later mount on the same point hides the
/// earlier one.
fn visible(mounts: &[Mount]) -> Vec<&Mount> {
    let mut visible: Vec<&Mount> = Vec::new();
    for m in mounts {
        visible.retain(|v| v.point != m.point);
        visible.push(m);
    }
    visible
}

/// The visible mount `path` lies on: the one with the longest mount point.
fn mount_of<'a>(visible: &[&'a Mount], path: &Path) -> Option<&'a Mount> {
    (visible.iter())
        .filter(|m| path.starts_with(&m.point))
        .max_by_key(|m| m.point.as_os_str().len())
        .copied()
}

/// The type of the pseudo file system (`proc`, `sysfs` …) `path` lies on,
/// if it does: nothing there is stored data.
pub(super) fn pseudo_fs<'a>(mounts: &'a [Mount], path: &Path) -> Option<&'a str> {
    let m = mount_of(&visible(mounts), path)?;
    is_pseudo(&m.fstype).then_some(m.fstype.as_str())
}

/// The decision for every mount point strictly inside a root, keyed by the
/// path the walk will reach it by (`roots[i].0` joined with the part below
/// the root). `roots` are (path as given, canonical path).
pub(super) fn plan(mounts: &[Mount], roots: &[(PathBuf, PathBuf)], one_file_system: bool) -> HashMap<PathBuf, Skip> {
    let visible = visible(mounts);
    let mount_of = |p: &Path| mount_of(&visible, p);
    // (device, directory of that device) already reached by the walk.
    let mut areas: Vec<(String, PathBuf)> = Vec::new();
    let mut inside: Vec<(&Mount, usize, PathBuf)> = Vec::new();
    for (i, (_, canonical)) in roots.iter().enumerate() {
        if let Some(m) = mount_of(canonical) {
            let below = canonical.strip_prefix(&m.point).unwrap_or(Path::new(""));
            areas.push((m.dev.clone(), m.root.join(below)));
        }
        for m in &visible {
            if let Ok(rel) = m.point.strip_prefix(canonical) {
                if !rel.as_os_str().is_empty() {
                    inside.push((m, i, rel.to_path_buf()));
                }
            }
        }
    }
    inside.sort_by(|a, b| (a.2.as_os_str().as_bytes(), a.1).cmp(&(b.2.as_os_str().as_bytes(), b.1)));
    let mut skipped: Vec<PathBuf> = Vec::new();
    let mut plan = HashMap::new();
    for (m, root, _) in inside {
        if skipped.iter().any(|s| m.point.starts_with(s)) {
            continue; // never reached
        }
        let root_dev = mount_of(&roots[root].1).map(|r| r.dev.as_str());
        let skip = if is_pseudo(&m.fstype) {
            Some(Skip::Pseudo)
        } else if one_file_system && root_dev != Some(m.dev.as_str()) {
            Some(Skip::OtherFileSystem)
        } else if areas.iter().any(|(dev, dir)| *dev == m.dev && m.root.starts_with(dir)) {
            Some(Skip::Bind)
        } else {
            None
        };
        match skip {
            Some(s) => {
                skipped.push(m.point.clone());
                let rel = m.point.strip_prefix(&roots[root].1).unwrap_or(&m.point);
                plan.insert(roots[root].0.join(rel), s);
            }
            None => areas.push((m.dev.clone(), m.root.clone())),
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;

    const INFO: &str = "\
27 1 254:0 / / rw,relatime - ext4 /dev/vda rw
22 27 0:21 / /proc rw - proc proc rw
40 27 254:0 /data/a /data/b rw - ext4 /dev/vda rw
41 27 254:0 /elsewhere /data/c rw - ext4 /dev/vda rw
42 27 0:50 / /data/my\\040disk rw - tmpfs tmpfs rw
43 27 0:51 / /data/p rw - proc proc rw
44 27 0:50 / /data/t2 rw - tmpfs tmpfs rw
45 43 0:52 / /data/p/inner rw - tmpfs tmpfs rw
";

    #[test]
    fn mount_points_are_decided_in_path_order() {
        let mounts = parse_mountinfo(INFO.as_bytes());
        assert_eq!(mounts.len(), 8);
        assert_eq!(mounts[4].point, Path::new("/data/my disk"));
        let roots = [(PathBuf::from("d"), PathBuf::from("/data"))];
        let plan = plan(&mounts, &roots, false);
        let at = |p: &str| plan.get(Path::new(p)).copied();
        assert_eq!(at("d/b"), Some(Skip::Bind)); // /data/a is scanned already
        assert_eq!(at("d/c"), None); // data from outside the root: scanned here
        assert_eq!(at("d/my disk"), None); // another file system
        assert_eq!(at("d/t2"), Some(Skip::Bind)); // the same tmpfs again
        assert_eq!(at("d/p"), Some(Skip::Pseudo));
        assert_eq!(at("d/p/inner"), None); // below a skipped mount: never reached
        assert_eq!(plan.len(), 3);
        let plan = super::plan(&mounts, &roots, true);
        assert_eq!(plan.get(Path::new("d/my disk")), Some(&Skip::OtherFileSystem));
        assert_eq!(plan.get(Path::new("d/t2")), Some(&Skip::OtherFileSystem));
        // Nothing inside /proc is planned (a root there is refused by `pseudo_fs`).
        assert!(super::plan(&mounts, &[("/proc".into(), "/proc".into())], false).is_empty());
    }

    /// A root on proc or sysfs is on a pseudo file system; one on a mount
    /// that hides an earlier proc mount at the same point is not.
    #[test]
    fn a_pseudo_file_system_is_the_visible_mount_s_type() {
        let mounts = parse_mountinfo(INFO.as_bytes());
        assert_eq!(pseudo_fs(&mounts, Path::new("/proc/self")), Some("proc"));
        assert_eq!(pseudo_fs(&mounts, Path::new("/data/p")), Some("proc"));
        assert_eq!(pseudo_fs(&mounts, Path::new("/data/p/inner/x")), None);
        assert_eq!(pseudo_fs(&mounts, Path::new("/data")), None);
        let over = format!("{INFO}46 27 0:53 / /proc rw - tmpfs tmpfs rw\n");
        assert_eq!(pseudo_fs(&parse_mountinfo(over.as_bytes()), Path::new("/proc/x")), None);
    }
}
