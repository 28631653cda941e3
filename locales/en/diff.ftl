## pixreport — English (source language).
## Every string the tool writes into a document comes from these files, one
## per area (document, observations, figures, latency, analytics, diff, site,
## pdf); a message may move between them freely. Variables
## holding numbers are formatted by ICU4X for the language; `$unit` is a unit
## symbol (GB/s, IOPS, op/s); `$op` is a plural subject from op-subject-*.

verdict-regressed = regressed
verdict-mixed = mixed
verdict-improved = improved
verdict-unchanged = no significant change
verdict-inconclusive = not tested
verdict-unconfirmed-regression = unconfirmed regression (not tested)
verdict-unconfirmed-improvement = unconfirmed improvement (not tested)
verdict-not-comparable = not comparable
diff-baseline = Baseline
diff-current = Current
diff-col-verdict = Verdict
diff-title = { $report }: current run against the baseline
diff-intro = Baseline: { $baseline }. Current run: { $current }. Overall verdict: { $verdict ->
    [regressed] at least one series regressed.
    [improved] some series improved and none regressed.
    [mixed] some series improved and others regressed.
    [unchanged] no significant change: every point was tested and none changed beyond noise and tolerance.
    [inconclusive] no verdict: some points could not be tested (no estimate of the noise between runs: give --history or declare noise_cv) and no change was confirmed.
   *[other] nothing could be compared.
}
diff-missing = Missing from the current run: { $list }. { $count ->
    [one] It was measured
   *[other] They were measured
} in the baseline; a missing series fails the gate unless --allow-missing is given.
diff-summary-missing = **Missing from the current run:** { $list }
diff-only-benchmarks = { $side ->
    [baseline] Only in the baseline, not compared: { $list }.
   *[current] Only in the current run, not compared: { $list }.
}
diff-series-verdict = { $verdict ->
    [regressed] { $op } regressed { $at }.
    [improved] { $op } improved { $at }.
    [mixed] { $op } moved both ways: { $count } thread counts changed.
   *[other] { $op } could not be compared.
}
diff-no-change = { $op }: no significant change (within noise ±{ $noise }%){ $ruled_out ->
    [yes] ; a change of ±{ $threshold }% is ruled out.
    [runs] ; ruling out ±{ $threshold }% would take about { $runs } earlier runs (--history).
    [never] ; no history can rule out ±{ $threshold }%: one run alone varies more.
   *[no] .
}
diff-untested = { $op }: { $scope ->
    [all] could not be tested
   *[some] { $count } of { $total } points could not be tested
} (no estimate of the noise between runs: give --history or declare noise_cv).
diff-unconfirmed = { $op } { $sign ->
    [up] rose
   *[down] fell
} { $count ->
    [one] { $pct }%
   *[other] by up to { $pct }%
} { $at }, beyond the { $threshold }% tolerance, but this could not be confirmed: there is no estimate of the noise between runs. { $verdict ->
    [regression] If it is real, it is a regression.
   *[improvement] If it is real, it is an improvement.
}
diff-operation = { $op } { $verdict ->
    [regressed] regressed
   *[improved] improved
} as a whole: median change { $change }% (95% interval { $low }% … { $high }%), { $beyond } of { $points } { $points ->
    [one] point
   *[other] points
} beyond the { $threshold }% tolerance, { $extent }.
diff-range = { $span ->
    [one] { $from }
   *[range] { $from } to { $to }
}
diff-extent-threads = { $span ->
    [range] from { $from } to { $to } threads
   *[list] at { $list } { $last ->
        [1] thread
       *[other] threads
    }
}
diff-extent-axis = { $axis } { $range }
diff-at-cells = in { $count } of { $total } cells ({ $extent })
diff-not-comparable = Not compared, not the same workload: { $list }.
diff-not-comparable-item = { $what } ({ $why ->
    [series] no thread count in common
   *[benchmark] another tool or kind of benchmark
})
diff-not-produced = Not produced by the current run's tool version, so not counted as missing: { $list }.
diff-not-produced-item = { $what } ({ $tool } { $version }; the baseline's { $baseline_version } produced it)
diff-workload-differs = { $benchmark } ran another workload — { $list }. It is compared all the same; read its changes with care.
diff-workload-item = { $what ->
    [commands] command lines
    [transfer_size] transfer size
    [file_size] file size
    [file_size_rule] total data, divided among the threads
    [distribution] files per directory
   *[other] { $what }
}: { $baseline } in the baseline, { $current } in the current run
diff-col-method = Noise from
diff-col-noise = Noise (CV)
diff-col-df = df
diff-noise = { $value }%
diff-source-history = history
diff-source-declared-noise = declared noise_cv
diff-source-iterations = iterations
diff-source-none = none (not tested)
diff-summary-unconfirmed = Unconfirmed changes (not tested)
diff-summary-unconfirmed-item = { $benchmark } { $label } { $at }: { $count ->
    [one] { $signed }%
   *[other] up to { $signed }%
} ({ $verdict ->
    [regression] possible regression
   *[improvement] possible improvement
})
diff-peak-changed = The peak went from { $baseline } to { $current } { $unit } ({ $change }%).
diff-peak-moved = The peak moved from { $from } to { $to } threads.
diff-sustained-changed = The sustained level went from { $baseline } to { $current } { $unit } ({ $change }%).
diff-scaling-worse = Scaling got worse at high thread counts: from { $from } threads on the change averages { $high }%, against { $low }% below.
diff-only-threads = { $side ->
    [baseline] Only in the baseline: { $list } threads.
   *[current] Only in the current run: { $list } threads.
}
diff-col-interval = 95% interval
diff-col-p = p (Holm)
diff-col-n = n
diff-interval = { $low }% … { $high }%
diff-p-below = < { $value }
diff-axis-run = Run
diff-axis-trend = Value ({ $unit })
diff-fig-trend-title = { $at ->
    [threads] { $op } at { $threads } { $threads ->
        [1] thread
       *[other] threads
    } over the runs, { $benchmark }
   *[peak] { $op }: peak over the runs, { $benchmark }
}
diff-change-point = { $op }: a lasting change from run { $run } on, { $before } → { $after } { $unit } ({ $change }%), { $verdict ->
    [regressed] a regression.
   *[other] an improvement.
}
diff-method = Each point is compared on a log scale against the noise between runs, which comes from a history of runs (--history) or from a declared noise_cv, never from the iterations alone: iterations can only widen it, when they scatter more. Each operation (all its thread counts, or all the cells of a grid) is also tested as one change, through the median of its points' changes. Points and operations form one family whose p-values are corrected with Holm's method (α = { $alpha }); a change counts when it is significant and beyond the tolerance ({ $threshold }% unless the benchmark sets its own). The cells of a grid (20 points or more) are judged only through their operation. “Within noise ±x%” gives the half-width of the 95% interval of the operation's change, or of its widest point when the operation was not tested; a change of the tolerance's size is ruled out when that interval lies within ± the tolerance. A point with no estimate of the noise between runs is not tested: beyond the tolerance it is listed as an unconfirmed change, which fails the gate only with --fail-on-unconfirmed, and the report's verdict is then inconclusive. In simulations with no real change, at most { $false_alarms }% of comparisons were reported as regressed.
diff-summary-item = `{ $benchmark }` { $op } at { $threads } { $threads ->
    [1] thread
   *[other] threads
}: { $baseline } → { $current } { $unit } ({ $change }%)
diff-summary-counts = Verdict: **{ $verdict ->
    [regressed] regressed
    [improved] improved
    [mixed] mixed
    [unchanged] no significant change
    [inconclusive] inconclusive (some points not tested)
   *[other] not comparable
}**; { $regressed } regressed, { $improved } improved, { $unconfirmed } unconfirmed (not tested), { $unchanged } with no significant change{ $unchanged ->
    [0] {""}
   *[other] {" "}({ $ruled_out } of them { $ruled_out ->
        [one] rules
       *[other] rule
    } out a change as large as the tolerance)
}{ $untested ->
    [0] .
   *[other] ; { $untested } could not be tested.
}{ $ops ->
    [0] {""}
   *[other] {" "}Operations tested as a whole that rule out a change as large as the tolerance: { $ops_ruled_out } of { $ops }.
}
diff-summary-regressions = Worst regressions
diff-summary-improvements = Best improvements
diff-summary-more = … and { $count } more.
diff-fig-change-title = Change of the current run against the baseline
diff-axis-change = Change against the baseline (%)
diff-fig-change-desc = Bar chart of the relative change of the current run against the baseline at each thread count, one bar per operation.
diff-grid-intro = Each operation measured over a grid gets a map of its change, current run against the baseline, one cell per combination. { $worse ->
    [up] Red cells rose (worse: lower is better here)
   *[down] Red cells fell (worse)
}, blue ones moved the other way (better), and the colour is strongest from a halving or a doubling on ({ $halved } or { $doubled }); pale cells barely changed, and empty cells were not compared.
diff-fig-grid-title = { $benchmark }: { $op }, change by { $x } and { $y } (%)
diff-fig-grid-desc = Heat map of the change of { $op } in percent, current run against the baseline, { $x } across and { $y } upwards: red for worse, blue for better, strongest at { $halved } and below or { $doubled } and above, the change written in each cell where it fits, and empty cells where nothing was compared.
diff-best-changed = The best value went from { $baseline } to { $current } { $unit } ({ $change }%).
diff-best-moved = The best value moved from { $from } to { $to } threads.
diff-fig-trend-title-best = { $op }: best value over the runs, { $benchmark }
diff-usage-heading = File-system usage
diff-usage-title = { $name }: file-system usage against the baseline
diff-usage-intro = Baseline: { $baseline }. Current dataset: { $current }. Only file-system usage is compared, so there is no verdict.
diff-usage-totals = From the baseline to the current dataset, the capacity changed by { $bytes } ({ $pct }) and the number of files by { $files } ({ $files_pct }).
diff-usage-taken = The baseline dataset was taken on { $from }, the current one on { $to }.
diff-usage-filesystem = File system: { $name }.
diff-usage-baseline-newer = The baseline dataset is newer than the current one: the two sides may have been given in the wrong order.
diff-usage-gone = gone
diff-usage-table-owners = Change by user from the baseline to the current dataset
diff-usage-table-filesets = Change by fileset from the baseline to the current dataset
diff-usage-line = { $axis } { $key }: capacity { $bytes } ({ $bytes_pct }), files { $files } ({ $files_pct })
diff-usage-note = Usage changes are reported, not judged: they never change the verdict, and never make --fail-on-regression exit with status 2.
diff-usage-method = Users and filesets are matched by name; one found on one side only is new or gone. Changes are counted in bytes and in files, and a percentage is relative to the baseline (a new user or fileset has none).
diff-usage-unchanged = File-system usage is the same on both sides: the same totals, users and filesets.
