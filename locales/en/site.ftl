## pixreport — English (source language).
## Every string the tool writes into a document comes from these files, one
## per area (document, observations, figures, latency, analytics, diff, site,
## pdf); a message may move between them freely. Variables
## holding numbers are formatted by ICU4X for the language; `$unit` is a unit
## symbol (GB/s, IOPS, op/s); `$op` is a plural subject from op-subject-*.

nav-label = Site navigation
site-intro = Storage performance characterisations built with pixreport. Choose a report and a language.
nav-all-reports = All reports
nav-reports = Other reports
site-headline = Peaks of { $benchmark }: { $peaks }
theme-label = Colours
theme-auto = As the system
theme-light = Light
theme-dark = Dark
search-link = Search
search-title = Search the reports
search-label = Words to find
search-button = Search
search-found = Reports containing these words:
search-none = No report contains these words.
search-unavailable = Search is not available in this copy of the site: its index is added when the site is published.
search-noscript = Search runs in the browser and needs JavaScript. Every report is listed on the index page.
cite-heading = Cite this report
cite-plain = As text
cite-bibtex = BibTeX
site-examples-heading = Examples measured on virtual machines
site-examples-intro = Small runs on a development virtual machine that show how raw benchmark logs become a report. They measure the machine's page cache and virtual disk, not a storage product, and are kept apart from the characterisations above.
skip-link = Skip to content
cite-files = Citation files
cite-cff-message = If you cite this report, please cite it as below.
# The error overlay of `pixreport serve` (the terminal says it in English).
serve-failed = pixreport serve: the build failed; the page below is the last good build.
