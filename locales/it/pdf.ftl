## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

pdf-link = White paper (PDF)
pdf-references = Riferimenti
pdf-web-page = Questo documento sul web: { $url }
pdf-data = Tutti i numeri di questo documento, con i file da cui provengono (JSON): { $url }
pdf-latency-table = Throughput e latenza in ogni punto misurato
pdf-colophon = Colophon
pdf-colophon-text = Composto da pixreport { $version } con Typst a partire dai file di ingresso elencati sotto; ciascuno è identificato dalla sua impronta SHA-256, così chi legge può verificare che un grafico derivi proprio da questi dati.
pdf-inputs = File di ingresso
pdf-col-file = File
pdf-col-sha256 = SHA-256
