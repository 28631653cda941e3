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
            for cause in e.chain().skip(1) {
                eprintln!("  caused by: {cause}");
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
                "built {} documents ({} figures, {} files) into {}",
                rep.documents,
                rep.figures,
                rep.files,
                opts.out.display()
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
            if o.written.is_empty() {
                print!("{}", o.table.csv);
            } else {
                for p in &o.written {
                    eprintln!("wrote {}", p.display());
                }
            }
            eprintln!(
                "{} files, {} points of {} {} in {} ({})",
                o.files,
                o.table.points,
                o.table.tool,
                o.table.tool_version.as_deref().unwrap_or(""),
                o.table.unit,
                o.table.operations.join(", ")
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::New { dir } => {
            let files = commands::new::run(&dir)?;
            for f in &files {
                println!("created {}", f.display());
            }
            println!(
                "next: pixreport build --data {0} --out {0}/output  (then open {0}/output/index.html)",
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
                "{} files, {} folders, {} symlinks, {} bytes, {} hard-link duplicates, {} unreadable in {:.2} s",
                t.files,
                t.dirs,
                t.symlinks,
                t.bytes,
                t.hardlink_duplicates,
                t.unreadable,
                start.elapsed().as_secs_f64()
            );
            for u in &usage.unreadable_examples {
                eprintln!("  unreadable: {}: {}", u.path.display(), u.error);
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Check { data } => {
            let o = commands::check::check(&data)?;
            for w in &o.warnings {
                println!("warning: {w}");
            }
            for p in &o.problems {
                println!("{p}");
            }
            println!(
                "checked {} reports, {} benchmarks: {} translation problems",
                o.reports,
                o.benchmarks,
                o.problems.len()
            );
            Ok(if o.problems.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
    }
}
