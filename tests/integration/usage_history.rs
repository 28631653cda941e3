//! Several usage snapshots of one file system in a report: the capacity
//! over time is drawn from them, the growers are named in every language,
//! and snapshots that cannot be compared are refused with the file named.

use crate::harness::{machine_csv, Project};

/// A usage CSV whose owners and filesets are given as (key, files, bytes);
/// the owners' sums are the totals, and the filesets must add up to them.
pub(crate) fn usage_csv(
    taken: &str,
    filesystem: Option<&str>,
    owners: &[(&str, u64, u64)],
    filesets: &[(&str, u64, u64)],
) -> String {
    let files: u64 = owners.iter().map(|o| o.1).sum();
    let bytes: u64 = owners.iter().map(|o| o.2).sum();
    let mut s = format!(
        "section,key,files,bytes\ntotal,files,{files},\ntotal,dirs,3,\ntotal,symlinks,0,\ntotal,other,0,\n\
         total,bytes,,{bytes}\ntotal,hardlink_duplicates,0,\ntotal,unreadable,0,\n"
    );
    if !taken.is_empty() {
        s += &format!("taken,{taken},,\n");
    }
    if let Some(f) = filesystem {
        s += &format!("filesystem,{f},,\n");
    }
    for (section, rows) in [("owner", owners), ("fileset", filesets)] {
        for (k, f, b) in rows {
            s += &format!("{section},{k},{f},{b}\n");
        }
    }
    s += &format!("type,h5,{files},{bytes}\nsize,0,{files},{bytes}\nmtime,2023-12,{files},{bytes}\n");
    s
}

pub(crate) const GIB: u64 = 1 << 30;

/// The bundled analytics report with three monthly snapshots of `fs1`:
/// `gchen` and the `climate` fileset grow most from February to March.
fn three_snapshots() -> Project {
    let p = Project::bundled(&["pixstor-2019"]);
    let dir = p.data().join("pixstor-2019/usage");
    std::fs::create_dir_all(&dir).unwrap();
    let months = [
        ("2024-01-01", [10, 20, 5], [15, 20]),
        ("2024-02-01", [12, 22, 6], [18, 22]),
        ("2024-03-01", [13, 23, 46], [58, 24]),
    ];
    for (day, [a, b, c], [climate, genomics]) in months {
        let csv = usage_csv(
            &format!("{day}T02:00:00Z"),
            Some("fs1"),
            &[
                ("mrossi", 100, a * GIB),
                ("lbianchi", 50, b * GIB),
                ("gchen", 10 + c, c * GIB),
            ],
            &[("climate", 60 + c, climate * GIB), ("genomics", 100, genomics * GIB)],
        );
        std::fs::write(dir.join(format!("{}.csv", &day[..7])), csv).unwrap();
    }
    p.edit("pixstor-2019/report.toml", |t| {
        t.replace(
            "usage = \"usage.csv\"",
            "usage = \"usage/2024-03.csv\"\nsnapshots = [\"usage/2024-01.csv\", \"usage/2024-02.csv\"]",
        )
    });
    p
}

#[test]
fn three_snapshots_draw_capacity_over_time_and_name_the_growers() {
    let p = three_snapshots();
    p.build(&["--lang", "all", "--data", "data", "--out", "output"]);
    for (lang, grew) in [
        ("en", "gchen grew the most"),
        ("it", "è cresciuto di più gchen"),
        ("zh-TW", "成長最多的是 gchen"),
        ("vi", "gchen tăng nhiều nhất"),
    ] {
        let md = p.read(&format!("{lang}/pixstor-2019/index.md"));
        let sec = &md[md
            .find("{#analytics}")
            .unwrap_or_else(|| panic!("{lang}: no analytics"))..];
        assert!(sec.contains(grew), "{lang}: the user who grew is named\n{sec}");
        assert!(
            sec.contains("climate") && sec.contains("+40"),
            "{lang}: the fileset that grew, +40 GiB"
        );
        // The modification-time estimate gives way to the snapshots.
        assert!(!sec.contains("analytics-capacity-history.svg"), "{lang}");
        for fig in ["filesets", "owners"] {
            let svg = p.read(&format!("{lang}/pixstor-2019/figures/analytics-snapshots-{fig}.svg"));
            // Total and three keys, one polyline each, over three dates.
            assert!(svg.matches("<polyline").count() >= 4, "{lang} {fig}: lines\n{svg}");
            assert!(svg.contains("2024"), "{lang} {fig}: dated ticks");
        }
    }
    // The CSV of the owners' figure: dates in ISO form, bytes in full, the
    // same bytes in every language.
    let csv = |lang: &str| p.read(&format!("{lang}/pixstor-2019/figures/analytics-snapshots-owners.csv"));
    let owners = csv("en");
    assert!(machine_csv("owners", &owners).is_ok_and(|n| n >= 12), "{owners}");
    let gchen = format!("\r\n2024-03-01,gchen,bytes,{},B,false\r\n", 46 * GIB);
    assert!(
        owners.starts_with("date,user,series,") && owners.contains(&gchen),
        "{owners}"
    );
    assert!(["it", "zh-TW", "vi"].iter().all(|l| csv(l) == owners));
    let en = p.read("en/pixstor-2019/index.md");
    // Growth tables: largest grower first, with absolute and relative change.
    let table = &en[en.find("Growth by user from").expect("owner growth table")..];
    let rows: Vec<&str> = table.lines().filter(|l| l.starts_with("| ")).skip(2).take(3).collect();
    assert_eq!(rows[0], "| gchen | +40\u{a0}GiB | +666.7% | +40 | +250% |", "{rows:?}");
    // A tie in bytes and files is broken by name; no change has no sign.
    assert_eq!(rows[1], "| lbianchi | +1\u{a0}GiB | +4.5% | 0 | 0% |", "{rows:?}");
    assert!(rows[2].starts_with("| mrossi | +1\u{a0}GiB | +8.3% |"), "{rows:?}");
    assert!(
        en.contains("Mar 1, 2024") && en.contains("from Feb 1, 2024 to Mar 1, 2024"),
        "dates"
    );
}

/// A change to a usage CSV.
type Edit = fn(String) -> String;

#[test]
fn snapshots_that_cannot_be_compared_are_refused_naming_the_file() {
    // Each edit spoils the February snapshot.
    let cases: [(Edit, &[&str]); 4] = [
        (
            |t| t.replace("taken,2024-02-01T02:00:00Z,,\n", ""),
            &["2024-02.csv", "no `taken` row"],
        ),
        (
            |t| t.replace("filesystem,fs1,,", "filesystem,scratch,,"),
            &["2024-02.csv", "file system `scratch`", "fs1"],
        ),
        (
            |t| t.replace("2024-02-01T02:00:00Z", "2024-01-01T23:00:00Z"),
            &["2024-02.csv", "the same day as usage/2024-01.csv"],
        ),
        (
            |t| t.replace("2024-02-01T02:00:00Z", "2024-04-01T02:00:00Z"),
            &["2024-02.csv", "`usage` must be the newest"],
        ),
    ];
    for (edit, want) in cases {
        let p = three_snapshots();
        p.edit("pixstor-2019/usage/2024-02.csv", edit);
        let o = p.run(&["build", "--lang", "en", "--data", "data", "--out", "output"]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{err}");
        for w in want {
            assert!(err.contains(w), "`{w}` in\n{err}");
        }
        assert!(!p.out().exists(), "nothing written");
    }
}
