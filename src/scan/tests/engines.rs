//! The storage engines' lists give the same usage as a scan of the same
//! tree: each list is written from a real `find` run over the fixture, in
//! the layout the engine writes (see tests/fixtures/listings/README.md for
//! where each layout comes from).

use std::process::Command;

use super::super::{scan, usage_from_listings, Format, ListingOptions, ScanOptions};
use super::{csv_text, fixture, make_file, Fixture, FILES, TAKEN};
use crate::model::usage::Taken;

/// Runs find over the fixture with `printf`, one line per entry.
fn find(fx: &Fixture, printf: &str) -> Vec<Vec<String>> {
    let out = Command::new("find")
        .arg(&fx.root)
        .args(["-printf", printf])
        .output()
        .expect("run find");
    assert!(out.status.success(), "find: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("UTF-8 names");
    text.lines()
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

fn options() -> ScanOptions {
    ScanOptions {
        progress: false,
        taken: Some(TAKEN),
        ..ScanOptions::default()
    }
}

fn read(fx: &Fixture, name: &str, text: &str, format: Option<Format>) -> String {
    let path = fx._dir.path().join(name);
    std::fs::write(&path, text).expect("write list");
    let lopts = ListingOptions {
        format,
        ..ListingOptions::default()
    };
    csv_text(&usage_from_listings(&[path], &lopts, &options()).expect("list"))
}

/// `%XX` for every byte but letters, digits, `-_.~` and `/` (ESCAPE '%/').
fn escape(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[test]
fn gpfs_policy_and_lfs_find_lists_give_the_same_usage_as_a_scan() {
    let fx = fixture();
    let scanned = csv_text(&scan(std::slice::from_ref(&fx.root), &options()).expect("scan"));
    // lfs find --printf takes find's directives: find writes the same columns.
    let lfs: String = find(&fx, "%s\\t%b\\t%U\\t%u\\t%T@\\t%i\\t%n\\t%y\\t%p\\n")
        .iter()
        .map(|c| c.join("\t") + "\n")
        .collect();
    assert_eq!(read(&fx, "tree.lfs", &lfs, None), scanned);
    // The policy list, in inode order as the policy engine writes it, split
    // in two files as two nodes would.
    let mut rows = find(&fx, "%i\\t%n\\t%y\\t%s\\t%b\\t%U\\t%u\\t%T@\\t%P\\t%p\\n");
    rows.sort_by_key(|c| c[0].parse::<u64>().unwrap_or(0));
    let mut lists = [String::new(), String::new()];
    for (i, c) in rows.iter().enumerate() {
        let kind = match c[2].as_str() {
            "f" => "-",
            other => other,
        };
        let fileset = match c[8].split_once('/') {
            Some((top, _)) => top,
            None if c[2] == "d" && !c[8].is_empty() => c[8].as_str(),
            None => "root",
        };
        let kb = c[4].parse::<u64>().unwrap_or(0) / 2;
        let secs = c[7].split('.').next().and_then(|s| s.parse().ok()).expect("%T@");
        // VARCHAR(MODIFICATION_TIME): `YYYY-MM-DD HH:MM:SS.ffffff`.
        let time = Taken(secs).to_string().replace('T', " ").replace('Z', ".000000");
        let show = format!("{}/{kb}/{}/{}/{kind}/{time}/{}/{fileset}", c[3], c[5], c[1], c[6]);
        let line = format!("{} 1 0  {} -- {}\n", c[0], escape(&show), escape(&c[9]));
        lists[i % 2].push_str(&line);
    }
    let paths: Vec<_> = lists
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let p = fx._dir.path().join(format!("usage.list.{i}"));
            std::fs::write(&p, text).expect("write list");
            p
        })
        .collect();
    let lopts = ListingOptions {
        root: Some(fx.root.clone()),
        ..ListingOptions::default()
    };
    let from_policy = usage_from_listings(&paths, &lopts, &options()).expect("policy lists");
    assert_eq!(csv_text(&from_policy), scanned);
}

#[test]
fn a_dwalk_text_list_gives_the_same_usage_apart_from_what_it_cannot_say() {
    // dwalk's text has no inode (hard links would count per name) and no
    // allocated size: a tree without hard links, compared without that row.
    let dir = tempfile::tempdir().expect("temporary directory");
    let root = dir.path().join("tree");
    for (rel, uid, size, mtime) in FILES {
        make_file(&root.join(rel), uid, size, mtime);
    }
    let scanned = csv_text(&scan(std::slice::from_ref(&root), &options()).expect("scan"));
    let out = Command::new("find")
        .arg(&root)
        .args(["-printf", "%y\\t%M\\t%u\\t%g\\t%s\\t%TY-%Tm-%Td %TH:%TM\\t%p\\n"])
        .env("TZ", "UTC")
        .output()
        .expect("run find");
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    const UNITS: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let mut text = String::new();
    for line in String::from_utf8(out.stdout).expect("UTF-8").lines() {
        let c: Vec<&str> = line.split('\t').collect();
        // mfu_format_bytes: divide by 1024 while above 1, and once more above 1000.
        let (mut v, mut u) = (c[4].parse::<f64>().expect("size"), 0);
        while v / 1024.0 > 1.0 && u < 6 {
            v /= 1024.0;
            u += 1;
        }
        if v > 1000.0 && u < 6 {
            v /= 1024.0;
            u += 1;
        }
        let (date, time) = c[5].split_once(' ').expect("date and time");
        let d: Vec<&str> = date.split('-').collect();
        let month = MONTHS[d[1].parse::<usize>().expect("month") - 1];
        let mode = if c[0] == "f" {
            format!("-{}", &c[1][1..])
        } else {
            c[1].to_owned()
        };
        text.push_str(&format!(
            "{mode} {} {} {v:7.3} {:>3} {month} {:>2} {} {time} {}\n",
            c[2],
            c[3],
            UNITS[u],
            d[2].trim_start_matches('0'),
            d[0],
            c[6]
        ));
    }
    let fx = Fixture { _dir: dir, root };
    let from_dwalk = read(&fx, "tree.dwalk", &text, Some(Format::Dwalk));
    let without_allocated: String = scanned
        .lines()
        .filter(|l| !l.starts_with("total,allocated,"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(from_dwalk, without_allocated);
}
