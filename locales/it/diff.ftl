## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

verdict-regressed = peggiorato
verdict-mixed = misto
verdict-improved = migliorato
verdict-unchanged = invariato
verdict-inconclusive = inconcludente
verdict-not-comparable = non confrontabile
diff-baseline = Riferimento
diff-current = Attuale
diff-col-verdict = Esito
diff-title = { $report }: esecuzione attuale a confronto con il riferimento
diff-intro = Riferimento: { $baseline }. Esecuzione attuale: { $current }. Esito complessivo: { $verdict ->
    [regressed] almeno una serie è peggiorata.
    [improved] alcune serie sono migliorate e nessuna è peggiorata.
    [mixed] alcune serie sono migliorate e altre peggiorate.
    [unchanged] nessuna serie è cambiata oltre il rumore e la tolleranza.
    [inconclusive] nessun verdetto: i punti hanno un solo valore ciascuno e nessuna stima del rumore (ripetere le iterazioni, dichiarare noise_cv o fornire uno storico).
   *[other] non è stato possibile confrontare nulla.
}
diff-missing = Assenti nell'esecuzione attuale: { $list }. { $count ->
    [one] Era presente
   *[other] Erano presenti
} nel riferimento; una serie mancante fa fallire il controllo, salvo con --allow-missing.
diff-summary-missing = **Assenti nell'esecuzione attuale:** { $list }
diff-only-benchmarks = { $side ->
    [baseline] Solo nel riferimento, non confrontati: { $list }.
   *[current] Solo nell'esecuzione attuale, non confrontati: { $list }.
}
diff-series-verdict = { $verdict ->
    [regressed] { $op } sono peggiorate in { $count ->
        [one] un punto
       *[other] { $count } punti
    }.
    [improved] { $op } sono migliorate in { $count ->
        [one] un punto
       *[other] { $count } punti
    }.
    [mixed] { $op } mostrano variazioni di segno opposto in { $count } punti.
    [unchanged] { $op } sono invariate.
    [inconclusive] { $op }: nessun verdetto senza una stima del rumore.
   *[other] { $op } non si possono confrontare.
}
diff-peak-changed = Il picco è passato da { $baseline } a { $current } { $unit } ({ $change }%).
diff-peak-moved = Il picco si è spostato da { $from } a { $to } thread.
diff-sustained-changed = Il livello sostenuto è passato da { $baseline } a { $current } { $unit } ({ $change }%).
diff-scaling-worse = La scalabilità peggiora ai numeri di thread più alti: da { $from } thread in su la variazione media è pari { ARTICLE($high, prep: "a") }{ $high }%, contro { ARTICLE($low) }{ $low }% ai numeri di thread inferiori.
diff-only-threads = { $side ->
    [baseline] Solo nel riferimento: { $list } thread.
   *[current] Solo nell'esecuzione attuale: { $list } thread.
}
diff-col-interval = Intervallo al 95%
diff-col-p = p (Holm)
diff-col-n = n
diff-interval = { $low }% … { $high }%
diff-p-below = < { $value }
diff-axis-run = Esecuzione
diff-axis-trend = Valore ({ $unit })
diff-fig-trend-title = { $at ->
    [threads] { $op } con { $threads } thread nelle esecuzioni, { $benchmark }
   *[peak] { $op }: picco nelle esecuzioni, { $benchmark }
}
diff-change-point = { $op }: una variazione duratura a partire dall'esecuzione { $run }, da { $before } a { $after } { $unit } ({ $change }%), { $verdict ->
    [regressed] un peggioramento.
   *[other] un miglioramento.
}
diff-method = Ogni punto è confrontato in scala logaritmica con il test t di Student. Il rumore si ricava dalle iterazioni, raggruppate sull'intera serie, da un rumore tra esecuzioni dichiarato (noise_cv) oppure da uno storico di esecuzioni; i valori p sono corretti sull'intero confronto con il metodo di Holm (α = { $alpha }) e una variazione conta quando è significativa e supera la tolleranza ({ ARTICLE($threshold) }{ $threshold }%, salvo diversa indicazione del benchmark). Un punto con un solo valore e senza stima del rumore è inconcludente, mai una regressione. Nelle simulazioni senza variazioni reali, al massimo { ARTICLE($false_alarms) }{ $false_alarms }% dei confronti è stato segnalato come regressione.
diff-summary-item = `{ $benchmark }` { $op } con { $threads } thread: { $baseline } → { $current } { $unit } ({ $change }%)
diff-summary-counts = Esito: **{ $verdict ->
    [regressed] peggiorato
    [improved] migliorato
    [mixed] misto
    [unchanged] invariato
    [inconclusive] inconcludente (nessuna stima del rumore)
   *[other] non confrontabile
}**; punti peggiorati: { $regressed }, punti migliorati: { $improved }.
diff-summary-regressions = Peggioramenti maggiori
diff-summary-improvements = Miglioramenti maggiori
diff-summary-more = … e altri { $count }.
diff-fig-change-title = Variazione dell'esecuzione attuale rispetto al riferimento
diff-axis-change = Variazione rispetto al riferimento (%)
diff-fig-change-desc = Grafico a barre della variazione relativa dell'esecuzione attuale rispetto al riferimento per ogni numero di thread, una barra per operazione.
diff-best-changed = Il valore migliore è passato da { $baseline } a { $current } { $unit } ({ $change }%).
diff-best-moved = Il valore migliore si è spostato da { $from } a { $to } thread.
diff-fig-trend-title-best = { $op }: valore migliore nelle esecuzioni, { $benchmark }
diff-usage-heading = Utilizzo del file system
diff-usage-title = { $name }: utilizzo del file system a confronto con il riferimento
diff-usage-intro = Riferimento: { $baseline }. Dati attuali: { $current }. Si confronta solo l'utilizzo del file system, quindi non viene dato alcun esito.
diff-usage-totals = Dal riferimento ai dati attuali la capacità è variata di { $bytes } ({ $pct }) e il numero di file di { $files } ({ $files_pct }).
diff-usage-taken = I dati di riferimento sono stati rilevati il { $from }, quelli attuali il { $to }.
diff-usage-filesystem = File system: { $name }.
diff-usage-baseline-newer = I dati di riferimento sono più recenti di quelli attuali: forse i due lati sono stati indicati in ordine inverso.
diff-usage-gone = scomparso
diff-usage-table-owners = Variazione per utente dal riferimento ai dati attuali
diff-usage-table-filesets = Variazione per fileset dal riferimento ai dati attuali
diff-usage-line = { $axis } { $key }: capacità { $bytes } ({ $bytes_pct }), file { $files } ({ $files_pct })
diff-usage-note = Le variazioni di utilizzo vengono riportate, non giudicate: non cambiano mai l'esito e non fanno mai terminare --fail-on-regression con codice di uscita 2.
diff-usage-method = Utenti e fileset sono abbinati per nome; quelli presenti su un solo lato sono nuovi o scomparsi. Le variazioni si contano in byte e in numero di file, e la percentuale è relativa al riferimento (un utente o un fileset nuovo non ne ha).
diff-usage-unchanged = L'utilizzo del file system è identico sui due lati: stessi totali, stessi utenti e fileset.
