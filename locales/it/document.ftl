## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

value-with-unit = { $value } { $unit }
percent-signed = { $value }%
percent-of = { ARTICLE($pct, prep: "a") }{ $pct }%
# Followed by its unit in every sentence: "11,2 milioni di op/s".
number-compact = { $scale ->
    [million-one] { $value } milione di
    [billion-one] { $value } miliardo di
    [million] { $value } milioni di
    [billion] { $value } miliardi di
    [wan] { $value } × 10⁴
    [yi] { $value } × 10⁸
   *[none] { $value }
}
caption-table = Tabella { $n }. { $title }
caption-figure = Figura { $n }. { $title }
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
draft-title = Bozza.
draft-placeholders = Questo rapporto contiene ancora testo segnaposto generato da pixreport new ({ $places }). Modificatelo prima di pubblicare il rapporto.
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
table-components = Componenti della soluzione
table-testbed = Banco di prova dei client
table-filesystem = Impostazioni del file system
table-summary = Prestazioni di picco e sostenute
table-summary-tool = Prestazioni di picco e sostenute ({ $tool })
table-file-sizes = Dimensione dei file per thread in «{ $benchmark }»
table-distribution = Distribuzione dei file nelle directory in «{ $benchmark }»
table-comparison = { $title } ({ $unit }; variazioni in %)
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
kind-sequential-n-n = Prestazioni sequenziali con { $tool }, da N client a N file
kind-sequential-n-1 = Prestazioni sequenziali con { $tool }, da N client a un file condiviso
kind-random-n-n = Prestazioni ad accesso casuale a piccoli blocchi con { $tool }, da N client a N file
kind-random-n-1 = Prestazioni ad accesso casuale a piccoli blocchi con { $tool }, da N client a un file condiviso
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
    [both-whole] Tutti i thread hanno condiviso un unico file da { $file }, ciascuno operando sull'intero file con trasferimenti da { $transfer }.
    [file-whole] Tutti i thread hanno condiviso un unico file da { $file }.
    [both-shared] Tutti i thread hanno condiviso un unico file, ciascuno accedendo alla propria porzione da { $file } con trasferimenti da { $transfer }.
    [file-shared] Tutti i thread hanno condiviso un unico file, ciascuno con una propria porzione da { $file }.
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
summary-intro = La Tabella { $n } riunisce il picco di ogni serie e il livello che la serie mantiene dopo il picco.
summary-intro-split = { $count ->
    [2] Le Tabelle { $first } e { $last } riuniscono
   *[other] Le Tabelle da { $first } a { $last } riuniscono
}, strumento per strumento, il picco di ogni serie e il livello che la serie mantiene dopo il picco.
summary-estimated = ≈ Valore stimato: la fonte non dichiara né questo valore né quello al numero di thread corrispondente.
summary-still-improving = { $marks ->
    [up] ↑ Ancora in salita
    [down] ↓ Ancora in discesa, dove è meglio un valore più basso
   *[both] ↑ Ancora in salita, ↓ ancora in discesa dove è meglio un valore più basso
}: la serie migliora ancora al suo numero massimo di thread, rispetto al miglior punto precedente o all'inizio di una salita in cui è migliorata a ogni passo, con un margine superiore al rumore (la somma delle dispersioni delle iterazioni dei due punti o, se nessuno dei due ha più di un valore, ±{ $band }%), quindi il valore sostenuto coincide con il picco.
summary-iterations = Ogni valore è la media { $kind ->
    [same] di { $max } iterazioni del suo punto
   *[range] di { $min }–{ $max } iterazioni del suo punto
}; i dati di ogni figura (il suo file CSV e, nella pagina web, la tabella sotto la figura) riportano l'intervallo delle iterazioni e il loro numero.
method-peak = Picco: il valore migliore di una serie (il più alto, oppure il più basso quando conta il valore minore) e il numero di thread al quale compare per la prima volta.
method-rounding = I numeri sono arrotondati al pari a tre cifre significative (2,225 diventa 2,22) e scritti senza zeri finali nella parte decimale (23,0 diventa 23); tutte le cifre prima della virgola restano, e una colonna di tabella riceve più cifre quando due valori diversi sembrerebbero uguali.
method-sustained = { $method ->
    [isolated-dip] Sostenuto: il valore peggiore dal picco in poi, esclusi i cali isolati.
    [min-after-peak] Sostenuto: il valore peggiore dal picco in poi, contando ogni punto.
   *[median-after-peak] Sostenuto: la mediana dei valori dal picco in poi; è un livello tipico, non un minimo garantito.
}
method-sustained-for = Vale per { $list }.
method-sustained-benchmark = «{ $name }»
method-dip = Calo isolato: un singolo punto più basso di oltre { ARTICLE($pct) }{ $pct }% rispetto a entrambi i vicini.
method-observations = Crescita lineare: dal primo punto, ogni raddoppio dei thread porta almeno { ARTICLE($linear) }{ $linear }% del guadagno ideale (almeno ×1,8); una crescita che supera di oltre { ARTICLE($margin) }{ $margin }% il rapporto tra i thread è detta superlineare. Plateau: dal suo primo punto in poi, ogni punto resta entro ±{ $band }% rispetto alla mediana del plateau; un calo isolato più profondo del { $band }% non vi è mai compreso, e i punti che si muovono nello stesso verso a ogni passo, superando nel complesso il rumore, formano una tendenza, non un plateau. Quando ci sono iterazioni, un plateau i cui punti non differiscono più della dispersione delle loro iterazioni è descritto come interno alla dispersione tra un'esecuzione e l'altra, senza cifre. Fine di una serie: l'ultimo punto è confrontato con il miglior punto precedente, e la variazione conta quando supera il rumore, cioè la somma delle dispersioni delle iterazioni ((max − min) ÷ media) dei due punti o, se nessuno dei due ha più di un valore, ±{ $band }%. Se il miglioramento supera il rumore, oppure se la serie sale (dove è meglio un valore più basso: scende) a ogni passo e nel complesso supera il rumore, la serie è ancora in miglioramento (↑ nel riepilogo, ↓ dove è meglio un valore più basso), lì non è su un plateau e, con almeno quattro punti, il suo valore migliore si trova oltre l'intervallo provato; con meno punti l'intervallo provato è troppo breve per dirlo. Se il peggioramento supera il rumore, viene indicato quanto la serie perde dal punto migliore; si dice che avviene soprattutto in un passaggio quando un singolo passaggio (cali isolati a parte) ne copre almeno due terzi. Altrimenti la serie termina stabile; quando ci sono iterazioni, un peggioramento così piccolo è descritto come interno alla dispersione tra un'esecuzione e l'altra dei due punti.
section-analytics = Analisi del file system
col-iops = IOPS
col-mean-latency = Media
method-latency = Latenza: vince il valore più basso, quindi la latenza migliore è la minima. Lungo una linea delle figure di latenza (carico crescente), il ginocchio è l'ultimo carico prima del primo passo in cui la { $pct } cresce di oltre { ARTICLE($rise) }{ $rise }% mentre il throughput cresce, in proporzione, meno della metà; oltre quel punto, altro I/O in sospeso produce soprattutto attesa, e solo dove il throughput cresce meno { ARTICLE($band, prep: "di") }{ $band }% si dice che il carico in più resta in coda. In una mappa di calore, le celle entro { ARTICLE($tie) }{ $tie }% del valore migliore sono alla pari con esso e hanno tutte la stella. Il throughput entro un limite di latenza è il massimo di IOPS fra i carichi la cui { $pct } resta entro il limite dichiarato. I percentili di esecuzioni ripetute sono mediati.
# Titoli, operazioni sull'albero di mdtest, storico delle esecuzioni (issue 15 e 11)
heading-qualified = { $heading } ({ $detail })
heading-transfer = trasferimenti da { $size }
heading-file-size = { $size } per thread
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
history-note-accepted = L'esecuzione { $run } è stata accettata come nuovo livello di riferimento: { $said }.
history-note-failed = L'esecuzione { $run } è stata pubblicata sebbene il confronto con l'esecuzione precedente fosse fallito ({ $said ->
    [regression] un peggioramento o una serie mancante
    [not-comparable] le due esecuzioni non erano confrontabili
   *[other] non è stato possibile eseguirlo
}).
history-measure-peak = picco
history-measure-sustained = livello sostenuto
# Intestazioni di tabella composte (issue 14): etichetta con unità, operazione per un lato del confronto
col-with-unit = { $close ->
    [none] { $label } ({ $unit })
   *[other] { $label }, { $unit }{ $close }
}
col-op-side = { $op } · { $side }
method-grouping = I numeri di thread sono etichette e non hanno mai il separatore delle migliaia ({ $threads }); gli altri numeri lo hanno da quattro cifre nelle tabelle e nelle figure ({ $table }) e da cinque nel testo ({ $prose }, { $large }).
table-growth-filesets = Crescita per fileset tra il { $from } e il { $to }
table-growth-owners = Crescita per utente tra il { $from } e il { $to }
col-capacity-change = Variazione di capacità
col-files-change = Variazione dei file
summary-grids-only = Ogni benchmark di questo report è stato misurato su due parametri variati anziché sul numero di thread, quindi non c'è un picco né un livello sostenuto da riportare in tabella; ogni mappa di calore qui sopra indica la sua cella migliore.
# The tool's run options (issue 42)
table-run-options = Opzioni di esecuzione in «{ $benchmark }»
col-option = Opzione
