## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

## Elementi generici

value-with-unit = { $value } { $unit }
percent-signed = { $value }%
percent-of = { ARTICLE($pct, prep: "a") }{ $pct }%
number-compact = { $scale ->
    [million-one] { $value } milione
    [billion-one] { $value } miliardo
    [million] { $value } milioni
    [billion] { $value } miliardi
    [wan] { $value } × 10⁴
    [yi] { $value } × 10⁸
   *[none] { $value }
}
caption-table = Tabella { $n }. { $title }
caption-figure = Figura { $n }. { $title }

## Operazioni: etichette brevi (legende, tabelle) e soggetti plurali

op-write = Scrittura
op-read = Lettura
op-create = Creazione
op-stat = Stat
op-remove = Rimozione
op-rewrite = Riscrittura
op-reread = Rilettura
op-random-read = Lettura casuale
op-random-write = Scrittura casuale
op-tree-create = Creazione albero
op-tree-remove = Rimozione albero
op-subject-write = Le scritture
op-subject-read = Le letture
op-subject-create = Le creazioni di file
op-subject-stat = Le operazioni di stat
op-subject-remove = Le rimozioni di file
op-subject-rewrite = Le riscritture
op-subject-reread = Le riletture
op-subject-random-read = Le letture casuali
op-subject-random-write = Le scritture casuali
op-subject-other = Le operazioni «{ $name }»
op-subject-tree-create = Le creazioni dell'albero di directory
op-subject-tree-remove = Le rimozioni dell'albero di directory

## Cornice del documento

doc-contents = Indice
doc-byline = { $has_date ->
    [yes] { $has_authors ->
        [yes] { $date } · { $authors }
       *[no] { $date }
    }
   *[no] { $authors }
}
doc-footer = Generato da pixreport per «{ $site }». Tutti i numeri di questo documento, con i file da cui provengono, sono in { $file }.
provenance-reconstructed-title = Dati ricostruiti.
provenance-reconstructed = I risultati di questo rapporto sono stati ricostruiti a partire da un testo pubblicato ({ $source }). Ogni valore dichiarato in quel testo (picchi, plateau, cali) è rispettato, ma i punti intermedi sono nostre stime, non misure.
provenance-synthetic-title = Dati sintetici.
provenance-synthetic = I risultati di questo rapporto sono inventati per mostrare lo strumento ({ $source }) e non descrivono alcun sistema reale.
provenance-measured-title = Dati misurati.
nav-label = Navigazione del sito

## Sezioni

section-introduction = Introduzione
section-architecture = Architettura della soluzione
section-components = Componenti della soluzione
section-performance = Caratterizzazione delle prestazioni
section-conclusions = Conclusioni
section-future = Sviluppi futuri
section-summary = Prestazioni di picco e sostenute
section-method = Come si ricavano i valori
section-scale-out = Scalabilità orizzontale (scale-out)
performance-intro = Per caratterizzare la soluzione abbiamo usato i seguenti benchmark:

## Tabelle

table-components = Componenti della soluzione
table-testbed = Banco di prova dei client
table-filesystem = Impostazioni del file system
table-summary = Prestazioni di picco e sostenute
table-file-sizes = Dimensione dei file per thread in «{ $benchmark }»
table-distribution = Distribuzione dei file nelle directory in «{ $benchmark }»
table-comparison = { $title } ({ $unit })
table-scale-out = Prestazioni proiettate per numero di unità ({ $unit_name }; proiezione lineare, non misurata)
col-role = Ruolo
col-model = Modello
col-count = Quantità
col-details = Dettagli
col-item = Voce
col-value = Valore
col-threads = Thread
col-spread = { $op }: intervallo delle iterazioni
data-spread = { $min } – { $max } (n = { $n })
col-file-size = Dimensione file per thread
col-dirs-per-thread = Directory per thread
col-files-per-dir = File per directory
col-total-files = File totali
col-benchmark = Benchmark
col-operation = Operazione
col-peak = Picco
col-peak-threads = Thread al picco
col-measure = Misura
col-sustained = Sostenuto
col-change = variazione
col-units = { $unit_name }
col-report = Rapporto
col-date = Data
col-languages = Lingue
testbed-client_nodes = Nodi client
testbed-client_model = Modello del nodo client
testbed-processors = Processori per nodo
testbed-cores_per_node = Core per nodo
testbed-memory = Memoria per nodo
testbed-memory_per_node = Memoria per nodo (totale)
testbed-bios = BIOS
testbed-os = Sistema operativo
testbed-kernel = Kernel
testbed-filesystem_client = Client del file system
testbed-network = Rete di interconnessione
testbed-mpi = MPI
testbed-ofed = OFED
fs-name = File system
fs-block_size = Dimensione del blocco
fs-subblocks_per_block = Sottoblocchi per blocco
fs-subblock_size = Dimensione del sottoblocco
fs-pagepool = Page pool
fs-pagepool_clients = Page pool (client)
fs-pagepool_servers = Page pool (server)
fs-allocation = Allocazione dei blocchi
fs-inode_size = Dimensione dell'inode

