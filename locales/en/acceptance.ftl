## Acceptance criteria (report.toml `[[acceptance]]`) and method caveats (`[checks]`).

section-acceptance = Acceptance and method
acceptance-intro = Each criterion is read from the measured series: at the peak, at the sustained level, or, over a range of thread counts, at the point that comes closest to failing. The margin is how far the value lies on the passing side of the bound (negative: on the failing side); a tolerance lets a value fall that far short and still pass. “Within the noise” means the margin is no larger than the spread of the value’s iterations or the benchmark’s declared noise.
table-acceptance = Acceptance criteria
col-criterion = Criterion
col-bound = Bound
col-measured = Measured
col-margin = Margin
col-status = Status
col-source = Source
acceptance-load-peak = { $benchmark } — { $op } at the peak
acceptance-load-sustained = { $benchmark } — { $op }, sustained level
acceptance-load-threads = { $benchmark } — { $op } at { $first } { $first ->
    [one] thread
   *[other] threads
}
acceptance-load-range = { $benchmark } — { $op } from { $first } to { $last } threads
acceptance-bound = { $kind ->
    [min] ≥ { $value }
   *[max] ≤ { $value }
}
acceptance-bound-tolerance = { $bound } (tolerance { $tolerance }%)
acceptance-measured = { $value } at { $threads } { $threads ->
    [one] thread
   *[other] threads
}
acceptance-margin = { $sign ->
    [minus] −{ $value } ({ $percent })
   *[plus] +{ $value } ({ $percent })
}
acceptance-status = { $status ->
    [pass] pass
   *[fail] fail
}{ $tolerance ->
    [yes] , within the tolerance
   *[no] { "" }
}{ $noise ->
    [yes] , within the noise of the bound (±{ $spread })
   *[no] { "" }
}
acceptance-no-benchmark = not measured: the run has no such benchmark
acceptance-no-operation = not measured: the benchmark has no data for this operation
acceptance-not-tested = not measured: the thread counts tested run from { $first } to { $last }
acceptance-other-unit = not measured: the benchmark is in { $unit }
caveat-box-title = Method caveats
caveat-none = No method check applies: the report gives no file sizes with the clients’ memory, and no tool options, to check.
caveat-cache-flagged = { $benchmark } — at { $threads } { $threads ->
    [one] thread
   *[other] threads
} the data set ({ $data }) is smaller than { $factor } × the { $pagepool ->
    [yes] page pool
   *[no] memory
} of the { $clients ->
    [one] one client
   *[other] { $clients } clients
} used ({ $cache }): the cache may serve the reads and absorb the writes.
caveat-cache-ok = { $benchmark } — cache checked; the data set is at least { $factor } × the { $pagepool ->
    [yes] page pool
   *[no] memory
} of the clients used at every thread count (closest: { $data } against { $cache } at { $threads } { $threads ->
    [one] thread
   *[other] threads
}).
caveat-fio-buffered = { $benchmark } — fio ran with buffered I/O (direct=0): reads and writes may be served by the page cache.
caveat-ior-read-back = { $benchmark } — IOR reads back, in the same run, what each task wrote, with neither task reordering (-C) nor O_DIRECT: reads may come from the page cache.
caveat-rule-cache = cache
caveat-rule-buffered-io = buffered I/O
caveat-duration = { $benchmark } — { $how ->
    [log] the shortest run lasted { $secs } s (fio’s log)
    [stonewall] IOR stops each phase after { $secs } s (-D)
   *[estimate] at { $threads } { $threads ->
        [one] thread
       *[other] threads
    } the phase moved { $data } at { $rate }, about { $secs } s without a stonewall
}, under the { $min } s a steady rate needs: start-up and caches weigh on the numbers.
caveat-repetition = { $benchmark } — { $command ->
    [yes] the command runs one iteration (-i 1)
   *[no] the logs hold one run per point
}: the numbers carry no spread, and a difference between two points may be noise.
caveat-load-not-tested = { $benchmark } — { $op }: the criterion reads { $range } threads, the sweep covers { $first } to { $last }.
caveat-peak-at-end = { $benchmark } — { $op }: the criterion reads the peak, which lies at the last thread count tested ({ $last }): the sweep may stop before the true peak.
caveat-few-threads = { $benchmark } — the sweep stops at { $last } { $last ->
    [one] thread
   *[other] threads
}, fewer than the { $clients } client nodes: not every client was loaded.
caveat-transfer-ok = { $benchmark } — transfer size checked: { $transfer } is a whole multiple of the file system’s { $block } block.
caveat-transfer-flagged = { $benchmark } — the transfer size ({ $transfer }) is { $below ->
    [yes] smaller than
   *[no] not a whole multiple of
} the file system’s block ({ $block }): requests split blocks, which costs read-modify-write work.
caveat-rule-duration = duration
caveat-rule-repetition = repetition
caveat-rule-coverage = coverage
caveat-rule-configuration = configuration
caveat-accepted = Check “{ $rule }” switched off: { $reason }
diff-acceptance-changed = Acceptance changed: { $criterion } { $bound }: { $from } → { $to }
