use clap::Parser;
use pixreport::cli::{Cli, Command};
use pixreport::commands;
use std::process::ExitCode;

/// Usage errors (unknown flag, bad value) exit with 64 (`EX_USAGE`), never
/// with 2, which `diff --fail-on-regression` reserves for a regression.
const EXIT_USAGE: u8 = 64;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            // A cause whose text an earlier line already shows (an error
            // that embeds its source) is not printed twice.
            let mut shown = vec![e.to_string()];
            for cause in e.chain().skip(1) {
                let c = cause.to_string();
                if shown.iter().any(|s| s.contains(&c)) {
                    continue;
                }
                eprintln!("  caused by: {c}");
                shown.push(c);
            }
            ExitCode::from(1)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Build(args) => {
            let opts = args.into_options().map_err(anyhow::Error::msg)?;
            let rep = commands::build::build(&opts)?;
            for w in &rep.warnings {
                eprintln!("warning: {w}");
            }
            println!(
                "built {} ({}, {}) into {}{}",
                count(rep.documents, "document", "documents"),
                count(rep.figures, "figure", "figures"),
                count(rep.files, "file", "files"),
                opts.out.display(),
                if rep.skipped {
                    ": unchanged since the last build, nothing rendered"
                } else {
                    ""
                }
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Diff(a) => {
            let lang: pixreport::model::Lang = a.lang.parse().map_err(anyhow::Error::msg)?;
            let opts = commands::diff::DiffOptions {
                baseline: a.baseline,
                current: a.current,
                report: a.report,
                lang,
                out: a.out,
                threshold: a.threshold,
                summary: a.summary,
                history: a.history,
            };
            let o = commands::diff::run(&opts)?;
            for w in &o.warnings {
                eprintln!("warning: {w}");
            }
            print!("{}", o.text);
            if !a.fail_on_regression {
                return Ok(ExitCode::SUCCESS);
            }
            Ok(match commands::diff::gate(&o.diff, a.allow_missing) {
                commands::diff::Gate::Pass => ExitCode::SUCCESS,
                commands::diff::Gate::Regression | commands::diff::Gate::Missing => ExitCode::from(2),
                commands::diff::Gate::NotComparable => {
                    eprintln!("error: --fail-on-regression: the two sides have nothing comparable");
                    ExitCode::from(3)
                }
            })
        }
        Command::Ingest(a) => {
            let opts = a.into_options().map_err(anyhow::Error::msg)?;
            let o = commands::ingest::run(&opts)?;
            // A large ingest builds many small allocations; the process is
            // about to exit, so freeing them one by one is wasted time.
            let o = std::mem::ManuallyDrop::new(o);
            for w in &o.warnings {
                eprintln!("warning: {w}");
            }
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
            } else {
                for p in &o.written {
                    eprintln!("wrote {}", p.display());
                }
            }
            for (id, t) in &o.tables {
                eprintln!(
                    "{id}: {} of {} {} in {} ({})",
                    count(t.points, "point", "points"),
                    t.tool,
                    t.tool_version.as_deref().unwrap_or("(version not in the logs)"),
                    t.unit,
                    commands::ingest::describe_operations(&t.operations)
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::New { dir } => {
            let files = commands::new::run(&dir)?;
            for f in &files {
                println!("created {}", f.display());
            }
            println!(
                "next: cd {0} && pixreport build  (then open {0}/output/index.html); \
                 your own logs: pixreport ingest LOGS --into {0}/my-report",
                dir.display()
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Scan(a) => {
            let opts = a.into_options().map_err(anyhow::Error::msg)?;
            if opts.print_gpfs_policy {
                print!("{}", pixreport::scan::GPFS_POLICY);
                return Ok(ExitCode::SUCCESS);
            }
            if let (true, Some((seed, files))) = (opts.emit_listing, opts.synthetic) {
                let mut out = std::io::BufWriter::new(std::io::stdout().lock());
                pixreport::scan::synthetic::synthetic_listing(seed, files, &mut out)?;
                std::io::Write::flush(&mut out)?;
                return Ok(ExitCode::SUCCESS);
            }
            let start = std::time::Instant::now();
            let (usage, csv) = commands::scan::run(&opts)?;
            if opts.output.is_none() {
                use std::io::Write;
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
        Command::Check { data } => {
            let data = pixreport::project::ProjectRoot::find(data).map_err(anyhow::Error::msg)?;
            let o = commands::check::check(&data)?;
            for w in &o.warnings {
                println!("warning: {w}");
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
            Ok(if o.problems.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
    }
}

/// `1 file`, `2 files`: the terminal lines are English; counts agree.
fn count(n: impl TryInto<u64>, one: &str, many: &str) -> String {
    let n: u64 = n.try_into().unwrap_or(u64::MAX);
    format!("{n} {}", if n == 1 { one } else { many })
}