## Sezioni dei benchmark

kind-sequential-n-n = Prestazioni sequenziali { $tool }, da N client a N file
kind-sequential-n-1 = Prestazioni sequenziali { $tool }, da N client a un file condiviso
kind-random-n-n = Prestazioni casuali { $tool } a piccoli blocchi, da N client a N file
kind-metadata = Prestazioni dei metadati con { $tool }
kind-metadata-empty = Prestazioni dei metadati con { $tool }: file vuoti
kind-metadata-sized = Prestazioni dei metadati con { $tool }: file da { $size }
kind-other = Prestazioni { $tool }
bench-intro = { $same ->
    [yes] Abbiamo eseguito { $tool } soltanto con { $min ->
        [one] un thread
       *[other] { $min } thread
    }.
   *[no] Abbiamo eseguito { $tool } da { $min ->
        [one] un solo thread
       *[other] { $min } thread
    } fino a { $max } thread{ $doubling ->
        [yes] , raddoppiando il numero di thread a ogni passo.
       *[no] .
    }
}
param-transfer-size = Dimensione del trasferimento
param-file-size = Dimensione del file per thread
bench-parameters = { $has ->
    [both] Ogni thread ha trasferito { $file } di dati in blocchi da { $transfer }.
    [transfer] Ogni thread ha trasferito i dati in blocchi da { $transfer }.
   *[file] Ogni thread ha lavorato su un file da { $file }.
}
bench-file-size-rule = { $bounds ->
    [both] Per escludere l'effetto delle cache dalla misura, i dati di prova, { $total } in tutto, sono ripartiti tra i thread, ma nessun thread riceve meno di { $min } né più di { $max }.
    [min] Per escludere l'effetto delle cache dalla misura, i dati di prova, { $total } in tutto, sono ripartiti tra i thread, ma nessun thread riceve meno di { $min }.
    [max] Per escludere l'effetto delle cache dalla misura, i dati di prova, { $total } in tutto, sono ripartiti tra i thread, ma nessun thread riceve più di { $max }: con pochi thread il totale è quindi minore.
   *[none] Per escludere l'effetto delle cache dalla misura, i dati di prova, { $total } in tutto, sono ripartiti tra i thread.
}
bench-distribution = { $kind ->
    [total] Ogni directory contiene { $files } file e il numero totale di file resta lo stesso per ogni numero di thread: le directory per thread si ricavano quindi dal numero di thread.
   *[per-thread] Ogni directory contiene { $files } file; il numero di directory per thread è stato scelto per ciascun numero di thread, da cui i totali qui sotto.
}
bench-distribution-same = I file sono distribuiti nelle directory esattamente come per «{ $benchmark }» (si veda la tabella in quella sezione).
bench-commands = { $count ->
    [one] La riga di comando:
   *[other] Le righe di comando:
}
bench-log-scale = L'asse dei valori è logaritmico (in base 10), così sullo stesso grafico si leggono anche operazioni che differiscono di ordini di grandezza.
value-interpolated = ≈{ $value }
bench-stated-note = I marcatori pieni sono valori dichiarati dalla fonte; i marcatori vuoti, e i valori segnati con ≈ nella tabella dei dati, sono interpolati tra questi e non sono misure.

