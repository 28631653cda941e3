use clap::Parser;
use pixreport::cli::Cli;
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
    match pixreport::commands::run(cli.command) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            // A cause whose text an earlier line already shows (an error
            // that embeds its source) is not printed twice.
            let mut shown = vec![e.to_string()];
            for c in e.chain().skip(1).map(ToString::to_string) {
                if !shown.iter().any(|s| s.contains(&c)) {
                    eprintln!("  caused by: {c}");
                    shown.push(c);
                }
            }
            ExitCode::from(1)
        }
    }
}
