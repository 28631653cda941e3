//! Each subcommand from its parsed arguments to its terminal lines and
//! exit status: the options resolved, the command run, what it did said.

use super::ingest::IngestOptions;
use crate::cli::{BuildArgs, Command, DiffArgs, ScanArgs};
use crate::project::ProjectRoot;
use anyhow::Result;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Runs one subcommand.
pub fn run(command: Command) -> Result<ExitCode> {
    match command {
        Command::Build(a) => build(a),
        Command::Diff(a) => diff(a),
        Command::Ingest(a) => ingest(a),
        Command::New { dir } => new(&dir),
        Command::Scan(a) => scan(a),
        Command::Serve(a) => super::serve::serve(a.into_options().map_err(anyhow::Error::msg)?),
        Command::Check { data, acceptance } => check(data, acceptance),
    }
}

fn build(args: BuildArgs) -> Result<ExitCode> {
    let opts = args.into_options().map_err(anyhow::Error::msg)?;
    let rep = super::build::build(&opts)?;
    warn(&rep.warnings);
    let how = if rep.skipped {
        ": unchanged since the last build, nothing rendered".to_string()
    } else if rep.rendered_reports < rep.reports {
        let n = rep.rendered_reports;
        format!(
            ": {n} of {} rendered, the others unchanged since the last build",
            count(rep.reports, "report", "reports")
        )
    } else {
        String::new()
    };
    println!(
        "built {} ({}, {}) into {}{how}",
        count(rep.documents, "document", "documents"),
        count(rep.figures, "figure", "figures"),
        count(rep.files, "file", "files"),
        opts.out.display(),
    );
    Ok(ExitCode::SUCCESS)
}

fn diff(a: DiffArgs) -> Result<ExitCode> {
    let gating = a.fail_on_regression || a.fail_on_unconfirmed;
    let o = match super::diff::run(&a) {
        Ok(o) => o,
        Err(e) if gating && super::diff::is_other_report(&e) => {
            eprintln!("error: {e}");
            return Ok(ExitCode::from(3));
        }
        Err(e) => return Err(e),
    };
    for n in &o.notes {
        eprintln!("{n}");
    }
    warn(&o.warnings);
    print!("{}", o.text);
    if !gating {
        return Ok(ExitCode::SUCCESS);
    }
    Ok(ExitCode::from(super::diff::gate(
        &o.diff,
        a.allow_missing,
        a.fail_on_unconfirmed,
    )))
}

fn ingest(opts: IngestOptions) -> Result<ExitCode> {
    let o = super::ingest::run(&opts)?;
    // A large ingest builds many small allocations; the process is
    // about to exit, so freeing them one by one is wasted time.
    let o = std::mem::ManuallyDrop::new(o);
    warn(&o.warnings);
    eprintln!(
        "read {} from {}; {}:",
        count(o.runs, "run", "runs"),
        count(o.files, "file", "files"),
        count(o.grouping.len(), "workload", "workloads")
    );
    for g in &o.grouping {
        eprintln!("  {g}");
    }
    if o.written.is_empty() {
        for (_, t) in &o.tables {
            print!("{}", t.csv);
        }
    }
    for p in &o.written {
        eprintln!("wrote {}", p.display());
    }
    for (id, t) in &o.tables {
        eprintln!(
            "{id}: {} of {} {} in {} ({})",
            count(t.points, "point", "points"),
            t.tool,
            t.tool_version.as_deref().unwrap_or("(version not in the logs)"),
            t.unit,
            super::ingest::describe_operations(&t.operations)
        );
    }
    if o.skipped.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    for s in &o.skipped {
        eprintln!("skipped: {s}");
    }
    eprintln!(
        "{} could not be read and {} skipped; the others were ingested (exit status {EXIT_SKIPPED})",
        count(o.skipped.len(), "file", "files"),
        if o.skipped.len() == 1 { "was" } else { "were" }
    );
    Ok(ExitCode::from(EXIT_SKIPPED))
}

/// `ingest` read some files of its folders and skipped others it could not
/// read or parse (each named on standard error).
const EXIT_SKIPPED: u8 = 4;

fn new(dir: &Path) -> Result<ExitCode> {
    for f in &super::new::run(dir)? {
        println!("created {}", f.display());
    }
    println!(
        "next: cd {0} && pixreport build  (then open {0}/output/index.html); \
         your own logs: pixreport ingest LOGS --into {0}/my-report",
        dir.display()
    );
    Ok(ExitCode::SUCCESS)
}

fn scan(a: ScanArgs) -> Result<ExitCode> {
    let opts = super::scan::options(&a)?;
    if a.print_gpfs_policy {
        print!("{}", crate::scan::GPFS_POLICY);
        return Ok(ExitCode::SUCCESS);
    }
    if let (true, Some(seed)) = (a.emit_listing, a.synthetic) {
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        crate::scan::synthetic::synthetic_listing(seed, a.files, &mut out)?;
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let start = std::time::Instant::now();
    let (usage, csv) = super::scan::run(&a, opts)?;
    if a.output.is_none() {
        std::io::stdout().write_all(&csv)?;
    }
    let t = usage.totals;
    eprintln!(
        "{}, {}, {}, {}, {}, {} unreadable in {:.2} s",
        count(t.files, "file", "files"),
        count(t.dirs, "folder", "folders"),
        count(t.symlinks, "symlink", "symlinks"),
        count(t.bytes, "byte", "bytes"),
        count(t.hardlink_duplicates, "hard-link duplicate", "hard-link duplicates"),
        t.unreadable,
        start.elapsed().as_secs_f64()
    );
    for u in &usage.unreadable_examples {
        eprintln!("  unreadable: {}: {}", u.path.display(), u.error);
    }
    Ok(ExitCode::SUCCESS)
}

fn check(data: Option<PathBuf>, acceptance: bool) -> Result<ExitCode> {
    let data = ProjectRoot::find(data).map_err(anyhow::Error::msg)?;
    let o = super::check::check(&data)?;
    for w in &o.warnings {
        println!("warning: {w}");
    }
    for c in &o.caveats {
        println!("caveat: {c}");
    }
    if acceptance {
        for (line, _) in &o.acceptance {
            println!("acceptance: {line}");
        }
    }
    for p in &o.problems {
        println!("{p}");
    }
    println!(
        "checked {}, {}: {}",
        count(o.reports, "report", "reports"),
        count(o.benchmarks, "benchmark", "benchmarks"),
        count(o.problems.len(), "translation problem", "translation problems")
    );
    Ok(if !o.problems.is_empty() {
        ExitCode::from(1)
    } else if acceptance && o.acceptance.iter().any(|(_, passed)| !passed) {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

fn warn(warnings: &[String]) {
    for w in warnings {
        eprintln!("warning: {w}");
    }
}

/// `1 file`, `2 files`: the terminal lines are English; counts agree.
fn count(n: impl TryInto<u64>, one: &str, many: &str) -> String {
    let n: u64 = n.try_into().unwrap_or(u64::MAX);
    format!("{n} {}", if n == 1 { one } else { many })
}
