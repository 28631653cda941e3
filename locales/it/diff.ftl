## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

verdict-regressed = peggiorato
verdict-mixed = misto
verdict-improved = migliorato
verdict-unchanged = nessuna variazione significativa
verdict-inconclusive = non verificato
verdict-unconfirmed-regression = peggioramento non confermato (non verificato)
verdict-unconfirmed-improvement = miglioramento non confermato (non verificato)
verdict-not-comparable = non confrontabile
diff-baseline = Riferimento
diff-current = Attuale
diff-col-verdict = Esito
diff-title = { $report }: esecuzione attuale a confronto con il riferimento
diff-intro = Riferimento: { $baseline }. Esecuzione attuale: { $current }. Esito complessivo: { $verdict ->
    [regressed] almeno una serie è peggiorata.
    [improved] alcune serie sono migliorate e nessuna è peggiorata.
    [mixed] alcune serie sono migliorate e altre peggiorate.
    [unchanged] nessuna variazione significativa: tutti i punti sono stati verificati e nessuno è cambiato oltre il rumore e la tolleranza.
    [inconclusive] nessun verdetto, perché alcuni punti non si sono potuti verificare (manca una stima del rumore tra un'esecuzione e l'altra: fornire --history o dichiarare noise_cv) e nessuna variazione è stata confermata.
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
    [regressed] { $op } sono peggiorate { $at }.
    [improved] { $op } sono migliorate { $at }.
    [mixed] { $op } mostrano variazioni di segno opposto in { $count } punti.
   *[other] { $op } non si possono confrontare.
}
diff-no-change = { $op } non mostrano variazioni significative (entro il rumore, ±{ $noise }%){ $ruled_out ->
    [yes] ; si può escludere una variazione di ±{ $threshold }%.
    [runs] ; per escludere una variazione di ±{ $threshold }% servirebbe uno storico di circa { $runs } esecuzioni precedenti (--history).
    [never] ; nessuno storico, per quanto lungo, può escludere una variazione di ±{ $threshold }%: già una singola esecuzione varia di più.
   *[no] .
}
diff-untested = { $op } { $scope ->
    [all] non si sono potute verificare
   *[some] { $count ->
        [one] non si sono potute verificare in un punto su { $total }
       *[other] non si sono potute verificare in { $count } punti su { $total }
    }
} (manca una stima del rumore tra un'esecuzione e l'altra: fornire --history o dichiarare noise_cv).
diff-unconfirmed = { $op } sono { $sign ->
    [up] aumentate
   *[down] diminuite
} { $count ->
    [one] { ARTICLE($pct, prep: "di") }{ $pct }%
   *[other] fino a un massimo { ARTICLE($pct, prep: "di") }{ $pct }%
} { $at }, oltre la tolleranza { ARTICLE($threshold, prep: "di") }{ $threshold }%, ma la variazione non si può confermare: manca una stima del rumore tra un'esecuzione e l'altra. { $verdict ->
    [regression] Se è reale, si tratta di un peggioramento.
   *[improvement] Se è reale, si tratta di un miglioramento.
}
diff-operation = { $op } sono { $verdict ->
    [regressed] peggiorate
   *[improved] migliorate
} nel complesso: variazione mediana { $change }% (intervallo al 95%: { $low }% … { $high }%), { $beyond } { $beyond ->
    [one] punto
   *[other] punti
} su { $points } oltre la tolleranza { ARTICLE($threshold, prep: "di") }{ $threshold }%, { $extent }.
diff-range = { $span ->
    [one] { $from }
   *[range] da { $from } a { $to }
}
diff-extent-threads = { $span ->
    [range] da { $from } a { $to } thread
   *[list] con { $list } { $last ->
       *[other] thread
    }
}
diff-extent-axis = { $axis } { $range }
diff-at-cells = in { $count } celle su { $total } ({ $extent })
diff-not-comparable = Non confrontati perché il carico di lavoro non è lo stesso: { $list }.
diff-not-comparable-item = { $what } ({ $why ->
    [series] nessun numero di thread in comune
   *[benchmark] altro strumento o altro tipo di benchmark
})
diff-not-produced = Non prodotti dalla versione dello strumento dell'esecuzione attuale, quindi non contati come assenti: { $list }.
diff-not-produced-item = { $what } ({ $tool } { $version }; li produceva la versione { $baseline_version } del riferimento)
diff-workload-differs = { $benchmark } ha eseguito un carico di lavoro diverso — { $list }. Il confronto viene fatto comunque; leggerne le variazioni con cautela.
diff-workload-item = { $what ->
    [commands] righe di comando
    [transfer_size] dimensione del trasferimento
    [file_size] dimensione del file
    [file_size_rule] dati totali, divisi tra i thread
    [distribution] file per directory
   *[other] { $what }
}: { $baseline } nel riferimento, { $current } nell'esecuzione attuale
diff-col-method = Origine del rumore
diff-col-noise = Rumore (CV)
diff-col-df = gdl
diff-noise = { $value }%
diff-source-history = storico
diff-source-declared-noise = noise_cv dichiarato
diff-source-iterations = iterazioni
diff-source-none = nessuna (non verificato)
diff-summary-unconfirmed = Variazioni non confermate (non verificate)
diff-summary-unconfirmed-item = { $benchmark } { $label } { $at }: { $count ->
    [one] { $signed }%
   *[other] fino a { $signed }%
} ({ $verdict ->
    [regression] possibile peggioramento
   *[improvement] possibile miglioramento
})
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
diff-method = Ogni punto è confrontato in scala logaritmica con il rumore tra un'esecuzione e l'altra, ricavato da uno storico di esecuzioni (--history) o da un noise_cv dichiarato, mai dalle sole iterazioni: le iterazioni possono soltanto ampliarlo, quando sono più disperse. Ogni operazione (tutti i suoi numeri di thread, o tutte le celle di una griglia) è inoltre verificata come un'unica variazione, attraverso la mediana delle variazioni dei suoi punti. Punti e operazioni formano un'unica famiglia, i cui valori p sono corretti con il metodo di Holm (α = { $alpha }); una variazione conta quando è significativa e supera la tolleranza ({ ARTICLE($threshold) }{ $threshold }%, salvo diversa indicazione del benchmark). Le celle di una griglia (20 punti o più) sono giudicate soltanto attraverso la loro operazione. «Entro il rumore, ±x%» indica la semiampiezza dell'intervallo al 95% della variazione dell'operazione, o del suo punto più incerto quando l'operazione non è stata verificata; una variazione pari alla tolleranza è esclusa quando quell'intervallo è tutto compreso tra meno e più la tolleranza. Un punto senza stima del rumore tra un'esecuzione e l'altra non viene verificato: se supera la tolleranza è elencato come variazione non confermata, che fa fallire il controllo solo con --fail-on-unconfirmed, e l'esito del rapporto è allora inconcludente. Nelle simulazioni senza variazioni reali, al massimo { ARTICLE($false_alarms) }{ $false_alarms }% dei confronti ha avuto esito «peggiorato».
diff-summary-item = `{ $benchmark }` { $op } con { $threads } thread: { $baseline } → { $current } { $unit } ({ $change }%)
diff-summary-counts = Esito: **{ $verdict ->
    [regressed] peggiorato
    [improved] migliorato
    [mixed] misto
    [unchanged] nessuna variazione significativa
    [inconclusive] inconcludente (alcuni punti non verificati)
   *[other] non confrontabile
}**; punti peggiorati: { $regressed }, migliorati: { $improved }, non confermati (non verificati): { $unconfirmed }, senza variazioni significative: { $unchanged }{ $unchanged ->
    [0] {""}
   *[other] {" "}(di cui { $ruled_out } { $ruled_out ->
        [one] esclude
       *[other] escludono
    } una variazione pari alla tolleranza)
}{ $untested ->
    [0] .
   *[other] ; non verificabili: { $untested }.
}{ $ops ->
    [0] {""}
   *[other] {" "}Operazioni verificate ciascuna nel suo insieme che escludono una variazione pari alla tolleranza: { $ops_ruled_out } su { $ops }.
}
diff-summary-regressions = Peggioramenti maggiori
diff-summary-improvements = Miglioramenti maggiori
diff-summary-more = … e altri { $count }.
diff-fig-change-title = Variazione dell'esecuzione attuale rispetto al riferimento
diff-axis-change = Variazione rispetto al riferimento (%)
diff-fig-change-desc = Grafico a barre della variazione relativa dell'esecuzione attuale rispetto al riferimento per ogni numero di thread, una barra per operazione.
diff-grid-intro = Ogni operazione misurata su una griglia ha una mappa di calore della sua variazione, esecuzione attuale rispetto al riferimento, con una cella per combinazione. { $worse ->
    [up] Le celle rosse indicano un aumento (un peggioramento: qui vince il valore più basso)
   *[down] Le celle rosse indicano un calo (un peggioramento)
}, quelle blu una variazione in senso opposto (un miglioramento); il colore è pieno da un dimezzamento o da un raddoppio in poi ({ $halved } o { $doubled }). Le celle chiare sono quasi invariate, quelle vuote non hanno un confronto.
diff-fig-grid-title = { $benchmark }: { $op }, variazione per { $x } e { $y } (%)
diff-fig-grid-desc = Mappa di calore della variazione di { $op } in percentuale, esecuzione attuale rispetto al riferimento, { $x } in orizzontale e { $y } in verticale: rosso per i peggioramenti, blu per i miglioramenti, colore pieno da { $halved } in giù e da { $doubled } in su, la variazione scritta in ogni cella dove c'è spazio, celle vuote dove non c'è confronto.
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