## Osservazioni (un paragrafo per operazione)

obs-peak-sustained = { $variant ->
    [b] { $op } toccano il massimo, { $peak } { $unit }, con { $threads ->
        [one] un solo thread
       *[other] { $threads } thread
    }
   *[a] { $op } raggiungono il picco di { $peak } { $unit } con { $threads ->
        [one] un solo thread
       *[other] { $threads } thread
    }
}{ $method ->
    [median] ; da lì fino a { $max } thread la loro mediana è di { $sustained } { $unit }.
    [floor-dips] { $direction ->
        [lower] {" "}e da lì fino a { $max } thread, a parte i picchi isolati, non salgono sopra { $sustained } { $unit }.
       *[higher] {" "}e da lì fino a { $max } thread, a parte i cali isolati, non scendono sotto { $sustained } { $unit }.
    }
   *[floor] { $direction ->
        [lower] {" "}e da lì fino a { $max } thread non salgono sopra { $sustained } { $unit }.
       *[higher] {" "}e da lì fino a { $max } thread non scendono sotto { $sustained } { $unit }.
    }
}
obs-still-rising = { $op } continuano a { $direction ->
    [lower] migliorare
   *[higher] salire
} fino a { $threads } thread, il massimo provato, dove arrivano a { $value } { $unit } ({ $gain }% { $direction ->
    [lower] di miglioramento rispetto al
   *[higher] in più rispetto al
} passo precedente): il limite si trova oltre l'intervallo provato.
obs-top-on-plateau = { $op } raggiungono il valore migliore, { $value } { $unit }, a { $threads } thread, il massimo provato, ma su un plateau e non in salita: l'ultimo passo le fa variare solo { ARTICLE($gain, prep: "di") }{ $gain }%{ $direction ->
    [lower] {"."}
   *[higher] {"."}
}
obs-single = { $op } sono state misurate soltanto con { $threads ->
    [one] un thread
   *[other] { $threads } thread
}, con { $value } { $unit }: un solo punto non indica alcuna tendenza.
obs-linear = { $variant ->
    [b] Fino a { $to } thread ogni raddoppio dei thread le fa quasi raddoppiare, fino a { $factor } volte il valore { $from ->
        [one] con un thread
       *[other] con { $from } thread
    }.
   *[a] Da { $from ->
        [one] un thread
       *[other] { $from } thread
    } a { $to } thread crescono in modo quasi lineare, di { $factor } volte.
}
obs-superlinear = Da { $from ->
    [one] un thread
   *[other] { $from } thread
} a { $to } thread crescono più in fretta del numero di thread: di { $factor } volte, mentre i thread aumentano di { $ratio } volte.
obs-plateau = { $variant ->
    [b] { $stability ->
        [very-stable] { $from ->
            [one] Fin dal primo thread si ha
           *[other] A partire da { $from } thread segue
        } un plateau piatto intorno a { $level } { $unit }, con uno scarto massimo di appena { ARTICLE($spread) }{ $spread }%.
        [stable] { $from ->
            [one] Fin dal primo thread si ha
           *[other] A partire da { $from } thread segue
        } un plateau intorno a { $level } { $unit }, con una differenza { ARTICLE($spread, prep: "di") }{ $spread }% tra il punto più basso e quello più alto.
       *[variable] { $from ->
            [one] Fin dal primo thread
           *[other] Da { $from } thread
        } i valori restano in una fascia intorno a { $level } { $unit }, pur oscillando fino { ARTICLE($spread, prep: "a") }{ $spread }% al suo interno.
    }
   *[a] { $from ->
        [one] Fin da un solo thread
       *[other] Da { $from } thread in poi
    } { $stability ->
        [very-stable] restano su un plateau piatto intorno a { $level } { $unit }, con uno scarto massimo di appena { ARTICLE($spread) }{ $spread }%.
        [stable] si assestano su un plateau intorno a { $level } { $unit }, con una differenza { ARTICLE($spread, prep: "di") }{ $spread }% tra il punto più basso e quello più alto.
       *[variable] restano in una fascia intorno a { $level } { $unit }, pur oscillando fino { ARTICLE($spread, prep: "a") }{ $spread }% al suo interno.
    }
}
obs-dip = A { $threads } thread c'è { $direction ->
    [lower] un aumento momentaneo a { $value } { $unit }, cioè { ARTICLE($depth) }{ $depth }% in più
   *[higher] un calo momentaneo a { $value } { $unit }, cioè { ARTICLE($depth) }{ $depth }% in meno
} rispetto ai punti vicini{ $counted ->
    [left-out] ; poiché il punto successivo recupera, il valore sostenuto non ne tiene conto.
    [counted] ; il valore sostenuto tiene conto di ogni punto dopo il picco, compreso questo.
    [median] ; la mediana dopo il picco lo conta come ogni altro punto.
   *[none] .
}
obs-drop-top = { $direction ->
    [lower] Oltre { $from } thread peggiorano, con un aumento { ARTICLE($drop, prep: "di") }{ $drop }% fino a { $to } thread ({ $value } { $unit }).
   *[higher] Oltre { $from } thread cedono, con un calo { ARTICLE($drop, prep: "di") }{ $drop }% fino a { $to } thread ({ $value } { $unit }).
}
obs-limit = { $count ->
    [one] Il picco di { $ops } è pari { $list }
   *[other] I picchi di { $ops } sono pari rispettivamente { $list }
} { PREP($limit, prep: "di") } ({ $limit_value } { $unit }).
obs-ops-spread = { $high } raggiungono il valore più alto fra tutte le operazioni: al picco sono { $factor } volte più veloci dell'operazione più lenta ({ $low }).

