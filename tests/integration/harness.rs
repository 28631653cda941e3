//! A small harness in the spirit of mdBook's BookTest: copy a project into a
//! temp dir, run the real binary on it, and look at the files it wrote.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

pub const BIN: &str = env!("CARGO_BIN_EXE_pixreport");

/// The binary under test: `PIXREPORT_BIN` when set (CI points the kill
/// and tamper tests at the release build), else cargo's.
pub fn bin() -> PathBuf {
    std::env::var_os("PIXREPORT_BIN").map_or_else(|| BIN.into(), PathBuf::from)
}

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub struct Project {
    pub dir: tempfile::TempDir,
}

impl Project {
    /// A copy of the bundled `data/` holding only the given reports.
    pub fn bundled(reports: &[&str]) -> Self {
        Self::bundled_in(tempfile::tempdir().unwrap(), reports)
    }

    fn bundled_in(dir: tempfile::TempDir, reports: &[&str]) -> Self {
        let data = dir.path().join("data");
        std::fs::create_dir_all(&data).unwrap();
        for r in reports {
            copy_dir(&repo().join("data").join(r), &data.join(r));
        }
        let site = std::fs::read_to_string(repo().join("data/pixreport.toml")).unwrap();
        // Reports the bundled project lists as `examples` stay examples.
        let examples_line = site.lines().find(|l| l.starts_with("examples")).unwrap_or("");
        let quoted = |r: &&str| format!("\"{r}\"");
        let (examples, main): (Vec<&str>, Vec<&str>) = reports.iter().partition(|r| examples_line.contains(&quoted(r)));
        let list = |rs: &[&str]| rs.iter().map(quoted).collect::<Vec<_>>().join(", ");
        let site: String = site
            .lines()
            .map(|l| {
                if l.starts_with("reports") {
                    format!("reports = [{}]", list(&main))
                } else if l.starts_with("examples") {
                    format!("examples = [{}]", list(&examples))
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        std::fs::write(data.join("pixreport.toml"), site + "\n").unwrap();
        Project { dir }
    }

    pub fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    pub fn out(&self) -> PathBuf {
        self.dir.path().join("output")
    }

    pub fn run(&self, args: &[&str]) -> Output {
        Command::new(bin())
            .current_dir(self.dir.path())
            .args(args)
            .output()
            .unwrap()
    }

    /// `pixreport build` with `args`; panics with stderr when it fails.
    pub fn build(&self, args: &[&str]) -> Output {
        let mut all = vec!["build"];
        all.extend_from_slice(args);
        let o = self.run(&all);
        assert!(
            o.status.success(),
            "build failed:\n{}",
            String::from_utf8_lossy(&o.stderr)
        );
        o
    }

    pub fn read(&self, rel: &str) -> String {
        let p = self.out().join(rel);
        std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
    }

    pub fn edit(&self, rel: &str, f: impl FnOnce(String) -> String) {
        let p = self.data().join(rel);
        let s = std::fs::read_to_string(&p).unwrap();
        std::fs::write(&p, f(s)).unwrap();
    }
}

/// Every bundled report, in the bundled project's order.
pub const BUNDLED: [&str; 6] = [
    "pixstor-2019",
    "nss8-ha-metadata",
    "pixstor-nvme",
    "pixstor-capacity-expansion",
    "small-vm-measured",
    "vm-latency-sweep",
];

/// The bundled project built once per test binary with `build --lang all
/// --data data --out output`, for tests that only read what it wrote: they
/// never edit, build or write in it. It lives in cargo's folder for test
/// files (a static is never dropped, so it is not a temporary folder that
/// would stay behind): each run first removes what the last one left.
pub fn bundled_site() -> &'static Project {
    static SITE: OnceLock<Project> = OnceLock::new();
    SITE.get_or_init(|| {
        let parent = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundled-site");
        let _ = std::fs::remove_dir_all(&parent);
        std::fs::create_dir_all(&parent).unwrap();
        let p = Project::bundled_in(tempfile::tempdir_in(&parent).unwrap(), &BUNDLED);
        p.build(&["--lang", "all", "--data", "data", "--out", "output"]);
        p
    })
}

pub fn copy_dir(from: &Path, to: &Path) {
    mirror_dir(from, to, &|f, t| std::fs::copy(f, t).map(drop));
}

/// The folders of `from` again at `to`, each file made by `file(from, to)`
/// (a copy, a hard link).
pub fn mirror_dir(from: &Path, to: &Path, file: &dyn Fn(&Path, &Path) -> std::io::Result<()>) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dest = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            mirror_dir(&e.path(), &dest, file);
        } else {
            file(&e.path(), &dest).unwrap();
        }
    }
}

