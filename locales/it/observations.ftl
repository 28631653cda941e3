## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

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
obs-still-improving = { $op } continuano a { $direction ->
    [lower] migliorare
   *[higher] salire
} fino a { $threads } thread, { $tested ->
    [partial] l'ultimo punto disponibile
   *[all] il massimo provato
}, dove arrivano a { $value } { $unit }, { $since ->
    [steady] dopo essere { $direction ->
        [lower] scese
       *[higher] cresciute
    } a ogni passo da { $best ->
        [one] un thread
       *[other] { $best } thread
    } in poi, { ARTICLE($gain, prep: "di") }{ $gain }% in tutto
   *[best] { ARTICLE($gain) }{ $gain }% { $direction ->
        [lower] in meno
       *[higher] in più
    } rispetto al loro miglior valore precedente (a { $best ->
        [one] un thread
       *[other] { $best } thread
    })
}, oltre { $noise ->
    [iterations] la somma delle dispersioni delle iterazioni dei due punti ({ $band }%)
   *[band] la soglia di rumore (±{ $band }%)
}{ $points ->
    [few] ; con meno di quattro punti l'intervallo provato è troppo breve per mostrare dove si stabilizzerebbero.
   *[more] , quindi il loro { $direction ->
        [lower] minimo
       *[higher] limite
    } si trova al di là { $tested ->
        [partial] di { $threads } thread.
       *[all] dell'intervallo provato.
    }
}
obs-top-flat = { $op } raggiungono il valore migliore, { $value } { $unit }, a { $threads } thread, { $tested ->
    [partial] l'ultimo punto disponibile
   *[all] il massimo provato
}, { ARTICLE($gain) }{ $gain }% { $direction ->
    [lower] in meno
   *[higher] in più
} rispetto al loro miglior valore precedente (a { $best ->
    [one] un thread
   *[other] { $best } thread
}), ma restano entro { $noise ->
    [iterations] la somma delle dispersioni delle iterazioni dei due punti ({ $band }%)
   *[band] la soglia di rumore (±{ $band }%)
}, quindi si considerano stabili, non ancora in { $direction ->
    [lower] miglioramento
   *[higher] salita
}.
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
        [noise] { $from ->
            [one] Fin dal primo thread si ha
           *[other] A partire da { $from } thread segue
        } un plateau intorno a { $level } { $unit }: le differenze tra i suoi punti non superano la dispersione delle loro iterazioni da un'esecuzione all'altra.
        [very-stable] { $from ->
            [one] Fin dal primo thread si ha
           *[other] A partire da { $from } thread segue
        } un plateau intorno a { $level } { $unit }, con uno scarto massimo di appena { ARTICLE($spread) }{ $spread }%.
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
        [noise] restano su un plateau intorno a { $level } { $unit }, con differenze tra i punti che non superano la dispersione delle loro iterazioni da un'esecuzione all'altra.
        [very-stable] restano su un plateau intorno a { $level } { $unit }, con uno scarto massimo di appena { ARTICLE($spread) }{ $spread }%.
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
    [lower] { $shape ->
        [single] Oltre { $from ->
            [one] un thread
           *[other] { $from } thread
        } peggiorano, con un aumento { ARTICLE($drop, prep: "di") }{ $drop }% a { $to } thread ({ $value } { $unit }).
        [last] Oltre { $from ->
            [one] un thread
           *[other] { $from } thread
        } peggiorano, soprattutto nell'ultimo passaggio, con un aumento complessivo { ARTICLE($drop, prep: "di") }{ $drop }% fino a { $to } thread ({ $value } { $unit }).
        [step] Oltre { $from ->
            [one] un thread
           *[other] { $from } thread
        } peggiorano, soprattutto nel passaggio a { $at } thread, con un aumento complessivo { ARTICLE($drop, prep: "di") }{ $drop }% fino a { $to } thread ({ $value } { $unit }).
       *[gradual] Oltre { $from ->
            [one] un thread
           *[other] { $from } thread
        } peggiorano gradualmente, con un aumento { ARTICLE($drop, prep: "di") }{ $drop }% fino a { $to } thread ({ $value } { $unit }).
    }
   *[higher] { $shape ->
        [single] Oltre { $from ->
            [one] un thread
           *[other] { $from } thread
        } scendono, con un calo { ARTICLE($drop, prep: "di") }{ $drop }% a { $to } thread ({ $value } { $unit }).
        [last] Oltre { $from ->
            [one] un thread
           *[other] { $from } thread
        } scendono, soprattutto nell'ultimo passaggio, con un calo complessivo { ARTICLE($drop, prep: "di") }{ $drop }% fino a { $to } thread ({ $value } { $unit }).
        [step] Oltre { $from ->
            [one] un thread
           *[other] { $from } thread
        } scendono, soprattutto nel passaggio a { $at } thread, con un calo complessivo { ARTICLE($drop, prep: "di") }{ $drop }% fino a { $to } thread ({ $value } { $unit }).
       *[gradual] Oltre { $from ->
            [one] un thread
           *[other] { $from } thread
        } cedono gradualmente, con un calo { ARTICLE($drop, prep: "di") }{ $drop }% fino a { $to } thread ({ $value } { $unit }).
    }
}
obs-end-within-spread = A { $to } thread terminano con { ARTICLE($drop) }{ $drop }% { $direction ->
    [lower] in più
   *[higher] in meno
} rispetto al loro valore migliore, raggiunto a { $from ->
    [one] un thread
   *[other] { $from } thread
}, ma restano entro la dispersione tra un'esecuzione e l'altra dei due punti (la somma delle dispersioni delle loro iterazioni è pari { ARTICLE($band, prep: "a") }{ $band }%), quindi la differenza non conta come peggioramento e la serie termina stabile.
obs-limit = { $count ->
    [one] Il picco di { $ops } è pari { $list }
   *[other] I picchi di { $ops } sono pari rispettivamente { $list }
} { PREP($limit, prep: "di") } ({ $limit_value } { $unit }).
obs-ops-spread = { $high } raggiungono il valore più alto fra tutte le operazioni: al picco sono { $factor } volte più veloci dell'operazione più lenta ({ $low }).
cmp-heading = { $current } a confronto con { $baseline }
cmp-intro = Questa sezione mette a confronto { $current } e { $baseline } su «{ $benchmark }». Le variazioni sono relative { PREP($baseline, prep: "a") }: { $direction ->
    [lower] per questa grandezza vince il valore più basso, quindi una variazione negativa significa che { $current } è migliore.
   *[higher] un valore positivo significa che { $current } è più veloce.
}
cmp-largest-gain = { $op } { $direction ->
    [lower] migliorano
   *[higher] guadagnano
} di più con { $threads ->
    [one] un solo thread
   *[other] { $threads } thread
}, dove { $current } { $direction ->
    [lower] ha un valore più basso
   *[higher] è in vantaggio
} { ARTICLE($change, prep: "di") }{ $change }%.
cmp-largest-loss = { $op } { $direction ->
    [lower] peggiorano
   *[higher] perdono
} di più con { $threads ->
    [one] un solo thread
   *[other] { $threads } thread
}, dove { $current } { $direction ->
    [lower] ha un valore più alto
   *[higher] è in svantaggio
} { ARTICLE($change, prep: "di") }{ $change }%.
cmp-smallest-gain = { $direction ->
    [lower] Il miglioramento minore
   *[higher] Il guadagno minore
}, pari { ARTICLE($change, prep: "a") }{ $change }%, si ha con { $threads ->
    [one] un solo thread
   *[other] { $threads } thread
}.
cmp-mean = In media, su { $count } numeri di thread confrontati, la variazione rispetto { PREP($baseline, prep: "a") } è pari a { $change }%.
cmp-reversal = Il segno della variazione si inverte a { $count ->
    [one] { $list } thread
   *[other] { $list } thread
}.
cmp-only = Misurato solo per { $side }: { $list } thread; questi punti non hanno corrispondenza e non sono confrontati{ $count ->
    [one] .
   *[other] .
}
cmp-zero-baseline = Con { $list } thread { $baseline } ha misurato 0{ $count ->
    [one] ,
   *[other] ,
} quindi lì non si può calcolare una variazione relativa.
cmp-only-ops = Misurato solo per { $side }: { $list }.
cmp-threads-across = { $current } contro { $baseline }
cmp-across-scales = Tutte le misure { PREP($current, prep: "di") } sono state effettuate con { $current_threads ->
    [one] un solo thread
   *[other] { $current_threads } thread
} e tutte quelle { PREP($baseline, prep: "di") } con { $baseline_threads ->
    [one] un solo thread
   *[other] { $baseline_threads } thread
}: con un solo numero di thread per lato, i valori vengono confrontati direttamente, { $current_threads } contro { $baseline_threads }, quindi ogni variazione qui sotto include anche l'effetto del diverso numero di thread.
cmp-across-op = { $op }: { $current } { $sign ->
    [up] { $direction ->
        [lower] ha un valore più alto
       *[higher] è più veloce
    }
   *[down] { $direction ->
        [lower] ha un valore più basso
       *[higher] è meno veloce
    }
} { ARTICLE($change, prep: "di") }{ $change }% rispetto { PREP($baseline, prep: "a") }.
cmp-order-unknown = Dai risultati non si ricava l'ordine di esecuzione di { $current } e { $baseline }: come riferimento si usa il risultato con il punteggio più basso, quindi la variazione non descrive un'evoluzione nel tempo.
scale-intro = La tabella proietta i valori di picco e sostenuti su più unità ({ $unit_name }). Le misure provengono da { $measured ->
    [one] una unità
    [2] due unità
    [3] tre unità
    [4] quattro unità
   *[other] { $measured } unità
}; ogni altra colonna presuppone che le prestazioni crescano in modo lineare con il numero di unità: è una proiezione, non una misura.
scale-network = La proiezione non tiene conto della rete: quando i collegamenti dei client o la rete tra client e server sono saturi, altre unità non aggiungono nulla, quindi con le configurazioni più grandi il limite lo pone la rete, non il numero di unità.
obs-top-owner-bytes = L'utente che occupa più spazio è { $user }, con una quota pari { ARTICLE($pct, prep: "a") }{ $pct }% della capacità.
obs-top-owner-files = L'utente che possiede più file è { $user }, con una quota pari { ARTICLE($pct, prep: "a") }{ $pct }% del totale dei file.
obs-top-owners = I primi { $n } utenti occupano nel complesso { ARTICLE($pct) }{ $pct }% della capacità.
obs-top-type = I file di tipo «{ $type }» sono quelli che occupano più spazio: una quota pari { ARTICLE($pct, prep: "a") }{ $pct }% della capacità.
obs-top-fileset = Il fileset «{ $fileset }» è il più grande, con una quota pari { ARTICLE($pct, prep: "a") }{ $pct }% della capacità.
obs-small-files = I file sotto { $limit } sono { ARTICLE($files_pct) }{ $files_pct }% del numero totale di file, ma occupano soltanto { ARTICLE($bytes_pct) }{ $bytes_pct }% della capacità: pesano sui metadati, non sullo spazio.
obs-recent = I file modificati da { $month } in poi occupano { ARTICLE($pct) }{ $pct }% della capacità.