## Confronti

cmp-heading = { $current } a confronto con { $baseline }
cmp-intro = Questa sezione mette a confronto { $current } e { $baseline } su «{ $benchmark }». Le variazioni sono relative { PREP($baseline, prep: "a") }: un valore positivo significa che { $current } è più veloce.
cmp-largest-gain = { $op } guadagnano di più con { $threads ->
    [one] un solo thread
   *[other] { $threads } thread
}, dove «{ $current }» è in vantaggio { ARTICLE($change, prep: "di") }{ $change }%.
cmp-largest-loss = { $op } perdono di più con { $threads ->
    [one] un solo thread
   *[other] { $threads } thread
}, dove «{ $current }» è in svantaggio { ARTICLE($change, prep: "di") }{ $change }%.
cmp-smallest-gain = Il guadagno minore, pari { ARTICLE($change, prep: "a") }{ $change }%, si ha con { $threads ->
    [one] un solo thread
   *[other] { $threads } thread
}.
cmp-mean = In media, su { $count } numeri di thread confrontati, la variazione rispetto { PREP($baseline, prep: "a") } è pari { ARTICLE($change, prep: "a") }{ $change }%.
cmp-reversal = Il segno della variazione si inverte a { $count ->
    [one] { $list } thread
   *[other] { $list } thread
}.
cmp-only = Misurato solo per { $side }: { $list } thread; questi punti non hanno corrispondenza e non sono confrontati{ $count ->
    [one] .
   *[other] .
}
cmp-zero-baseline = Con { $list } thread «{ $baseline }» ha misurato 0{ $count ->
    [one] ,
   *[other] ,
} quindi lì non si può calcolare una variazione relativa.
cmp-only-ops = Misurato solo per { $side }: { $list }.
fig-overlay-title = { $title }: le due configurazioni
fig-overlay-desc = Grafico a linee di «{ $current }» (linee continue) e «{ $baseline }» (linee tratteggiate) in funzione del numero di thread.
fig-change-title = Variazione di «{ $current }» rispetto a «{ $baseline }»
fig-change-desc = Grafico a barre della variazione relativa di «{ $current }» rispetto a «{ $baseline }» per ogni numero di thread, una barra per operazione.
axis-change = Variazione rispetto a { $baseline } (%)

## Scalabilità orizzontale

