## pixreport — English (source language).
## Every string the tool writes into a document comes from these files, one
## per area (document, observations, figures, latency, analytics, diff, site,
## pdf); a message may move between them freely. Variables
## holding numbers are formatted by ICU4X for the language; `$unit` is a unit
## symbol (GB/s, IOPS, op/s); `$op` is a plural subject from op-subject-*.

analytics-capacity = Capacity view
analytics-files = File-count view
analytics-provenance = { $provenance ->
    [synthetic] The usage data in this section are synthetic ({ $source }): they show what the analysis looks like, not the state of the system under test.
    [reconstructed] The usage data in this section were rebuilt from a published text ({ $source }).
   *[measured] The usage data in this section come from a scan of the file system ({ $source }).
}
analytics-intro = The dataset covers { $files } files holding { $bytes }, owned by { $owners ->
    [one] one user
   *[other] { $owners } users
}.
size-below = < { $upper }
size-between = { $lower } – { $upper }
size-above = ≥ { $lower }
key-no-extension = (no extension)
key-other-types = (other types)
key-root-fileset = (files in the root)
key-unknown-user = uid { $uid }
analytics-snapshots = Capacity over time
snapshots-total = Total
snapshots-new = new
obs-snapshots-growth = From { $from } to { $to }, the capacity changed by { $bytes } ({ $pct }) and the number of files by { $files }.
obs-snapshots-growers = Among the users, { $user } grew the most ({ $user_bytes }); among the filesets, “{ $fileset }” did ({ $fileset_bytes }).
obs-snapshots-no-growers = No user and no fileset grew between these two snapshots.
obs-snapshots-user-grew = Among the users, { $user } grew the most ({ $user_bytes }); no fileset grew.
obs-snapshots-fileset-grew = Among the filesets, “{ $fileset }” grew the most ({ $fileset_bytes }); no user grew.
