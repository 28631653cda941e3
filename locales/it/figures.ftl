## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

fig-overlay-title = { $title }: le due configurazioni
fig-overlay-desc = Grafico a linee { PREP($current, prep: "di") } (linee continue) e { PREP($baseline, prep: "di") } (linee tratteggiate) in funzione del numero di thread.
fig-change-title = Variazione { PREP($current, prep: "di") } rispetto { PREP($baseline, prep: "a") }
fig-change-desc = Grafico a barre della variazione relativa { PREP($current, prep: "di") } rispetto { PREP($baseline, prep: "a") } per ogni numero di thread, una barra per operazione.
axis-change = Variazione rispetto { PREP($baseline, prep: "a") } (%{ $direction ->
    [lower] ; più basso è meglio
   *[higher] {""}
})
axis-threads = Thread
axis-threads-across = Thread ({ $scales })
axis-value = { $unit }
axis-value-log = { $unit } (scala logaritmica)
fig-limit-for = { $label } (solo { $ops })
fig-criterion = criterio di accettazione { $bound } ({ $op })
fig-scaling-desc = Grafico a linee di { $ops } in { $unit } in funzione del numero di thread, da { $min } a { $max }.
figure-data = Dati della figura
fig-top-owners-bytes = Primi { $n } utenti per spazio occupato
fig-top-owners-files = Primi { $n } utenti per numero di file
fig-types-bytes = Primi { $n } tipi di file per spazio occupato
fig-types-files = Primi { $n } tipi di file per numero di file
fig-filesets-bytes = Primi { $n } fileset per spazio occupato
fig-filesets-files = Primi { $n } fileset per numero di file
fig-capacity-history = Capacità cumulativa per mese dell'ultima modifica
fig-size-histogram = File per classe di dimensione
axis-user = Utente
axis-file-type = Tipo di file
axis-fileset = Fileset
axis-capacity = Capacità
axis-files = Numero di file
axis-month = Mese
axis-size-class = Dimensione del file
axis-cumulative-share = Quota cumulativa sul totale (%)
axis-iops = Throughput (IOPS)
axis-latency = Latenza { $pct } ({ $unit })
axis-latency-any = Latenza ({ $unit })
axis-latency-timed = Latenza { $pct }
axis-latency-any-timed = Latenza
fig-latency-title = { $benchmark }: latenza { $pct } rispetto al throughput
fig-latency-desc = Grafico a linee della latenza { $pct } (asse logaritmico) rispetto al throughput in IOPS, una linea per operazione, punti in ordine di carico crescente; il ginocchio di ogni linea è cerchiato.
fig-knee-label = ginocchio: { $axis } { $value }
fig-bound-label = limite: { $pct } ≤ { $bound }
fig-percentiles-title = Percentili di latenza per { $axis }: { $curve }
fig-percentiles-desc = Grafico a linee dei percentili di latenza (asse logaritmico) per { $curve } a ogni valore di { $axis }, una linea per percentile.
fig-heatmap-title = { $op }: IOPS per { $x } e { $y }
fig-heatmap-desc = Mappa di calore degli IOPS per { $op }, { $x } in orizzontale e { $y } in verticale, celle più scure per più IOPS, il valore scritto in ogni cella e la cella migliore incorniciata e segnata con una stella.
fig-tree-title = { $benchmark }: operazioni sull'albero di directory
fig-point = { $op }, { $threads } thread: { $value }
fig-point-spread = { $point } (media di { $n } ripetizioni, da { $min } a { $max })
figure-csv = Scarica questi numeri (CSV)
fig-snapshots-filesets = Capacità a ogni istantanea: totale e i { $n } fileset più grandi
fig-snapshots-owners = Capacità a ogni istantanea: totale e i { $n } utenti più grandi
axis-snapshot = Istantanea
fig-grid-title = { $benchmark }: { $op } per { $x } e { $y } ({ $unit })
fig-grid-desc = Mappa di calore di { $op } in { $unit }, { $x } in orizzontale e { $y } in verticale (ogni passo raddoppia), celle più scure per valori più alti, il valore scritto in ogni cella, la cella migliore incorniciata e segnata con una stella, un trattino dove non c'è misura.
fig-run-point = { $line }, { $run }: { $value }
fig-bar = { $label }: { $value }