scale-intro = La tabella proietta i valori di picco e sostenuti su più unità ({ $unit_name }). Le misure provengono da { $measured ->
    [one] una unità
   *[other] { $measured } unità
}; ogni altra colonna presuppone che le prestazioni crescano in modo lineare con il numero di unità: è una proiezione, non una misura.
scale-network = La proiezione non tiene conto della rete: quando i collegamenti dei client o la rete tra client e server sono saturi, altre unità non aggiungono nulla, quindi con le configurazioni più grandi il limite lo pone la rete, non il numero di unità.

## Riepilogo e metodo

summary-intro = La Tabella { $n } riunisce il picco di ogni serie e il livello che la serie mantiene dopo il picco.
summary-still-rising = ↑ La serie era ancora in crescita al numero massimo di thread, quindi il valore sostenuto coincide con il picco.
summary-iterations = Ogni valore è la media { $kind ->
    [same] di { $max } iterazioni del suo punto
   *[range] di { $min }–{ $max } iterazioni del suo punto
}; la tabella dei dati sotto ogni figura ne riporta l'intervallo e il numero.
method-peak = Picco: il valore migliore di una serie (il più alto, oppure il più basso quando conta il valore minore) e il numero di thread al quale compare per la prima volta.
method-rounding = I numeri sono mostrati con tre cifre significative (tutte le cifre prima della virgola restano, e una colonna di tabella riceve più cifre quando due valori diversi sembrerebbero uguali), arrotondando al pari: 2,225 diventa 2,22.
method-sustained = { $method ->
    [isolated-dip] Sostenuto: il valore peggiore dal picco in poi, esclusi i cali isolati.
    [min-after-peak] Sostenuto: il valore peggiore dal picco in poi, contando ogni punto.
   *[median-after-peak] Sostenuto: la mediana dei valori dal picco in poi; è un livello tipico, non un minimo garantito.
}
method-dip = Calo isolato: un singolo punto più basso di oltre { ARTICLE($pct) }{ $pct }% rispetto a entrambi i vicini.
method-observations = Crescita lineare: dal primo punto, ogni raddoppio dei thread porta almeno { ARTICLE($linear) }{ $linear }% del guadagno ideale (almeno ×1,8); una crescita che supera di oltre { ARTICLE($margin) }{ $margin }% il rapporto tra i thread è detta superlineare. Plateau: dal suo primo punto in poi, ogni punto resta entro ±{ $band }% rispetto alla mediana del plateau.
## Figure

axis-threads = Thread
axis-value = { $unit }
axis-value-log = { $unit } (scala logaritmica)
fig-limit-for = { $label } (solo { $ops })
fig-scaling-desc = Grafico a linee di { $ops } in { $unit } in funzione del numero di thread, da { $min } a { $max }.

## Sito

site-intro = Caratterizzazioni delle prestazioni dello storage generate con pixreport. Scegliete un rapporto e una lingua.

## Diff: una nuova esecuzione a confronto con una di riferimento

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

figure-data = Dati della figura
nav-all-reports = Tutti i rapporti
nav-reports = Altri rapporti
site-headline = Picchi di «{ $benchmark }»: { $peaks }

## Analisi del file system

