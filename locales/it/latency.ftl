## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

# Latency sweeps (issue 17)
sweep-axis-iodepth = iodepth
sweep-axis-threads = thread
sweep-axis-block-size = dimensione del blocco
sweep-axis-file-size = dimensione del file
sweep-op-at = { $op }, { $at }
sweep-at = { $axis ->
    [threads] { $n ->
        [one] un thread
       *[other] { $value } thread
    }
   *[other] { $name } { $value }
}
latency-intro = Ogni esecuzione ha registrato anche il tempo di completamento delle operazioni. Le figure seguenti mettono la latenza { $pct } a confronto con il throughput raggiunto per ogni valore di { $axis } e mostrano come si allargano i percentili al crescere del carico.
latency-knee = { $curve }: il ginocchio è a { $axis } { $load }. Fin lì la { $pct } resta a { $lat } con { $iops } IOPS; a { $axis } { $next_load } sale a { $next_lat } { $stall ->
    [yes] mentre il throughput arriva solo a { $next_iops } IOPS: il carico in più resta in coda.
   *[no] mentre il throughput cresce { ARTICLE($growth, prep: "di") }{ $growth }%, fino a { $next_iops } IOPS: in proporzione la latenza cresce più del doppio del throughput.
}
latency-no-knee = { $curve }: nessun ginocchio nell'intervallo misurato; la { $pct } varia fra { $lo } e { $hi } senza crescere più del throughput.
latency-bound-met = { $curve }: il throughput massimo con la { $pct } entro { $bound } è di { $iops } IOPS, a { $axis } { $load }.
latency-bound-never = { $curve }: nessun carico misurato tiene la { $pct } entro { $bound }; anche il più leggero arriva a { $lat }.
latency-best = { $curve }: la migliore latenza { $pct }, { $lat }, si misura a { $axis } { $load }.
latency-heatmap-best = { $op }: il massimo di IOPS, { $iops }, si raggiunge con { $x_at } e { $y_at }{ $others ->
    [0] {" "}(la cella con la stella).
    [1] ; un'altra cella resta entro { ARTICLE($tie) }{ $tie }% di questo valore: le due sono troppo vicine per sceglierne una (entrambe con la stella).
   *[other] ; altre { $others } celle restano entro { ARTICLE($tie) }{ $tie }% di questo valore: troppo vicine per sceglierne una sola (tutte con la stella).
}
sweep-subject-iodepth = { $op } con profondità di coda { $value }
sweep-subject-at = { $op } ({ $axis } { $value })
latency-one-load = { $curve }: misurata a un solo carico, con la { $pct } pari a { $lo }; per individuare un ginocchio servono almeno due carichi.
# Griglie su due parametri variati (modalità automatica di IOzone) e latenza solo media
sweep-axis-record-size = dimensione del record
grid-intro = { $tool } ha misurato ogni operazione per ogni combinazione di { $x } e { $y } ricevuta: per questo ogni operazione ha una mappa di calore anziché una curva, con una cella per combinazione e il suo valore, la cella migliore incorniciata e segnata con una stella. Una combinazione che lo strumento ha saltato resta vuota, non vale zero.
grid-best = { $op }: la cella migliore vale { $value }, con { $x_at } e { $y_at }{ $others ->
    [0] .
    [1] ; un'altra cella resta entro { ARTICLE($tie) }{ $tie }% di questo valore: le due sono troppo vicine per sceglierne una (entrambe con la stella).
   *[other] ; altre { $others } celle restano entro { ARTICLE($tie) }{ $tie }% di questo valore: troppo vicine per sceglierne una sola (tutte con la stella).
}
latency-stat-mean = media
latency-intro-mean = Ogni esecuzione ha registrato anche il tempo medio di completamento delle operazioni; lo strumento non fornisce percentili, quindi la figura seguente mette la latenza media a confronto con il throughput raggiunto per ogni valore di { $axis } e le frasi parlano solo della media.
# fio's latencies and caveats (issue 42)
latency-kind = { $kind ->
    [clat] Qui per latenza si intende la latenza di completamento di fio (clat): il tempo tra l'invio di un'operazione di I/O e il suo completamento, escluso l'invio stesso (slat). Sono i percentili che fio stampa per impostazione predefinita; la latenza totale media (lat = slat + clat) e la latenza media di invio, quando fio le ha registrate, si trovano nei dati della figura.
   *[lat] Qui per latenza si intende la latenza totale di fio (lat): invio (slat) più completamento (clat); fio ne fornisce i percentili con lat_percentiles=1.
}
col-mean-of = Media { $kind }
caveat-label = Attenzione:
fio-caveat-buffered = { $direct ->
    [unknown] L'output di fio in formato normal non indica se questo job ha usato I/O diretto. Se non è stato eseguito con direct=1, è passato attraverso la cache di pagina (impostazione predefinita di fio, direct=0), e throughput e latenza riflettono allora in gran parte la cache di pagina, non il dispositivo di storage.
   *[other] Questo job è stato eseguito con I/O bufferizzato (direct=0, impostazione predefinita di fio): il suo I/O è passato attraverso la cache di pagina, quindi throughput e latenza riflettono in gran parte la cache di pagina, non il dispositivo di storage. Un motore asincrono può persino eseguire una lettura bufferizzata già durante l'invio, lasciando una latenza di completamento (clat) molto inferiore a quella totale (lat). Usare direct=1 per misurare il dispositivo.
}
fig-latency-point = { $curve }, { $axis } { $value }: { $iops } IOPS, { $pct } { $lat }
fig-percentile-point = { $pct }, { $axis } { $value }: { $lat }
fig-cell = { $y_at }, { $x_at }: { $value }
