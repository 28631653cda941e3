## pixreport — English (source language).
## Every string the tool writes into a document comes from these files, one
## per area (document, observations, figures, latency, analytics, diff, site,
## pdf); a message may move between them freely. Variables
## holding numbers are formatted by ICU4X for the language; `$unit` is a unit
## symbol (GB/s, IOPS, op/s); `$op` is a plural subject from op-subject-*.

verdict-regressed = regressed
verdict-mixed = mixed
verdict-improved = improved
verdict-unchanged = unchanged
verdict-inconclusive = inconclusive
verdict-not-comparable = not comparable
diff-baseline = Baseline
diff-current = Current
diff-col-verdict = Verdict
diff-title = { $report }: current run against the baseline
diff-intro = Baseline: { $baseline }. Current run: { $current }. Overall verdict: { $verdict ->
    [regressed] at least one series regressed.
    [improved] some series improved and none regressed.
    [mixed] some series improved and others regressed.
    [unchanged] no series changed beyond noise and tolerance.
    [inconclusive] no verdict: the points have one value each and no noise estimate (run iterations, declare noise_cv, or give a history).
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
    [regressed] { $op } regressed at { $count } thread { $count ->
        [one] count
       *[other] counts
    }.
    [improved] { $op } improved at { $count } thread { $count ->
        [one] count
       *[other] counts
    }.
    [mixed] { $op } moved both ways: { $count } thread counts changed.
    [unchanged] { $op } are unchanged.
    [inconclusive] { $op }: no verdict without a noise estimate.
   *[other] { $op } could not be compared.
}
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
diff-method = Each point is compared on a log scale with Student's t test. Its noise comes from the iterations, pooled across the series, from a declared run-to-run noise (noise_cv) or from a history of runs; the p-values are corrected over the whole comparison with Holm's method (α = { $alpha }), and a change counts when it is significant and beyond the tolerance ({ $threshold } % unless the benchmark sets its own). A point with one value and no noise estimate is inconclusive, never a regression. In simulations with no real change, at most { $false_alarms } % of comparisons were reported as regressed.
diff-summary-item = `{ $benchmark }` { $op } at { $threads } { $threads ->
    [1] thread
   *[other] threads
}: { $baseline } → { $current } { $unit } ({ $change }%)
diff-summary-counts = Verdict: **{ $verdict ->
    [regressed] regressed
    [improved] improved
    [mixed] mixed
    [unchanged] unchanged
    [inconclusive] inconclusive (no noise estimate)
   *[other] not comparable
}**; { $regressed } regressed and { $improved } improved points.
diff-summary-regressions = Worst regressions
diff-summary-improvements = Best improvements
diff-summary-more = … and { $count } more.
diff-fig-change-title = Change of the current run against the baseline
diff-axis-change = Change against the baseline (%)
diff-fig-change-desc = Bar chart of the relative change of the current run against the baseline at each thread count, one bar per operation.
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