section-analytics = Analisi del file system
analytics-capacity = Vista per capacità
analytics-files = Vista per numero di file
analytics-provenance = { $provenance ->
    [synthetic] I dati di utilizzo di questa sezione sono sintetici ({ $source }): servono a mostrare l'aspetto dell'analisi e non descrivono lo stato del sistema in prova.
    [reconstructed] I dati di utilizzo di questa sezione sono stati ricostruiti a partire da un testo pubblicato ({ $source }).
   *[measured] I dati di utilizzo di questa sezione provengono da una scansione del file system ({ $source }).
}
analytics-intro = I dati riguardano { $files } file per un totale di { $bytes }, di proprietà di { $owners } utenti.
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
obs-top-owner-bytes = L'utente che occupa più spazio è { $user }, con una quota pari { ARTICLE($pct, prep: "a") }{ $pct }% della capacità.
obs-top-owner-files = L'utente che possiede più file è { $user }, con una quota pari { ARTICLE($pct, prep: "a") }{ $pct }% del totale dei file.
obs-top-owners = I primi { $n } utenti occupano nel complesso { ARTICLE($pct) }{ $pct }% della capacità.
obs-top-type = I file di tipo «{ $type }» sono quelli che occupano più spazio: una quota pari { ARTICLE($pct, prep: "a") }{ $pct }% della capacità.
obs-top-fileset = Il fileset «{ $fileset }» è il più grande, con una quota pari { ARTICLE($pct, prep: "a") }{ $pct }% della capacità.
obs-small-files = I file sotto { $limit } sono { ARTICLE($files_pct) }{ $files_pct }% del numero totale di file, ma occupano soltanto { ARTICLE($bytes_pct) }{ $bytes_pct }% della capacità: pesano sui metadati, non sullo spazio.
obs-recent = I file modificati da { $month } in poi occupano { ARTICLE($pct) }{ $pct }% della capacità.
size-below = < { $upper }
size-between = { $lower } – { $upper }
size-above = ≥ { $lower }
key-no-extension = (senza estensione)
key-other-types = (altri tipi)
key-root-fileset = (radice)
key-unknown-user = uid { $uid }
diff-fig-change-title = Variazione dell'esecuzione attuale rispetto al riferimento
diff-axis-change = Variazione rispetto al riferimento (%)
diff-fig-change-desc = Grafico a barre della variazione relativa dell'esecuzione attuale rispetto al riferimento per ogni numero di thread, una barra per operazione.
# Latency sweeps (issue 17)
sweep-axis-iodepth = iodepth
sweep-axis-threads = thread
sweep-axis-block-size = dimensione del blocco
sweep-axis-file-size = dimensione del file
sweep-op-at = { $op }, { $axis } { $value }
col-iops = IOPS
col-mean-latency = Media
axis-iops = Throughput (IOPS)
axis-latency = Latenza { $pct } ({ $unit })
axis-latency-any = Latenza ({ $unit })
latency-intro = Ogni esecuzione ha registrato anche il tempo di completamento delle operazioni. Le figure seguenti mettono la latenza { $pct } a confronto con il throughput raggiunto per ogni valore di { $axis } e mostrano come si allargano i percentili al crescere del carico.
fig-latency-title = { $benchmark }: latenza { $pct } rispetto al throughput
fig-latency-desc = Grafico a linee della latenza { $pct } (asse logaritmico) rispetto al throughput in IOPS, una linea per operazione, punti in ordine di carico crescente; il ginocchio di ogni linea è cerchiato.
fig-knee-label = ginocchio: { $axis } { $value }
fig-bound-label = limite: { $pct } ≤ { $bound }
latency-knee = { $curve }: il ginocchio è a { $axis } { $load }. Fin lì la { $pct } resta a { $lat } con { $iops } IOPS; a { $axis } { $next_load } sale a { $next_lat } mentre il throughput arriva solo a { $next_iops } IOPS: il carico in più resta in coda.
latency-no-knee = { $curve }: nessun ginocchio nell'intervallo misurato; la { $pct } varia fra { $lo } e { $hi } senza crescere più del throughput.
latency-bound-met = { $curve }: il throughput massimo con la { $pct } entro { $bound } è di { $iops } IOPS, a { $axis } { $load }.
latency-bound-never = { $curve }: nessun carico misurato tiene la { $pct } entro { $bound }; anche il più leggero arriva a { $lat }.
latency-best = { $curve }: la migliore latenza { $pct }, { $lat }, si misura a { $axis } { $load }.
fig-percentiles-title = Percentili di latenza per { $axis }: { $curve }
fig-percentiles-desc = Grafico a linee dei percentili di latenza (asse logaritmico) per { $curve } a ogni valore di { $axis }, una linea per percentile.
fig-heatmap-title = { $op }: IOPS per { $x } e { $y }
fig-heatmap-desc = Mappa di calore degli IOPS per { $op }, { $x } in orizzontale e { $y } in verticale, celle più scure per più IOPS, il valore scritto in ogni cella e la cella migliore incorniciata e segnata con una stella.
latency-heatmap-best = { $op } raggiunge il massimo di IOPS, { $iops }, con { $x } { $x_value } e { $y } { $y_value } (la cella con la stella).
method-latency = Latenza: vince il valore più basso, quindi la latenza migliore è la minima. Lungo una linea delle figure di latenza (carico crescente), il ginocchio è l'ultimo carico prima del primo passo in cui la { $pct } cresce di oltre { ARTICLE($rise) }{ $rise }% mentre il throughput cresce, in proporzione, meno della metà; oltre quel punto, altro I/O in sospeso produce solo attesa, non throughput. Il throughput entro un limite di latenza è il massimo di IOPS fra i carichi la cui { $pct } resta entro il limite dichiarato. I percentili di esecuzioni ripetute sono mediati.

