use super::*;
use crate::ingest::identity::{identity_keys, same_params, size_token};
use crate::ingest::raw;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn fixture(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/raw")
        .join(rel)
}

fn runs_of(files: &[&str]) -> Vec<SourceRun> {
    let mut out = Vec::new();
    for f in files {
        let path = fixture(f);
        let bytes = std::fs::read(&path).unwrap();
        for run in raw::parse(&path, &bytes, None).unwrap() {
            out.push(SourceRun {
                path: path.clone(),
                sha256: String::new(),
                run,
            });
        }
    }
    out
}

fn ids(groups: &[Group]) -> Vec<&str> {
    groups.iter().map(|g| g.id.as_str()).collect()
}

#[test]
fn fio_random_and_sequential_logs_are_separate_benchmarks() {
    let runs = runs_of(&[
        "fio/fio_randread_4k_nj1_jsonplus.json",
        "fio/fio_randread_4k_nj4_jsonplus.json",
        "fio/fio_seqread_1m_nj1_jsonplus.json",
        "fio/fio_seqread_1m_nj4_jsonplus.json",
        "fio/fio_seqwrite_1m_nj1_normal.txt",
        "fio/fio_seqwrite_1m_nj4_jsonplus.json",
    ]);
    let groups = group(&runs);
    // The normal-output write states neither `direct` nor the file size, the
    // JSON+ one does (64 MiB): not known to be the same workload, so apart.
    assert_eq!(
        ids(&groups),
        ["fio-randread-4k", "fio-read-1m", "fio-write-1m", "fio-write-1m-f64m"]
    );
    // Each JSON workload: one run at 1 job and one at 4 jobs, a series, not iterations.
    for (g, want) in groups.iter().zip([&[1, 4][..], &[1, 4], &[1], &[4]]) {
        let mut t: Vec<u32> = g.runs.iter().map(|&i| runs[i].run.points[0].threads).collect();
        t.sort();
        assert_eq!(t, want, "{}", g.id);
    }
}

/// Buffered and direct runs of one job, or runs on files of other sizes,
/// are other workloads, never repeats of one.
#[test]
fn fio_direct_and_file_size_set_workloads_apart() {
    let base = runs_of(&["fio/fio_randread_4k_nj1_jsonplus.json"]).remove(0);
    let mut buffered = copy(&base);
    buffered.run.params.insert("direct".into(), "0".into());
    let mut bigger = copy(&base);
    bigger.run.params.insert("file_size".into(), (1u64 << 30).to_string());
    let groups = group(&[copy(&base), buffered, bigger, copy(&base)]);
    assert_eq!(groups.len(), 3, "{:?}", ids(&groups));
    assert_eq!(groups[0].runs, [0, 3], "repeats of one job stay one workload");
}

#[test]
fn a_fio_job_file_with_four_jobs_is_four_workloads() {
    let runs = runs_of(&["fio/variants/fio_jobfile_4jobs_stonewall_normal.txt"]);
    let groups = group(&runs);
    assert_eq!(groups.len(), 4, "{:?}", ids(&groups));
    assert!(groups.iter().all(|g| g.runs.len() == 1));
    let rw: Vec<&str> = groups.iter().map(|g| g.workload.params["rw"].as_str()).collect();
    assert_eq!(rw, ["write", "read", "randread", "randrw"]);
}

#[test]
fn an_ior_script_with_three_tests_is_three_workloads() {
    let runs = runs_of(&["ior/4.1.0+dev/variants/ior_scriptfile_3tests_np2.txt"]);
    let groups = group(&runs);
    assert_eq!(ids(&groups), ["ior-shared-256k", "ior-shared-1m", "ior-fpp-4m"]);
}

