//! Build benchmark: the bundled reports in English and Italian, release
//! mode. The baseline measured in the same run is reading every input file
//! of the project into memory (the floor any build must pay); the build is
//! reported against it. Stage times of one build are printed first. Each
//! "to disk" iteration is a first build into an emptied folder (emptied
//! untimed): into its own last output, a build finds nothing changed and
//! skips rendering.
//!
//! Run: `cargo bench --bench build` (add `-- --quick` for a short run).

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use pixreport::commands::build::{build, BuildOptions, LangChoice};
use pixreport::model::Lang;
use std::path::{Path, PathBuf};
use std::time::Instant;

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data")
}

fn read_all(dir: &Path, total: &mut usize) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            read_all(&p, total);
        } else {
            *total += std::fs::read(&p).unwrap().len();
        }
    }
}

fn options(out: &Path, langs: LangChoice, reports: &[&str], png: bool) -> BuildOptions {
    BuildOptions {
        data: pixreport::project::ProjectRoot::at(data()),
        out: out.to_path_buf(),
        langs,
        reports: reports.iter().map(|r| r.to_string()).collect(),
        dump_context: false,
        png,
        pdf: false,
        history: None,
        base_url: None,
        source_date_epoch: None,
        keep_lists: false,
    }
}

fn stages(label: &str, opts: &BuildOptions) {
    let t = Instant::now();
    let rep = build(opts).unwrap();
    println!(
        "{label}: {:.1} ms, {} documents, {} figures",
        t.elapsed().as_secs_f64() * 1e3,
        rep.documents,
        rep.figures
    );
    for (stage, d) in &rep.timings {
        println!("  {stage:<16} {:>8.2} ms", d.as_secs_f64() * 1e3);
    }
}

/// One first build per iteration, into `o.out` emptied beforehand (untimed).
fn first(o: &BuildOptions) -> impl FnMut(&mut criterion::Bencher) + '_ {
    move |b| {
        b.iter_batched(
            || drop(std::fs::remove_dir_all(&o.out)),
            |()| build(o).unwrap(),
            BatchSize::PerIteration,
        )
    }
}

fn bench(c: &mut Criterion) {
    let tmp = tempfile::tempdir().unwrap();
    let en_it = LangChoice::Some(vec![Lang::En, Lang::It]);
    let one = ["pixstor-2019"];

    // Stage times of one build each, for the record.
    stages(
        "pixstor-2019, en+it",
        &options(&tmp.path().join("s1"), en_it.clone(), &one, false),
    );
    stages(
        "all reports, all languages",
        &options(&tmp.path().join("s2"), LangChoice::All, &[], false),
    );
    stages(
        "all reports, all languages, --png",
        &options(&tmp.path().join("s3"), LangChoice::All, &[], true),
    );

    let mut g = c.benchmark_group("build");
    g.bench_function("baseline: read every input file", |b| {
        b.iter(|| {
            let mut n = 0;
            read_all(&data(), &mut n);
            n
        })
    });
    let o = options(&tmp.path().join("out1"), en_it.clone(), &one, false);
    g.bench_function("pixstor-2019 en+it to disk", first(&o));
    let o = options(&tmp.path().join("out2"), LangChoice::All, &[], false);
    g.bench_function("all reports, all languages to disk", first(&o));
    g.finish();

    let mut g = c.benchmark_group("build-png");
    g.sample_size(10);
    let o = options(&tmp.path().join("out3"), LangChoice::All, &[], true);
    g.bench_function("all reports, all languages, --png, to disk", first(&o));
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
