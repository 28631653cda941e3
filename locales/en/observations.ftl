## pixreport — English (source language).
## Every string the tool writes into a document comes from these files, one
## per area (document, observations, figures, latency, analytics, diff, site,
## pdf); a message may move between them freely. Variables
## holding numbers are formatted by ICU4X for the language; `$unit` is a unit
## symbol (GB/s, IOPS, op/s); `$op` is a plural subject from op-subject-*.

obs-peak-sustained = { $variant ->
    [b] { $op } top out at { $peak } { $unit } with { $threads ->
        [one] a single thread
       *[other] { $threads } threads
    }
   *[a] { $op } peak at { $peak } { $unit } with { $threads ->
        [one] a single thread
       *[other] { $threads } threads
    }
}{ $method ->
    [median] ; from there up to { $max } threads their median is { $sustained } { $unit }.
    [floor-dips] { $direction ->
        [lower] {" "}and, isolated peaks aside, do not rise above { $sustained } { $unit } from there up to { $max } threads.
       *[higher] {" "}and, isolated dips aside, do not fall below { $sustained } { $unit } from there up to { $max } threads.
    }
   *[floor] { $direction ->
        [lower] {" "}and do not rise above { $sustained } { $unit } from there up to { $max } threads.
       *[higher] {" "}and do not fall below { $sustained } { $unit } from there up to { $max } threads.
    }
}
obs-still-improving = { $op } are still { $direction ->
    [lower] improving
   *[higher] climbing
} at { $threads } threads, { $tested ->
    [partial] the last count with data for them
   *[all] the largest count tested
}, where they reach { $value } { $unit }, { $since ->
    [steady] having { $direction ->
        [lower] fallen
       *[higher] risen
    } at every step from { $best ->
        [one] one thread
       *[other] { $best } threads
    }, { $gain }% in all
   *[best] { $gain }% { $direction ->
        [lower] lower
       *[higher] higher
    } than at { $best ->
        [one] one thread
       *[other] { $best } threads
    }, their best before
}: more than { $noise ->
    [iterations] the { $band }% spread of the two points' iterations together
   *[band] the ±{ $band }% band
}{ $points ->
    [few] ; with fewer than four points, the range tested is too short to show where they would level off.
   *[more] , so their { $direction ->
        [lower] floor
       *[higher] ceiling
    } lies beyond this test.
}
obs-top-flat = { $op } reach their best, { $value } { $unit }, at { $threads } threads, { $tested ->
    [partial] the last count with data for them
   *[all] the largest count tested
}, { $gain }% { $direction ->
    [lower] lower
   *[higher] higher
} than at { $best ->
    [one] one thread
   *[other] { $best } threads
}, their best before, but within { $noise ->
    [iterations] the { $band }% spread of the two points' iterations together
   *[band] the ±{ $band }% band
}, so they count as level, not as still { $direction ->
    [lower] improving
   *[higher] climbing
}.
obs-single = { $op } were measured at { $threads ->
    [one] a single thread
   *[other] { $threads } threads
} only, reaching { $value } { $unit }; one point shows no trend.
obs-linear = { $variant ->
    [b] Up to { $to } threads each doubling of the threads nearly doubles them, to { $factor } times the { $from ->
        [one] single-thread
       *[other] { $from }-thread
    } rate.
   *[a] From { $from ->
        [one] one thread
       *[other] { $from } threads
    } to { $to } threads they scale almost linearly, growing { $factor }-fold.
}
obs-superlinear = From { $from ->
    [one] one thread
   *[other] { $from } threads
} to { $to } threads they grow faster than the thread count: { $factor }-fold for { $ratio } times the threads.
obs-plateau = { $variant ->
    [b] { $stability ->
        [noise] A flat plateau follows { $from ->
            [one] from the first thread
           *[other] from { $from } threads
        }, around { $level } { $unit }; its points differ by no more than the run-to-run spread of their iterations.
        [very-stable] A flat plateau follows { $from ->
            [one] from the first thread
           *[other] from { $from } threads
        }, around { $level } { $unit } and varying by only { $spread }%.
        [stable] A plateau follows { $from ->
            [one] from the first thread
           *[other] from { $from } threads
        }, around { $level } { $unit }, with { $spread }% between its lowest and highest point.
       *[variable] { $from ->
            [one] From the first thread
           *[other] From { $from } threads
        } the values stay in a band around { $level } { $unit }, though they move by { $spread }% inside it.
    }
   *[a] { $from ->
        [one] From a single thread on
       *[other] From { $from } threads on
    } { $stability ->
        [noise] they hold a flat plateau around { $level } { $unit }, its points differing by no more than the run-to-run spread of their iterations.
        [very-stable] they hold a flat plateau around { $level } { $unit }, varying by only { $spread }%.
        [stable] they settle on a plateau around { $level } { $unit }, with { $spread }% between its lowest and highest point.
       *[variable] they stay within a band around { $level } { $unit }, though they move by { $spread }% inside it.
    }
}
obs-dip = At { $threads } threads there is a momentary { $direction ->
    [lower] rise to { $value } { $unit }, { $depth }% above
   *[higher] drop to { $value } { $unit }, { $depth }% below
} the points either side{ $counted ->
    [left-out] ; since the next point recovers, the sustained figure leaves it out.
    [counted] ; the sustained figure counts every point after the peak, this one included.
    [median] ; the median after the peak counts it like any other point.
   *[none] .
}
obs-drop-top = { $direction ->
    [lower] { $shape ->
        [single] Beyond { $from ->
            [one] one thread
           *[other] { $from } threads
        } they get worse: up { $drop }% at { $to } threads ({ $value } { $unit }).
        [last] Beyond { $from ->
            [one] one thread
           *[other] { $from } threads
        } they get worse, mostly in the last step: up { $drop }% by { $to } threads ({ $value } { $unit }).
        [step] Beyond { $from ->
            [one] one thread
           *[other] { $from } threads
        } they get worse, mostly in the step to { $at } threads: up { $drop }% in all by { $to } threads ({ $value } { $unit }).
       *[gradual] Beyond { $from ->
            [one] one thread
           *[other] { $from } threads
        } they get gradually worse: up { $drop }% by { $to } threads ({ $value } { $unit }).
    }
   *[higher] { $shape ->
        [single] Beyond { $from ->
            [one] one thread
           *[other] { $from } threads
        } they fall: down { $drop }% at { $to } threads ({ $value } { $unit }).
        [last] Beyond { $from ->
            [one] one thread
           *[other] { $from } threads
        } they fall, mostly in the last step: down { $drop }% by { $to } threads ({ $value } { $unit }).
        [step] Beyond { $from ->
            [one] one thread
           *[other] { $from } threads
        } they fall, mostly in the step to { $at } threads: down { $drop }% in all by { $to } threads ({ $value } { $unit }).
       *[gradual] Beyond { $from ->
            [one] one thread
           *[other] { $from } threads
        } they ease off gradually: down { $drop }% by { $to } threads ({ $value } { $unit }).
    }
}
obs-end-within-spread = At { $to } threads they end { $drop }% { $direction ->
    [lower] above
   *[higher] below
} their best, reached at { $from ->
    [one] one thread
   *[other] { $from } threads
}, but within the run-to-run spread of the best point and the last: their iterations spread by { $band }% together, so the ending counts as level, not as a loss.
obs-limit = { $count ->
    [one] The peak of { $ops } is { $list }
   *[other] The peaks of { $ops } are { $list } respectively
} of { $limit } ({ $limit_value } { $unit }).
obs-ops-spread = { $high } reach the highest rate of all; at their peaks they run { $factor } times faster than the slowest operation ({ $low }).
cmp-heading = { $current } compared with { $baseline }
cmp-intro = This section sets { $current } against { $baseline } on “{ $benchmark }”. Changes are relative to { $baseline }: { $direction ->
    [lower] lower is better for this measure, so a negative change means { $current } does better.
   *[higher] positive means { $current } is faster.
}
cmp-largest-gain = { $op } { $direction ->
    [lower] improve
   *[higher] gain
} most at { $threads ->
    [one] a single thread
   *[other] { $threads } threads
}, where { $current } { $direction ->
    [lower] measures { $change }% lower
   *[higher] is { $change }% ahead
}.
cmp-largest-loss = { $op } { $direction ->
    [lower] worsen
   *[higher] lose
} most at { $threads ->
    [one] a single thread
   *[other] { $threads } threads
}, where { $current } { $direction ->
    [lower] measures { $change }% higher
   *[higher] is { $change }% behind
}.
cmp-smallest-gain = The smallest { $direction ->
    [lower] improvement
   *[higher] gain
}, { $change }%, is at { $threads ->
    [one] a single thread
   *[other] { $threads } threads
}.
cmp-mean = Averaged over { $count } thread counts, the change against { $baseline } is { $change }%.
cmp-reversal = The sign of the change flips at { $count ->
    [one] { $list } threads
   *[other] { $list } threads
}.
cmp-only = Measured only for { $side }: { $list } { $count ->
    [one] thread
   *[other] threads
}; these points have no counterpart and are not compared.
cmp-zero-baseline = At { $list } { $count ->
    [one] thread
   *[other] threads
} { $baseline } measured 0, so no relative change can be given there.
cmp-only-ops = Measured only for { $side }: { $list }.
cmp-threads-across = { $current } against { $baseline }
cmp-across-scales = All of { $current } was measured at { $current_threads ->
    [one] a single thread
   *[other] { $current_threads } threads
} and all of { $baseline } at { $baseline_threads ->
    [one] a single thread
   *[other] { $baseline_threads } threads
}: with one scale each, they are compared directly, { $current_threads } against { $baseline_threads }, so every change below includes the change of scale.
cmp-across-op = { $op }: { $current } is { $change }% { $sign ->
    [up] { $direction ->
        [lower] higher
       *[higher] faster
    }
   *[down] { $direction ->
        [lower] lower
       *[higher] slower
    }
} than { $baseline }.
cmp-order-unknown = Nothing in the results tells whether { $current } ran before or after { $baseline }: the one with the lower score is taken as the reference, so the change is not a history.
scale-intro = The table projects the peak and sustained figures to more units ({ $unit_name }). The measurements come from { $measured ->
    [one] one unit
   *[other] { $measured } units
}; every other column assumes performance grows linearly with the number of units, which is a projection, not a measurement.
scale-network = The projection leaves the network out: once the clients' links or the fabric between clients and servers are saturated, more units add nothing, so at the larger sizes the network, not the number of units, sets the limit.
obs-top-owner-bytes = The largest user, { $user }, holds { $pct }% of the capacity.
obs-top-owner-files = The user with the most files, { $user }, owns { $pct }% of them.
obs-top-owners = The top { $n } users together hold { $pct }% of the capacity.
obs-top-type = Files of type “{ $type }” take the most space, { $pct }% of the capacity.
obs-top-fileset = The fileset “{ $fileset }” is the largest, with { $pct }% of the capacity.
obs-small-files = Files under { $limit } are { $files_pct }% of all files but only { $bytes_pct }% of the capacity: they weigh on metadata, not on space.
obs-recent = Files modified since { $month } account for { $pct }% of the capacity.