#[test]
fn ior_text_and_json_of_one_workload_group_by_access_pattern() {
    let runs = runs_of(&[
        "ior/4.1.0+dev/ior_fpp_np1.txt",
        "ior/4.1.0+dev/ior_fpp_np4.json",
        "ior/4.1.0+dev/ior_shared_np1.json",
        "ior/4.1.0+dev/ior_shared_np4.txt",
    ]);
    let groups = group(&runs);
    assert_eq!(ids(&groups), ["ior-fpp-1m", "ior-shared-1m"]);
    assert!(groups.iter().all(|g| g.runs.len() == 2));
    let lines = describe(&groups);
    assert!(
        lines[0].starts_with("ior-fpp-1m: IOR 4.1.0+dev, 2 runs, threads 1, 4 (write, read); file_per_proc=true"),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains("file_per_proc=true"), "{}", lines[0]);
}

#[test]
fn different_versions_of_one_workload_get_distinct_ids() {
    let runs = runs_of(&["ior/3.3.0/ior_shared_np4.txt", "ior/4.1.0+dev/ior_shared_np4.txt"]);
    let groups = group(&runs);
    assert_eq!(ids(&groups), ["ior-shared-1m-3-3-0", "ior-shared-1m-4-1-0-dev"]);
}

#[test]
fn block_sizes_tell_ids_apart_before_versions() {
    let runs = runs_of(&[
        "ior/4.1.0+dev/ior_shared_np4.txt",
        "ior/4.1.0+dev/variants/ior_shared_np2_verbose_vv.txt",
        "ior/3.3.0/ior_shared_np4.txt",
    ]);
    let groups = group(&runs);
    assert_eq!(
        ids(&groups),
        [
            "ior-shared-1m-b16m-4-1-0-dev",
            "ior-shared-1m-b8m",
            "ior-shared-1m-b16m-3-3-0"
        ]
    );
}

#[test]
fn mdtest_file_sizes_are_separate_benchmarks() {
    let runs = runs_of(&[
        "mdtest/4.1.0+dev/mdtest_files_3K_np1.txt",
        "mdtest/4.1.0+dev/mdtest_files_3K_np4.txt",
        "mdtest/4.1.0+dev/mdtest_files_empty_np4.txt",
    ]);
    assert_eq!(ids(&group(&runs)), ["mdtest-3k", "mdtest-empty"]);
}

#[test]
fn iozone_random_and_sequential_are_separate() {
    let runs = runs_of(&[
        "iozone/3.465/iozone_rand_4k_32M_ops_t1.txt",
        "iozone/3.465/iozone_rand_4k_32M_ops_t4.txt",
        "iozone/3.465/iozone_seq_1M_64M_t1.txt",
        "iozone/3.465/iozone_seq_1M_64M_t4.txt",
    ]);
    let groups = group(&runs);
    assert_eq!(ids(&groups), ["iozone-random-4k", "iozone-seq-1m"]);
    assert!(groups.iter().all(|g| g.runs.len() == 2));
}

#[test]
fn command_lines_lose_launcher_path_process_count_and_output_format() {
    assert_eq!(
        normalise_command(
            Tool::Ior,
            "mpirun -np 4 /opt/ior/bin/ior -a POSIX -t 1m -N 4 -O summaryFormat=JSON"
        ),
        "ior -a POSIX -t 1m"
    );
    assert_eq!(
        normalise_command(Tool::Mdtest, "/bin/mdtest '-n' '10' '-F'"),
        "mdtest -n 10 -F"
    );
    assert_eq!(
        normalise_command(Tool::Iozone, "iozone -i0 -t 4 -F /a /b /c /d -r 1M"),
        "iozone -i0 -r 1M"
    );
    assert_eq!(
        normalise_command(Tool::Fio, "fio --rw=read --numjobs=4 --output-format=json+"),
        "fio --rw=read"
    );
    assert_eq!(
        normalise_command(
            Tool::Elbencho,
            "elbencho --hosts h1 h2 h3 --threads 8 --block 1m --csvfile a.csv --resfile a.out --write /d"
        ),
        "elbencho --hosts 3 --block 1m --write /d"
    );
    assert_eq!(
        normalise_command(
            Tool::Elbencho,
            "elbencho --hosts=h1,h2 -t 4 --livecsv l.csv --liveint 5000 -w /d"
        ),
        "elbencho --hosts 2 -w /d"
    );
    // Other -O options change the workload and stay.
    assert_eq!(
        normalise_command(Tool::Ior, "ior -O useO_DIRECT=1"),
        "ior -O useO_DIRECT=1"
    );
}

