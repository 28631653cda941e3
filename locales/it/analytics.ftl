## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

analytics-capacity = Vista per capacità
analytics-files = Vista per numero di file
analytics-provenance = { $provenance ->
    [synthetic] I dati di utilizzo di questa sezione sono sintetici ({ $source }): servono a mostrare l'aspetto dell'analisi e non descrivono lo stato del sistema in prova.
    [reconstructed] I dati di utilizzo di questa sezione sono stati ricostruiti a partire da un testo pubblicato ({ $source }).
   *[measured] I dati di utilizzo di questa sezione provengono da una scansione del file system ({ $source }).
}
analytics-intro = I dati riguardano { $files } file per un totale di { $bytes }, di proprietà di { $owners } utenti.
size-below = < { $upper }
size-between = { $lower } – { $upper }
size-above = ≥ { $lower }
key-no-extension = (senza estensione)
key-other-types = (altri tipi)
key-root-fileset = (radice)
key-unknown-user = uid { $uid }
analytics-snapshots = Capacità nel tempo
snapshots-total = Totale
snapshots-new = nuovo
obs-snapshots-growth = Tra il { $from } e il { $to } la capacità è variata di { $bytes } ({ $pct }) e il numero di file di { $files }.
obs-snapshots-growers = Tra gli utenti è cresciuto di più { $user } ({ $user_bytes }); tra i fileset, «{ $fileset }» ({ $fileset_bytes }).
obs-snapshots-no-growers = Tra queste due istantanee nessun utente e nessun fileset è cresciuto.
obs-snapshots-user-grew = Tra gli utenti è cresciuto di più { $user } ({ $user_bytes }); nessun fileset è cresciuto.
obs-snapshots-fileset-grew = Tra i fileset è cresciuto di più «{ $fileset }» ({ $fileset_bytes }); nessun utente è cresciuto.
