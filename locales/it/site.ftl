## pixreport — italiano.
## I numeri sono formattati da ICU4X (16,7; 2.097.152). `$op` è un soggetto
## plurale femminile (op-subject-*): i verbi concordano al plurale.

nav-label = Navigazione del sito
site-intro = Caratterizzazioni delle prestazioni dello storage generate con pixreport. Scegliete un rapporto e una lingua.
nav-all-reports = Tutti i rapporti
nav-reports = Altri rapporti
site-headline = Picchi di «{ $benchmark }»: { $peaks }
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
skip-link = Vai al contenuto
cite-files = File per la citazione
cite-cff-message = Se citate questo rapporto, citatelo come indicato qui sotto.
serve-failed = pixreport serve: la build è fallita; qui sotto resta la pagina dell'ultima build riuscita.