#[test]
fn ids_are_valid_and_sizes_readable() {
    assert_eq!(size_token("1048576").as_deref(), Some("1m"));
    assert_eq!(size_token("3072").as_deref(), Some("3k"));
    assert_eq!(size_token("1000").as_deref(), Some("1000"));
    assert_eq!(sanitise("IOR--x_4.1.0+dev-"), "ior-x-4-1-0-dev");
    assert!(crate::model::check_id(&sanitise(&"a".repeat(100))).is_ok());
}

/// The byte search for `random` in the ordering equals `str::contains`.
#[test]
fn random_ordering_found_as_contains_finds_it() {
    let mut rng = crate::rng::SplitMix64(0x0a0d_0a0d_0a0d_0a0d);
    let mut run = RawRun {
        tool: Tool::Ior,
        tool_version: None,
        command_line: None,
        params: BTreeMap::new(),
        points: Vec::new(),
        warnings: Vec::new(),
        first_line: 1,
        latency: Vec::new(),
    };
    let mut hits = 0;
    let parts = ["random", "ran", "dom", "r", "sequential", " ", "é"];
    for len in 0..8 {
        for _ in 0..2_000 {
            let o = rng.joined(&parts, len);
            run.params.insert("ordering".into(), o.clone());
            assert_eq!(is_random(&run), o.contains("random"), "{o:?}");
            hits += usize::from(o.contains("random"));
        }
    }
    assert!(hits > 0);
}

/// The walk over both parameter maps answers as a lookup per identity key
/// did, for every pair of fixture runs (and each run with a parameter
/// changed or dropped).
#[test]
fn same_params_equals_a_lookup_per_key() {
    let mut runs: Vec<RawRun> = (raw::fixture_walk::files("").iter())
        .filter_map(|p| raw::parse_file(p, None).ok())
        .flatten()
        .collect();
    let mut more = Vec::new();
    for r in &runs {
        for k in identity_keys(r.tool) {
            let mut changed = r.clone();
            changed.params.insert(k.to_string(), "x".into());
            more.push(changed);
            let mut dropped = r.clone();
            dropped.params.remove(*k);
            more.push(dropped);
        }
    }
    runs.extend(more);
    assert!(runs.len() > 500, "{} runs", runs.len());
    let mut same = 0;
    for a in runs.iter().step_by(3) {
        let w = workload_of(a);
        for b in runs.iter().filter(|b| b.tool == a.tool) {
            let want = identity_keys(b.tool)
                .iter()
                .all(|k| w.params.get(*k) == b.params.get(*k));
            assert_eq!(same_params(&w, b), want, "{:?} / {:?}", w.params, b.params);
            same += usize::from(want);
        }
    }
    assert!(same > 100, "{same}");
}

/// Copies of one IOR run that differ in the API, in a flag, and only in the
/// command line: ids from content, the same whatever the order.
fn variants() -> Vec<SourceRun> {
    let base = runs_of(&["ior/3.3.0/ior_shared_np4.txt"]).remove(0);
    let mut mpiio = copy(&base);
    mpiio.run.params.insert("api".into(), "MPIIO".into());
    let mut fpp = copy(&base);
    fpp.run.params.insert("segments".into(), "8".into());
    let mut fsync = copy(&base);
    let cmd = base.run.command_line.clone().unwrap();
    fsync.run.command_line = Some(format!("{cmd} -e"));
    vec![base, mpiio, fpp, fsync]
}

