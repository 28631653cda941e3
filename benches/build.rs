//! Build benchmark: the bundled reports in English and Italian, release
//! mode. The baseline measured in the same run is reading every input file
//! of the project into memory (the floor any build must pay); the build is
//! reported against it. Stage times of one build are printed first.
//!
//! Run: `cargo bench --bench build` (add `-- --quick` for a short run).

use criterion::{criterion_group, criterion_main, Criterion};
use pixreport::commands::build::{build, build_in_memory, BuildOptions, LangChoice};
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

fn options(out: &Path, langs: LangChoice) -> BuildOptions {
    BuildOptions {
        data: data(),
        out: out.to_path_buf(),
        langs,
        reports: vec![],
        dump_context: false,
        png: false,
    }
}

fn bench(c: &mut Criterion) {
    let tmp = tempfile::tempdir().unwrap();
    let en_it = LangChoice::Some(vec![Lang::En, Lang::It]);

    // Stage times of one build, for the record.
    let t = Instant::now();
    let rep = build(&options(&tmp.path().join("stages"), en_it.clone())).unwrap();
    println!(
        "one build (en+it): {:.1} ms, {} documents, {} figures",
        t.elapsed().as_secs_f64() * 1e3,
        rep.documents,
        rep.figures
    );
    for (stage, d) in &rep.timings {
        println!("  {stage:<16} {:>8.2} ms", d.as_secs_f64() * 1e3);
    }

    let mut g = c.benchmark_group("build");
    g.bench_function("baseline: read every input file", |b| {
        b.iter(|| {
            let mut n = 0;
            read_all(&data(), &mut n);
            n
        })
    });
    g.bench_function("en+it in memory", |b| {
        b.iter(|| build_in_memory(&options(tmp.path(), en_it.clone())).unwrap())
    });
    let out = tmp.path().join("out");
    g.bench_function("en+it written to disk", |b| {
        b.iter(|| build(&options(&out, en_it.clone())).unwrap())
    });
    let out_all = tmp.path().join("out-all");
    g.bench_function("all languages written to disk", |b| {
        b.iter(|| build(&options(&out_all, LangChoice::All)).unwrap())
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
