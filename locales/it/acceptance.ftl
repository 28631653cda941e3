## Criteri di accettazione (report.toml `[[acceptance]]`) e avvertenze sul metodo (`[checks]`).

section-acceptance = Accettazione e metodo
acceptance-intro = Ogni criterio si legge sulla serie misurata: al picco, al livello sostenuto oppure, su un intervallo di numeri di thread, nel punto più vicino a non rispettarlo. Il margine è la distanza del valore dal limite, dalla parte che lo rispetta (negativo: dalla parte che non lo rispetta); una tolleranza consente al valore di mancare il limite al massimo di tale quantità e di superare comunque il criterio. «Entro il rumore» significa che il margine non supera la dispersione delle iterazioni del valore o il rumore dichiarato del benchmark.
table-acceptance = Criteri di accettazione
col-criterion = Criterio
col-bound = Limite
col-measured = Misurato
col-margin = Margine
col-status = Esito
col-source = Fonte
acceptance-load-peak = { $benchmark } — { $op } al picco
acceptance-load-sustained = { $benchmark } — { $op }, livello sostenuto
acceptance-load-threads = { $benchmark } — { $op } a { $first } thread
acceptance-load-range = { $benchmark } — { $op } da { $first } a { $last } thread
acceptance-bound = { $kind ->
    [min] ≥ { $value }
   *[max] ≤ { $value }
}
acceptance-bound-tolerance = { $bound } (tolleranza { $tolerance }%)
acceptance-measured = { $value } a { $threads } thread
acceptance-margin = { $sign ->
    [minus] −{ $value } ({ $percent })
   *[plus] +{ $value } ({ $percent })
}
acceptance-status = { $status ->
    [pass] soddisfatto
   *[fail] non soddisfatto
}{ $tolerance ->
    [yes] , entro la tolleranza
   *[no] { "" }
}{ $noise ->
    [yes] , entro il rumore rispetto al limite (±{ $spread })
   *[no] { "" }
}
acceptance-no-benchmark = non misurato: l'esecuzione non comprende questo benchmark
acceptance-no-operation = non misurato: il benchmark non ha dati per questa operazione
acceptance-not-tested = non misurato: i numeri di thread provati vanno da { $first } a { $last }
acceptance-other-unit = non misurato: il benchmark è misurato in { $unit }
caveat-box-title = Avvertenze sul metodo
caveat-none = Nessun controllo del metodo è applicabile: il rapporto non indica né le dimensioni dei file insieme alla memoria dei client, né opzioni degli strumenti da verificare.
caveat-cache-flagged = { $benchmark } — { $threads ->
    [one] a un thread
   *[other] a { $threads } thread
} l'insieme di dati ({ $data }) è inferiore a { $factor } volte { $pagepool ->
    [yes] il page pool
   *[no] la memoria
} { $clients ->
    [one] dell'unico client usato
   *[other] dei { $clients } client usati
} ({ $cache }): la cache può servire le letture e assorbire le scritture.
caveat-cache-ok = { $benchmark } — cache verificata; a ogni numero di thread l'insieme di dati è almeno { $factor } volte { $pagepool ->
    [yes] il page pool
   *[no] la memoria
} dei client usati (caso più critico: { $data } contro { $cache } { $threads ->
    [one] a un thread
   *[other] a { $threads } thread
}).
caveat-fio-buffered = { $benchmark } — fio è stato eseguito con I/O bufferizzato (direct=0): letture e scritture possono essere servite dalla cache di pagina.
caveat-ior-read-back = { $benchmark } — IOR rilegge, nella stessa esecuzione, ciò che ogni task ha scritto, senza riordino dei task (-C) né O_DIRECT: le letture possono provenire dalla cache di pagina.
caveat-rule-cache = cache
caveat-rule-buffered-io = I/O bufferizzato
caveat-duration = { $benchmark } — { $how ->
    [log] l'esecuzione più breve è durata { $secs } s (log di fio)
    [stonewall] IOR interrompe ogni fase dopo { $secs } s (-D)
   *[estimate] { $threads ->
        [one] a un thread
       *[other] a { $threads } thread
    } la fase ha trasferito { $data } con un throughput di { $rate }, quindi è durata circa { $secs } s (senza stonewall)
}, meno dei { $min } s necessari per misurare un throughput stabile: l'avvio e le cache pesano sui numeri.
caveat-repetition = { $benchmark } — { $command ->
    [yes] il comando esegue una sola iterazione (-i 1)
   *[no] i log contengono una sola esecuzione per punto
}: i numeri sono privi di una misura di dispersione e una differenza tra due punti può essere solo rumore.
caveat-load-not-tested = { $benchmark } — { $op }: il criterio si legge a { $range } thread, ma la serie copre da { $first } a { $last } thread.
caveat-peak-at-end = { $benchmark } — { $op }: il criterio si legge al picco, che cade all'ultimo numero di thread provato ({ $last }); la serie potrebbe essersi fermata prima del vero picco.
caveat-few-threads = { $benchmark } — la serie si ferma a { $last ->
    [one] un thread
   *[other] { $last } thread
}, meno dei { $clients } nodi client: non tutti i client sono stati messi sotto carico.
caveat-transfer-ok = { $benchmark } — dimensione del trasferimento verificata: { $transfer } è un multiplo intero del blocco del file system ({ $block }).
caveat-transfer-flagged = { $benchmark } — la dimensione del trasferimento ({ $transfer }) { $below ->
    [yes] è inferiore al
   *[no] non è un multiplo intero del
} blocco del file system ({ $block }): le richieste non coprono blocchi interi e comportano cicli aggiuntivi di lettura-modifica-scrittura.
caveat-rule-duration = durata
caveat-rule-repetition = ripetizioni
caveat-rule-coverage = copertura
caveat-rule-configuration = configurazione
caveat-accepted = Controllo «{ $rule }» disattivato: { $reason }
diff-acceptance-changed = Esito di accettazione cambiato: { $criterion } { $bound }: { $from } → { $to }