fn copy(r: &SourceRun) -> SourceRun {
    SourceRun {
        path: r.path.clone(),
        sha256: r.sha256.clone(),
        run: r.run.clone(),
    }
}

#[test]
fn ids_come_from_content_not_from_the_order_logs_are_found_in() {
    let runs = variants();
    let forward = group(&runs);
    let mut ids_forward: Vec<(String, Workload)> = forward.iter().map(|g| (g.id.clone(), g.workload.clone())).collect();
    let reversed: Vec<SourceRun> = runs.iter().rev().map(copy).collect();
    let mut ids_reversed: Vec<(String, Workload)> = group(&reversed)
        .iter()
        .map(|g| (g.id.clone(), g.workload.clone()))
        .collect();
    ids_forward.sort_by(|a, b| a.1.cmp(&b.1));
    ids_reversed.sort_by(|a, b| a.1.cmp(&b.1));
    assert_eq!(ids_forward, ids_reversed);
    // The parameters that differ name the workload; only the one that
    // differs by its command alone (and the base it is twin to) carries a digest.
    let names = ids(&forward);
    assert_eq!(names.len(), 4);
    assert_eq!(names[1], "ior-shared-1m-mpiio-segments-1");
    assert_eq!(names[2], "ior-shared-1m-posix-segments-8");
    let hex = |id: &str| {
        id.rsplit('-')
            .next()
            .is_some_and(|w| w.len() == 6 && w.bytes().all(|b| b.is_ascii_hexdigit()))
    };
    assert!(hex(names[0]) && hex(names[3]) && names[0] != names[3], "{names:?}");
    assert!(!hex(names[1]) && !hex(names[2]), "{names:?}");
}

/// A public elbencho sweep (4 hosts x 1-32 threads, one CSV per thread
/// count, two Slurm jobs on other nodes): one benchmark with one id in both.
#[test]
fn an_elbencho_thread_sweep_on_other_hosts_is_one_workload_with_one_id() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/calibration/data/public-elbencho-cgpu-vast");
    let ids_of = |run: &str| {
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join(run))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        let runs: Vec<SourceRun> = (files.iter())
            .flat_map(|p| raw::parse(p, &std::fs::read(p).unwrap(), None).unwrap())
            .map(|run| SourceRun {
                path: PathBuf::new(),
                sha256: String::new(),
                run,
            })
            .collect();
        let groups = group(&runs);
        assert_eq!(groups.len(), 1, "{run}: {:?}", ids(&groups));
        assert_eq!(groups[0].table.threads(), [4, 8, 16, 32, 64, 96, 128], "{run}");
        groups[0].id.clone()
    };
    assert_eq!(ids_of("run-01"), "elbencho-seq-1m");
    assert_eq!(ids_of("run-02"), "elbencho-seq-1m");
}

/// IOzone's auto mode is a grid of every test, sequential and random, in
/// one process: `iozone-auto`, not `iozone-random` (issue 43 item 6).
#[test]
fn iozone_auto_mode_is_named_for_what_it_is() {
    let runs = runs_of(&["iozone/3.465/variants/iozone_auto_a_n1M_g16M_i0i1i2.txt"]);
    assert_eq!(ids(&group(&runs)), ["iozone-auto"]);
    assert!(crate::ingest::is_auto_mode(&runs[0].run));
    let throughput = runs_of(&["iozone/3.465/iozone_seq_1M_64M_t4.txt"]);
    assert!(!crate::ingest::is_auto_mode(&throughput[0].run));
}

#[test]
fn ior_csv_runs_are_of_unknown_access_pattern_never_shared_by_default() {
    let runs = runs_of(&[
        "ior/4.1.0+dev/ior_fpp_np4.csv",
        "ior/4.1.0+dev/ior_shared_np4.csv",
        "ior/4.1.0+dev/ior_fpp_np4.txt",
    ]);
    assert!(runs[0]
        .run
        .warnings
        .iter()
        .any(|w| w.contains("states no access pattern")));
    let groups = group(&runs);
    assert_eq!(ids(&groups), ["ior-access-unknown-1m", "ior-fpp-1m"]);
}