## Il white paper (PDF, `build --pdf`)
pdf-link = White paper (PDF)
pdf-references = Riferimenti
pdf-colophon = Colophon
pdf-colophon-text = Composto da pixreport { $version } con Typst a partire dai file di ingresso elencati sotto; ciascuno è identificato dalla sua impronta SHA-256, così chi legge può verificare che un grafico derivi proprio da questi dati.
pdf-inputs = File di ingresso
pdf-col-file = File
pdf-col-sha256 = SHA-256
diff-best-changed = Il valore migliore è passato da { $baseline } a { $current } { $unit } ({ $change }%).
diff-best-moved = Il valore migliore si è spostato da { $from } a { $to } thread.
diff-fig-trend-title-best = { $op }: valore migliore nelle esecuzioni, { $benchmark }
sweep-subject-iodepth = { $op } con profondità di coda { $value }
sweep-subject-at = { $op } ({ $axis } { $value })

# Titoli, operazioni sull'albero di mdtest, storico delle esecuzioni (issue 15 e 11)
heading-qualified = { $heading } ({ $detail })
heading-transfer = trasferimenti da { $size }
heading-file-size = { $size } per thread
fig-tree-title = { $benchmark }: operazioni sull'albero di directory
bench-tree-note = Le creazioni e le rimozioni dell'albero di directory agiscono sulle directory, non sui file: hanno una figura a parte e restano escluse quando le operazioni sui file vengono confrontate fra loro.
section-history = Storico delle esecuzioni
history-intro = { $count ->
    [one] Questo report è stato pubblicato una volta prima di questa build.
   *[other] Questo report è stato pubblicato { $count } volte prima di questa build.
} Ogni figura segue una serie lungo le esecuzioni, dalla più vecchia: il picco (linea continua) e il livello sostenuto (linea tratteggiata); un punto cerchiato è un'esecuzione da cui il livello è cambiato in modo duraturo.
history-this-run = Questa build
history-fig-title = { $benchmark }, { $op }: picco e livello sostenuto nelle esecuzioni
history-fig-desc = Grafico a linee del picco e del livello sostenuto di { $op } in { $unit } in ogni esecuzione, dalla più vecchia, su { $count } esecuzioni.
history-change = { $op }, { $measure }: dall'esecuzione { $run } in poi il livello è passato da { $before } a { $after } { $unit } ({ $change }%), { $verdict ->
    [regressed] un peggioramento.
   *[other] un miglioramento.
}
history-steady = Nessuna serie è cambiata in modo duraturo in queste esecuzioni.
history-measure-peak = picco
history-measure-sustained = livello sostenuto
# Intestazioni di tabella composte (issue 14): etichetta con unità, operazione per un lato del confronto
col-with-unit = { $label } ({ $unit })
col-op-side = { $op } · { $side }
method-grouping = I numeri di thread sono etichette e non hanno mai il separatore delle migliaia ({ $threads }); gli altri numeri lo hanno da quattro cifre nelle tabelle e nelle figure ({ $table }) e da cinque nel testo ({ $prose }, { $large }).

## Leggere il sito: punti delle figure, dati, colori, ricerca, citazione

