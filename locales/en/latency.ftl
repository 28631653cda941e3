## pixreport — English (source language).
## Every string the tool writes into a document comes from these files, one
## per area (document, observations, figures, latency, analytics, diff, site,
## pdf); a message may move between them freely. Variables
## holding numbers are formatted by ICU4X for the language; `$unit` is a unit
## symbol (GB/s, IOPS, op/s); `$op` is a plural subject from op-subject-*.

# Latency sweeps (issue 17)
sweep-axis-iodepth = iodepth
sweep-axis-threads = threads
sweep-axis-block-size = block size
sweep-axis-file-size = file size
sweep-op-at = { $op }, { $at }
sweep-at = { $axis ->
    [threads] { $n ->
        [one] one thread
       *[other] { $value } threads
    }
   *[other] { $name } { $value }
}
latency-intro = Every run also recorded how long its operations took to complete. The figures below set the { $pct } latency against the throughput reached at each { $axis }, and show how the percentiles spread as the load grows.
latency-knee = { $curve }: the knee is at { $axis } { $load }. Up to there { $pct } stays at { $lat } for { $iops } IOPS; at { $axis } { $next_load } it jumps to { $next_lat } { $stall ->
    [yes] while throughput only reaches { $next_iops } IOPS, so the extra load waits in queues.
   *[no] while throughput grows { $growth }%, to { $next_iops } IOPS: latency grows more than twice as fast as throughput.
}
latency-no-knee = { $curve }: no knee over the measured range; { $pct } moves between { $lo } and { $hi } without outgrowing the throughput.
latency-bound-met = { $curve }: the most throughput with { $pct } within { $bound } is { $iops } IOPS, at { $axis } { $load }.
latency-bound-never = { $curve }: no measured load keeps { $pct } within { $bound }; even the lightest reaches { $lat }.
latency-best = { $curve }: the best { $pct } latency, { $lat }, is measured at { $axis } { $load }.
latency-heatmap-best = { $op } reaches its most IOPS, { $iops }, at { $x_at } with { $y_at }{ $others ->
    [0] {" "}(the starred cell).
    [1] ; one other cell comes within { $tie }% of it, too close to pick one (both starred).
   *[other] ; { $others } other cells come within { $tie }% of it, too close to pick one (all starred).
}
sweep-subject-iodepth = { $op } at queue depth { $value }
sweep-subject-at = { $op } ({ $axis } { $value })
latency-one-load = { $curve }: measured at a single load, where { $pct } is { $lo }; a knee needs at least two loads.
# Grids over two swept parameters (IOzone auto mode) and mean-only latency
sweep-axis-record-size = record size
grid-intro = { $tool } measured each operation at every combination of { $x } and { $y } it was given, so each operation gets a heat map rather than a curve: one cell per combination with its value, the best cell framed and starred. A combination the tool left out stays empty, not zero.
grid-best = { $op }: the best cell is { $value }, at { $x_at } with { $y_at }{ $others ->
    [0] .
    [1] ; one other cell comes within { $tie }% of it, too close to pick one (both starred).
   *[other] ; { $others } other cells come within { $tie }% of it, too close to pick one (all starred).
}
latency-stat-mean = mean
latency-intro-mean = Every run also recorded the mean time its operations took to complete; the tool gives no percentiles, so the figure below sets the mean latency against the throughput reached at each { $axis }, and the sentences speak of the mean only.
# fio's latencies and caveats (issue 42)
latency-kind = { $kind ->
    [clat] Latency here is fio's completion latency (clat): the time from submitting an I/O to its completion, without the submission itself (slat). These are the percentiles fio prints by default; the mean total latency (lat = slat + clat) and the mean submission latency are in the figure's data where fio recorded them.
   *[lat] Latency here is fio's total latency (lat): submission (slat) plus completion (clat), whose percentiles fio gives with lat_percentiles=1.
}
col-mean-of = { $kind } mean
caveat-label = Caution:
fio-caveat-buffered = { $direct ->
    [unknown] fio's normal output does not say whether this job used direct I/O. Unless it ran with direct=1, it went through the page cache (fio's default, direct=0), and its throughput and latency are then largely the page cache's, not the storage device's.
   *[other] This job ran buffered (direct=0, fio's default): its I/O went through the page cache, so its throughput and latency are largely the page cache's, not the storage device's. An asynchronous engine may even do a buffered read while submitting it, leaving a completion latency (clat) far below the total (lat). Use direct=1 to measure the device.
}
fig-latency-point = { $curve }, { $axis } { $value }: { $iops } IOPS, { $pct } { $lat }
fig-percentile-point = { $pct }, { $axis } { $value }: { $lat }
fig-cell = { $y_at }, { $x_at }: { $value }