/// The phases of one IO500 run: each workload's write, read, stat and
/// delete logs are one benchmark, its phases the columns.
#[test]
fn phases_of_one_workload_are_its_columns() {
    let dir = "public/io500/runs/lcpq_ampere_beegfs_2023_sub686";
    let files: Vec<String> = ["ior-easy-write", "ior-easy-read", "ior-hard-write", "ior-hard-read"]
        .iter()
        .chain(&["mdtest-easy-write", "mdtest-easy-stat", "mdtest-easy-delete"])
        .chain(&[
            "mdtest-hard-write",
            "mdtest-hard-read",
            "mdtest-hard-stat",
            "mdtest-hard-delete",
        ])
        .map(|p| format!("{dir}/{p}.txt"))
        .collect();
    // Found in name order, as a folder walk finds them.
    let mut files = files;
    files.sort();
    let runs = runs_of(&files.iter().map(String::as_str).collect::<Vec<_>>());
    let groups = group(&runs);
    // Named as IO500 names them (the per-phase CSVs on their command lines).
    assert_eq!(ids(&groups), ["ior-easy", "ior-hard", "mdtest-easy", "mdtest-hard"]);
    let ops: Vec<Vec<&str>> = (groups.iter())
        .map(|g| g.table.operations().iter().map(String::as_str).collect())
        .collect();
    assert_eq!(ops[0], ["write", "read"]);
    assert_eq!(
        ops[3],
        ["create", "tree-create", "stat", "read", "remove", "tree-remove"]
    );
    // The runs in phase order too, for `--into`: ior-easy-write, -read;
    // mdtest-hard-write, -stat, -read, -delete (their names sort delete,
    // read, stat, write).
    assert_eq!(groups[0].runs, [1, 0]);
    assert_eq!(groups[3].runs, [10, 9, 8, 7]);
}

/// Two IO500 submissions of one system (Clemson's, 2018-08-28 at 11:51 at
/// 16 processes and at 13:49 at 64): each workload once per submission, its
/// id tagged with the run's date stamp from the command lines, the same ids
/// whatever the order the logs come in; the later is compared with the
/// earlier, each at its one process count (64 against 16).
#[test]
fn io500_submissions_are_told_apart_by_their_date_stamp() {
    let mut files: Vec<String> = ["sub135", "sub149"]
        .iter()
        .flat_map(|sub| {
            let dir = fixture(&format!("public/io500/runs/clemson_ofsdev_2019_{sub}"));
            let names: Vec<String> = std::fs::read_dir(&dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with("ior_") || n.starts_with("mdtest_"))
                .map(|n| format!("public/io500/runs/clemson_ofsdev_2019_{sub}/{n}"))
                .collect();
            names
        })
        .collect();
    let mut seen: Vec<Vec<String>> = Vec::new();
    for reverse in [false, true] {
        files.sort();
        if reverse {
            files.reverse();
        }
        let groups = group(&runs_of(&files.iter().map(String::as_str).collect::<Vec<_>>()));
        let mut got: Vec<String> = groups.iter().map(|g| g.id.clone()).collect();
        got.sort();
        seen.push(got);
        let pairs = submission_pairs(&groups);
        let current: Vec<&str> = pairs.iter().map(|p| p.current.as_str()).collect();
        assert_eq!(
            current,
            [
                "ior-easy-2018-08-28-1349",
                "ior-hard-2018-08-28-1349",
                "mdtest-easy-2018-08-28-1349",
                "mdtest-hard-2018-08-28-1349"
            ]
        );
        assert_eq!(pairs[0].baseline, "ior-easy-2018-08-28-1151");
        assert_eq!(pairs[0].current_label, "ior-easy 2018-08-28 13:49");
        assert!(pairs.iter().all(|p| p.refused.is_none() && p.across == Some([16, 64])));
        assert!(pairs.iter().all(|p| !p.order_unknown), "dated");
    }
    assert_eq!(seen[0], seen[1]);
    assert_eq!(seen[0].len(), 8, "{:?}", seen[0]);
}

