## pixreport — English (source language).
## Every string the tool writes into a document comes from these files, one
## per area (document, observations, figures, latency, analytics, diff, site,
## pdf); a message may move between them freely. Variables
## holding numbers are formatted by ICU4X for the language; `$unit` is a unit
## symbol (GB/s, IOPS, op/s); `$op` is a plural subject from op-subject-*.

fig-overlay-title = { $title }: both configurations
fig-overlay-desc = Line chart of { $current } (solid lines) and { $baseline } (dashed lines) against the number of threads.
fig-change-title = Change of { $current } against { $baseline }
fig-change-desc = Bar chart of the relative change of { $current } against { $baseline } at each thread count, one bar per operation.
axis-change = Change against { $baseline } (%){ $direction ->
    [lower] , lower is better
   *[higher] {""}
}
axis-threads = Threads
axis-threads-across = Threads ({ $scales })
axis-value = { $unit }
axis-value-log = { $unit } (log scale)
fig-limit-for = { $label } ({ $ops } only)
fig-criterion = acceptance { $bound } ({ $op })
fig-scaling-desc = Line chart of { $ops } in { $unit } against the number of threads, from { $min } to { $max }.
figure-data = Data of the figure
fig-top-owners-bytes = Top { $n } users by capacity
fig-top-owners-files = Top { $n } users by number of files
fig-types-bytes = Top { $n } file types by capacity
fig-types-files = Top { $n } file types by number of files
fig-filesets-bytes = Top { $n } filesets by capacity
fig-filesets-files = Top { $n } filesets by number of files
fig-capacity-history = Cumulative capacity by month of last modification
fig-size-histogram = Files by size class
axis-user = User
axis-file-type = File type
axis-fileset = Fileset
axis-capacity = Capacity
axis-files = Files
axis-month = Month
axis-size-class = File size
axis-cumulative-share = Cumulative share of the total (%)
axis-iops = Throughput (IOPS)
axis-latency = { $pct } latency ({ $unit })
axis-latency-any = Latency ({ $unit })
axis-latency-timed = { $pct } latency
axis-latency-any-timed = Latency
fig-latency-title = { $benchmark }: { $pct } latency against throughput
fig-latency-desc = Line chart of { $pct } latency (logarithmic axis) against throughput in IOPS, one line per operation, points in order of increasing load; the knee of each line is ringed.
fig-knee-label = knee: { $axis } { $value }
fig-bound-label = bound: { $pct } ≤ { $bound }
fig-percentiles-title = Latency percentiles per { $axis }: { $curve }
fig-percentiles-desc = Line chart of latency percentiles (logarithmic axis) for { $curve } at each { $axis }, one line per percentile.
fig-heatmap-title = { $op }: IOPS by { $x } and { $y }
fig-heatmap-desc = Heat map of IOPS for { $op }, { $x } across and { $y } upwards, darker cells for more IOPS, the value written in each cell and the best cell framed and starred.
fig-tree-title = { $benchmark }: directory-tree operations
# The tooltip of one point of a figure.
fig-point = { $op }, { $threads ->
    [one] { $threads } thread
   *[other] { $threads } threads
}: { $value }
# The same, for a point measured more than once.
fig-point-spread = { $point } (mean of { $n } iterations, from { $min } to { $max })
figure-csv = Download these numbers (CSV)
fig-snapshots-filesets = Capacity at each snapshot: total and the { $n } largest filesets
fig-snapshots-owners = Capacity at each snapshot: total and the { $n } largest users
axis-snapshot = Snapshot
fig-grid-title = { $benchmark }: { $op } by { $x } and { $y } ({ $unit })
fig-grid-desc = Heat map of { $op } in { $unit }, { $x } across and { $y } upwards (each step doubles), darker cells for larger values, the value written in each cell, the best cell framed and starred, and a dash where nothing was measured.
fig-run-point = { $line }, { $run }: { $value }
fig-bar = { $label }: { $value }