/// Every file under `dir` with its bytes, for before/after comparisons.
pub fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    fn walk(base: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        for e in rd {
            let e = e.unwrap();
            let p = e.path();
            if p.is_dir() {
                walk(base, &p, out);
            } else {
                let rel = p.strip_prefix(base).unwrap().to_string_lossy().replace('\\', "/");
                out.insert(rel, std::fs::read(&p).unwrap());
            }
        }
    }
    walk(dir, dir, &mut out);
    out
}

/// `pixreport ARGS` run in `dir` (no project set-up), for tests that walk
/// the newcomer's path from `pixreport new`.
pub fn pix(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).current_dir(dir).args(args).output().unwrap()
}

/// Asserts the command succeeded; returns its standard error (what the
/// tool told the user).
pub fn ok(o: &Output) -> String {
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert!(o.status.success(), "{err}");
    err
}

/// The cells of every `<table>` in the `<details class="figure-data">` that
/// precedes each CSV link, and the link, in page order.
pub fn tables_and_csv_links(html: &str) -> Vec<(Vec<Vec<String>>, String)> {
    let mut out = Vec::new();
    for part in html.split("<details class=\"figure-data\">").skip(1) {
        let table = &part[..part.find("</table>").unwrap()];
        let cells: Vec<Vec<String>> = table
            .split("<tr>")
            .skip(1)
            .map(|row| {
                row.split(['<', '>'])
                    .collect::<Vec<_>>()
                    .windows(2)
                    .filter(|w| w[0].starts_with("th scope") || w[0] == "td")
                    .map(|w| {
                        w[1].replace("&amp;", "&")
                            .replace("&lt;", "<")
                            .replace("&gt;", ">")
                            .replace("&quot;", "\"")
                            .replace("&#39;", "'")
                    })
                    .collect()
            })
            .collect();
        // The link right under this table, if it has one.
        let after = &part[part.find("</details>").unwrap()..];
        let Some(rest) = after.strip_prefix("</details>\n<p class=\"figure-links\"><a href=\"") else {
            continue;
        };
        let link = rest.split('"').next().unwrap_or_default().to_string();
        out.push((cells, link));
    }
    out
}

pub fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut r = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes());
    r.records()
        .map(|rec| rec.unwrap().iter().map(str::to_string).collect())
        .collect()
}

/// The columns of a figure's CSV that hold text (keys, names, flags); every
/// cell of any other column must read as a number.
pub const CSV_TEXT_COLUMNS: [&str; 11] = [
    "series",
    "unit",
    "estimated",
    "operation",
    "side",
    "run",
    "month",
    "date",
    "user",
    "file_type",
    "fileset",
];

/// A figure's CSV in machine form: a header ending in `series, value, unit,
/// estimated`, `estimated` true or false, and every cell of a column not in
/// [`CSV_TEXT_COLUMNS`] a number (`.` decimal, no grouping, no mark). The
/// number of such cells read, or what is wrong, with the file's `name`.
pub fn machine_csv(name: &str, text: &str) -> Result<usize, String> {
    let rows = parse_csv(text);
    let (header, records) = rows.split_first().ok_or(format!("{name}: empty"))?;
    if !header.ends_with(&["series", "value", "unit", "estimated"].map(String::from)) {
        return Err(format!("{name}: header {header:?}"));
    }
    let mut numbers = 0;
    for (i, r) in records.iter().enumerate() {
        for (col, cell) in header.iter().zip(r) {
            let ok = match col.as_str() {
                "estimated" => cell == "true" || cell == "false",
                c if CSV_TEXT_COLUMNS.contains(&c) => true,
                _ => {
                    numbers += 1;
                    cell.parse::<f64>().is_ok()
                }
            };
            if !ok {
                return Err(format!("{name}: record {}, column `{col}`: `{cell}`", i + 1));
            }
        }
    }
    Ok(numbers)
}