/// Two runs that differ only in phase options but measured the same
/// operation stay apart: joined, they would be averaged.
#[test]
fn phase_options_do_not_join_runs_of_one_operation() {
    let path = fixture("public/io500/runs/lcpq_ampere_beegfs_2023_sub686/ior-easy-write.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let other = text.replace(" -D 300", "");
    assert_ne!(text, other);
    let runs: Vec<SourceRun> = [text, other]
        .iter()
        .flat_map(|t| raw::parse(&path, t.as_bytes(), None).unwrap())
        .map(|run| SourceRun {
            path: path.clone(),
            sha256: String::new(),
            run,
        })
        .collect();
    assert_eq!(group(&runs).len(), 2);
}

/// Runs parsed from texts, all as if read from `path`.
fn runs_of_texts(path: &Path, texts: &[String]) -> Vec<SourceRun> {
    (texts.iter())
        .flat_map(|t| raw::parse(path, t.as_bytes(), None).unwrap())
        .map(|run| SourceRun {
            path: path.to_path_buf(),
            sha256: String::new(),
            run,
        })
        .collect()
}

/// ARCHER's mdtest strong-scaling sweep: `-n` = ⌊1048576 ÷ tasks⌋ over 1…64
/// nodes (24 tasks each) is one series, not one benchmark per node count.
#[test]
fn a_fixed_total_mdtest_sweep_is_one_series() {
    let nodes = [
        "1nodes_201711251615",
        "2nodes_201711250820",
        "4nodes_201711241001",
        "16nodes_201711241108",
        "32nodes_201711241600",
        "64nodes_201711242301",
    ];
    let files: Vec<String> = (nodes.iter())
        .map(|n| format!("public/mdtest/hpcuk_archer_mdtest_mp-mf-md_1048576_{n}.log"))
        .chain(["public/mdtest/archer_mdtest-1.9.3_mp-mf-md_8nodes.log".to_string()])
        .collect();
    let runs = runs_of(&files.iter().map(String::as_str).collect::<Vec<_>>());
    let groups = group(&runs);
    assert_eq!(ids(&groups), ["mdtest-empty"]);
    assert_eq!(groups[0].table.threads(), [24, 48, 96, 192, 384, 768, 1536]);
    let w = &groups[0].workload.params;
    assert_eq!(w.get("items_per_task"), None);
    // 43690 × 24 … 682 × 1536: the totals ⌊total ÷ tasks⌋ allows.
    assert_eq!(w["fixed_total_items"], "1048560-1048583");
    // Another per-task count at one of the sizes: not that sweep.
    let path = fixture("public/mdtest/hpcuk_archer_mdtest_mp-mf-md_1048576_2nodes_201711250820.log");
    let two = std::fs::read_to_string(&path).unwrap();
    let one = std::fs::read_to_string(fixture(&files[0])).unwrap();
    let runs = runs_of_texts(&path, &[one, two.replace("-n 21845", "-n 20000")]);
    assert_eq!(group(&runs).len(), 2);
}

/// IOR at 1 task with a 64 MiB block and at 4 tasks with 16 MiB (block ×
/// tasks constant) is one series; 32 MiB at 1 task is not (the logs: the
/// real 1- and 4-task runs, the 1-task one's block rewritten).
#[test]
fn a_fixed_total_ior_sweep_is_one_series() {
    let path = fixture("ior/4.1.0+dev/ior_shared_np1.txt");
    let np1 = std::fs::read_to_string(&path).unwrap();
    let np4 = std::fs::read_to_string(fixture("ior/4.1.0+dev/ior_shared_np4.txt")).unwrap();
    // The block as the command line, the options, the rows and the summary state it.
    let with_block = |t: &str, b: u64| {
        (t.replace("-b 16m", &format!("-b {b}m")))
            .replace("16 MiB", &format!("{b} MiB"))
            .replace(" 16384 ", &format!(" {} ", b << 10))
            .replace("16777216", &(b << 20).to_string())
    };
    let strong = runs_of_texts(&path, &[with_block(&np1, 64), np4.clone()]);
    let groups = group(&strong);
    assert_eq!(groups.len(), 1);
    assert_eq!(
        groups[0].workload.params["fixed_total_bytes"],
        (64u64 << 20).to_string()
    );
    let neither = runs_of_texts(&path, &[with_block(&np1, 32), np4]);
    assert_eq!(group(&neither).len(), 2);
}

/// A refusal names each parameter that differs, with every value.
#[test]
fn differences_list_each_parameter_with_its_values() {
    let runs = runs_of(&[
        "mdtest/4.1.0+dev/mdtest_files_3K_np4.txt",
        "mdtest/4.1.0+dev/mdtest_files_empty_np4.txt",
    ]);
    let groups = group(&runs);
    let d = differences(&groups);
    assert!(
        d.contains(&"file_size: 3072 (mdtest-3k), not set (mdtest-empty)".to_string()),
        "{d:?}"
    );
}

/// `--split-by queue_depth`: an fio iodepth sweep at 1, 2 and 4 jobs, one
/// benchmark by default (a column per depth), becomes a benchmark per
/// depth, each a series over the jobs.
#[test]
fn split_by_sets_apart_runs_that_detection_joins() {
    let mut files: Vec<String> = (["1", "2", "4", "8", "16", "32", "64"].iter())
        .flat_map(|q| (["1", "2", "4"].iter()).map(move |j| format!("fio/sweep/fio_randread_4k_qd{q}_nj{j}.json")))
        .collect();
    files.sort();
    let runs = runs_of(&files.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(ids(&group(&runs)), ["fio-randread-4k"]);
    let split = Overrides {
        split: vec!["queue_depth".into()],
        ..Overrides::default()
    };
    let groups = group_with(&runs, &split).unwrap();
    // In the order the files are found: qd16 sorts before qd2.
    let want: Vec<String> = (["16", "1", "2", "32", "4", "64", "8"].iter())
        .map(|q| format!("fio-randread-4k-queue-depth-{q}"))
        .collect();
    assert_eq!(ids(&groups), want);
    for g in &groups {
        assert_eq!(g.table.threads(), [1, 2, 4], "{}", g.id);
        assert_eq!(g.table.operations(), ["read"], "{}", g.id);
    }
}

/// `--join-across unique_dir_per_task`: ARCHER's mdtest at 32 nodes in one
/// shared directory and in a directory per task (`-u`), two workloads by
/// default, are one when the user says the layout does not matter: the
/// runs at 768 tasks become two iterations.
#[test]
fn join_across_makes_workloads_that_differ_in_one_parameter_one() {
    let runs = runs_of(&[
        "public/mdtest/hpcuk_archer_mdtest_mp-mf-md_1048576_32nodes_201711241600.log",
        "public/mdtest/hpcuk_archer_mdtest_mp-mf-sd_1048576_32nodes_201711241600.log",
    ]);
    let apart = group(&runs);
    assert_eq!(apart.len(), 2);
    assert!(
        differences(&apart)
            .iter()
            .any(|d| d.starts_with("unique_dir_per_task: ")),
        "{:?}",
        differences(&apart)
    );
    let join = Overrides {
        join: vec!["unique_dir_per_task".into()],
        ..Overrides::default()
    };
    let groups = group_with(&runs, &join).unwrap();
    assert_eq!(groups.len(), 1);
    let g = &groups[0];
    assert_eq!((g.count, g.runs.as_slice()), (2, &[0, 1][..]));
    assert!(!g.workload.params.contains_key("unique_dir_per_task"));
    assert!(!g.workload.command.as_deref().unwrap().contains("-u"));
    let table = g.table.finish(crate::model::Unit::OpsPerSec, None).unwrap();
    let create: Vec<f64> = (runs.iter())
        .map(|r| r.run.points.iter().find(|p| p.operation == "create").unwrap().value)
        .collect();
    assert!(table
        .csv
        .lines()
        .nth(1)
        .unwrap()
        .contains(&crate::ingest::values::csv_number(create[0])));
    assert!(table
        .csv
        .lines()
        .nth(2)
        .unwrap()
        .contains(&crate::ingest::values::csv_number(create[1])));
    // A parameter no log states is named, with those they do.
    let typo = Overrides {
        split: vec!["unique_dir".into()],
        ..Overrides::default()
    };
    let e = group_with(&runs, &typo).err().unwrap();
    assert!(
        e.starts_with("--split-by unique_dir: no log states a parameter 'unique_dir'; they state: ")
            && e.contains("unique_dir_per_task"),
        "{e}"
    );
}

/// Undated summaries are ordered by the IO500 list their release was made
/// for (the version line), not by score; where the releases do not tell
/// (the same one, or none, as in the script's summaries) the order is
/// marked unknown and the lower score is the baseline.
#[test]
fn undated_io500_summaries_are_ordered_by_release_else_marked_unknown() {
    let read = |f: &str| std::fs::read_to_string(fixture(&format!("public/io500/{f}"))).unwrap();
    let dkrz_file = "io500_2021_dkrz_mistral_result_summary.txt";
    let dkrz = read(dkrz_file);
    let core42 = read("io500_2025_core42_maximus_result_summary.txt");
    let path = fixture("public/io500/submissions.txt");
    let (later, same) = (dkrz.replace("isc21", "isc26"), core42.replace("sc25", "isc21"));
    // (summaries, the later's label after the workload, order unknown): DKRZ's
    // lower score comes later when made with a later release than Core42's.
    for (texts, label, unknown) in [
        ([core42.clone(), dkrz.clone()], "io500-sc25 (TOTAL 666.701247)", false),
        ([core42, later], "io500-isc26 (TOTAL 5.219629)", false),
        ([same, dkrz], "io500-isc21 (TOTAL 666.701247)", true),
    ] {
        let pairs = submission_pairs(&group(&runs_of_texts(&path, &texts)));
        assert_eq!(pairs.len(), 2, "bandwidth and metadata");
        assert_eq!(pairs[0].current_label, format!("io500-bandwidth {label}"));
        let ok = |p: &Pair| p.order_unknown == unknown && p.refused.is_none() && p.across.is_none();
        assert!(pairs.iter().all(ok));
    }
    // Core42's result.txt states 960 processes, a summary none (put at 1).
    let texts = [read("io500_2025_core42_maximus_result.txt"), read(dkrz_file)];
    let pairs = submission_pairs(&group(&runs_of_texts(&path, &texts)));
    let why = Some("an IO500 summary states no process count");
    assert!(pairs.len() == 2 && pairs.iter().all(|p| p.refused == why));
}

/// A `result.txt` whose `result-dir` has no date stamp is dated by its
/// `; START` line.
#[test]
fn a_result_txt_is_dated_by_its_start_line() {
    let path = fixture("public/io500/io500_2023_asu_sol_result.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let undated = text.replacen("results/2023.03.22-18.10.33\n", "results\n", 1);
    assert_ne!(text, undated);
    for (t, date) in [(text, "2023.03.22-18.10.33"), (undated, "2023.03.22-18.10.35")] {
        let runs = runs_of_texts(&path, &[t]);
        assert_eq!(runs[0].run.params.get("date").map(String::as_str), Some(date));
    }
}
