## pixreport — English (source language).
## Every string the tool writes into a document comes from these files, one
## per area (document, observations, figures, latency, analytics, diff, site,
## pdf); a message may move between them freely. Variables
## holding numbers are formatted by ICU4X for the language; `$unit` is a unit
## symbol (GB/s, IOPS, op/s); `$op` is a plural subject from op-subject-*.

pdf-link = White paper (PDF)
pdf-references = References
pdf-web-page = This document on the web: { $url }
pdf-data = Every number in this document, with the inputs it came from (JSON): { $url }
pdf-latency-table = Throughput and latency at each measured point
pdf-colophon = Colophon
pdf-colophon-text = Typeset by pixreport { $version } with Typst from the input files below; each is identified by its SHA-256 digest, so a reader can check that a figure comes from exactly these data.
pdf-inputs = Input files
pdf-col-file = File
pdf-col-sha256 = SHA-256