fig-point = { $op }, { $threads } thread: { $value }
fig-point-spread = { $point } (media di { $n } ripetizioni, da { $min } a { $max })
figure-csv = Scarica questi numeri (CSV)
theme-label = Colori
theme-auto = Come il sistema
theme-light = Chiari
theme-dark = Scuri
search-link = Cerca
search-title = Cerca nei rapporti
search-label = Parole da cercare
search-button = Cerca
search-found = Rapporti che contengono queste parole:
search-none = Nessun rapporto contiene queste parole.
search-unavailable = La ricerca non è disponibile in questa copia del sito: il suo indice viene aggiunto alla pubblicazione.
search-noscript = La ricerca funziona nel browser e richiede JavaScript. Tutti i rapporti sono elencati nella pagina indice.
cite-heading = Citare questo rapporto
cite-plain = Come testo
cite-bibtex = BibTeX
site-examples-heading = Esempi misurati su macchine virtuali
site-examples-intro = Piccole prove su una macchina virtuale di sviluppo, che mostrano come i log grezzi dei benchmark diventano un rapporto. Misurano la cache di pagina e il disco virtuale della macchina, non un prodotto di storage, e sono tenute separate dalle caratterizzazioni qui sopra.
latency-one-load = { $curve }: misurata a un solo carico, con la { $pct } pari a { $lo }; per individuare un ginocchio servono almeno due carichi.

## Istantanee d'uso nel tempo (analisi)
analytics-snapshots = Capacità nel tempo
fig-snapshots-filesets = Capacità a ogni istantanea: totale e i { $n } fileset più grandi
fig-snapshots-owners = Capacità a ogni istantanea: totale e i { $n } utenti più grandi
axis-snapshot = Istantanea
snapshots-total = Totale
snapshots-new = nuovo
table-growth-filesets = Crescita per fileset tra il { $from } e il { $to }
table-growth-owners = Crescita per utente tra il { $from } e il { $to }
col-capacity-change = Variazione di capacità
col-files-change = Variazione dei file
obs-snapshots-growth = Tra il { $from } e il { $to } la capacità è variata di { $bytes } ({ $pct }) e il numero di file di { $files }.
obs-snapshots-growers = Tra gli utenti è cresciuto di più { $user } ({ $user_bytes }); tra i fileset, «{ $fileset }» ({ $fileset_bytes }).
obs-snapshots-no-growers = Tra queste due istantanee nessun utente e nessun fileset è cresciuto.
obs-snapshots-user-grew = Tra gli utenti è cresciuto di più { $user } ({ $user_bytes }); nessun fileset è cresciuto.
obs-snapshots-fileset-grew = Tra i fileset è cresciuto di più «{ $fileset }» ({ $fileset_bytes }); nessun utente è cresciuto.
# Griglie su due parametri variati (modalità automatica di IOzone) e latenza solo media
sweep-axis-record-size = dimensione del record
grid-intro = { $tool } ha misurato ogni operazione per ogni combinazione di { $x } e { $y } ricevuta: per questo ogni operazione ha una mappa di calore anziché una curva, con una cella per combinazione e il suo valore, la cella migliore incorniciata e segnata con una stella. Una combinazione che lo strumento ha saltato resta vuota, non vale zero.
fig-grid-title = { $benchmark }: { $op } per { $x } e { $y } ({ $unit })
fig-grid-desc = Mappa di calore di { $op } in { $unit }, { $x } in orizzontale e { $y } in verticale (ogni passo raddoppia), celle più scure per valori più alti, il valore scritto in ogni cella, la cella migliore incorniciata e segnata con una stella, un trattino dove non c'è misura.
grid-best = { $op }: la cella migliore vale { $value }, con { $x } { $x_value } e { $y } { $y_value }.
latency-stat-mean = media
latency-intro-mean = Ogni esecuzione ha registrato anche il tempo medio di completamento delle operazioni; lo strumento non fornisce percentili, quindi la figura seguente mette la latenza media a confronto con il throughput raggiunto per ogni valore di { $axis } e le frasi parlano solo della media.
summary-grids-only = Ogni benchmark di questo report è stato misurato su due parametri variati anziché sul numero di thread, quindi non c'è un picco né un livello sostenuto da riportare in tabella; ogni mappa di calore qui sopra indica la sua cella migliore.

## Utilizzo del file system nel confronto (entrambi i lati con dati di utilizzo, o due CSV di utilizzo)
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
