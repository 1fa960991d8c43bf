## Settings (on the title and in the pause menu)

settings-language = Langue
settings-music-volume = Volume de la musique
settings-effects-volume = Volume des effets
settings-animations = Animations
settings-speed-fast = Rapides
settings-speed-normal = Normales
settings-speed-slow = Lentes
settings-peg-symbols = Symboles sur les pions
settings-peg-symbols-why = pour les daltoniens
settings-high-contrast = Contraste élevé
settings-high-contrast-why = texte à 7:1, commandes bordées
settings-smooth-edges = Bords lissés
settings-smooth-edges-why = Automatique : lissés, sauf quand les images sont dessinées par le processeur (deux fois plus d'images par seconde)
settings-automatic = Automatique
settings-on = Oui
settings-off = Non
settings-fullscreen = Plein écran
settings-interface-scale = Taille du texte et des boutons
settings-percent = { $percent } %

## The table

table-continue = Continuer
table-out-title = { $name } est éliminé
table-out-watch = Regardez les autres continuer, ou quittez la table.
table-watch = Regarder
table-leave = Quitter la table
table-your-turn = À vous, { $name }
# A computer's name at the table, with its level.
table-seat-level = { $name } ({ $level })
table-pass-to = Passez l'écran à { $name }
table-look-away = Tous les autres, regardez ailleurs, s'il vous plaît. La table reste cachée jusqu'à ce que tout soit prêt.
table-i-am = Je suis { $name }
table-menu = Menu
table-menu-about = Pause (Échap)
keys-about = Touches et boutons (F1 ou ?)
keys-title = Touches et boutons
keys-everywhere = À chaque table
keys-shared = Ctrl+Z ou U reprend un coup · F accélère les ordinateurs · Échap ouvre le menu · F1 ou ? affiche ou masque cette liste · Manette : Start ouvre le menu, Select cette liste, appuyer sur le stick gauche demande un indice, la gâchette haute gauche reprend, la droite accélère
keys-close = Fermer (F1)
table-log = Journal
# What a screen reader calls the list of the table's pieces.
table-in-words = La table
table-undo = Annuler
table-undo-about = Reprendre votre dernier coup (Ctrl+Z ou U)
table-undo-none = Rien à reprendre : les coups qui ont lancé le dé, pioché ou montré quelque chose restent joués
table-faster = Plus vite
table-faster-about = Les tours de l'ordinateur quatre fois plus vite, jusqu'au vôtre (F ou la gâchette haute droite)

## Watching a finished match again

replay-help = ← → un coup en arrière ou en avant · Espace lecture ou pause · ↑ ↓ vitesse
replay-move = Revoir : { $shown } coups joués sur { $total }
replay-start = Retour au début
replay-back = Un coup en arrière (←)
replay-pause = Pause (Espace)
replay-play = Lecture (Espace)
replay-forward = Un coup en avant (→)
replay-speed = Vitesse
replay-end = La fin de la partie.

## The four games

game-code-breaker-blurb = Pions, 2 joueurs. Cachez un code de cinq couleurs ; percez celui de votre rival en aussi peu de rangées que possible.
game-code-knacker-blurb = Dés, 1 à 6 joueurs. Lancez les dés pour forcer les chiffres des coffres-forts exposés, et sachez vous arrêter.
game-crack-it-blurb = Cartes, 2 à 5 joueurs. Encadrez les combinaisons de vos rivaux avec les cadrans, et protégez la vôtre.
game-passcode-blurb = Cartes et un dé, 2 à 6 joueurs. Construisez quatre codes, validez, et décomptez jusqu'à zéro.
# A Code Knacker score, in millions.
game-score-millions = { $score } M

## The title

title-heading = CODE BREAKERS
title-tagline = Quatre jeux de codes secrets à une même table
title-continue = Continuer
# Under Continue: the game, its players (a list) and how far it went ("12 moves").
title-continue-about = { $game } · { $names } · { $progress }
title-play = Jouer
title-saved = Parties sauvegardées
title-statistics = Statistiques
title-settings = Réglages
title-quit = Quitter

## The choice of game

select-heading = Choisissez un jeu
select-set-up = Préparer
select-coming-soon = Bientôt
select-back = Retour

## Seats and options

setup-subtitle = Places et options
setup-seat = Place { $number }
setup-kind-human = Humain
setup-kind-easy = Ordinateur - facile
setup-kind-normal = Ordinateur - normal
setup-kind-hard = Ordinateur - difficile
# Default names of seats, until the player types one.
setup-player-name = Joueur { $number }
setup-computer-name = Ordinateur
setup-computer-numbered = Ordinateur { $number }
setup-add-seat = Ajouter une place
setup-remove-seat = Retirer la dernière
setup-seat-range = De { $fewest } à { $most } places
setup-code-knacker-solo = En solo : une carte quitte le jeu après chaque tour ; battez votre meilleur score.
setup-crack-it-mode = Mode :
setup-king-of-thieves = Roi des voleurs
setup-king-of-safes = Roi des coffres-forts
setup-king-of-thieves-about = Le dernier coffre encore fermé gagne. De { $fewest } à { $most } joueurs (à cinq, on joue au Roi des coffres-forts : les règles réservent le Roi des voleurs à 2 à 4 joueurs).
setup-king-of-safes-about = Deux parties comptées en prestige (+2) et en infamie (-1). De { $fewest } à { $most } joueurs.
setup-passcode-any-order = Plus courte : les chiffres d'un code peuvent être joués dans n'importe quel ordre
setup-passcode-codes = Codes à percer :
setup-code-breaker-game = Jeu :
setup-standard = Standard
setup-advanced = Difficile
setup-standard-about = Les codes et les propositions utilisent cinq couleurs différentes.
setup-advanced-about = Les codes peuvent répéter des couleurs et laisser des trous vides.
setup-first-maker = Premier code créé par :
setup-draw-lots = Pile ou face
setup-back = Retour
setup-start = Jouer
setup-wrong-seat-count = Ce mode demande un autre nombre de places.
setup-name-pronoun = « { $name } » se lit comme un mot, pas comme un nom : le journal dirait « { $name } pose une combinaison ». Donnez un nom à cette place.

## Saved matches

# A saved match: its game and its players (a list).
saved-match = { $game } · { $names }
# A date and time (UTC), every part but the year with two digits.
saved-date = { $day }/{ $month }/{ $year } { $hour }:{ $minute }
# When it was last played, and how far it went ("12 moves").
saved-when = { $date } · { $progress }
saved-moves = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
saved-none = Aucune partie en cours n'est sauvegardée.
saved-delete-it = La supprimer
saved-keep = La garder
saved-resume = Reprendre
saved-delete = Supprimer
saved-finished = Terminées : en revoir une
saved-watch = Revoir
saved-review = Analyse
# $place is one of saved-in-memory, saved-in-folder, saved-in-browser.
saved-kept = { $count ->
        [one] { $count } partie terminée gardée pour les statistiques · sauvegardée dans { $place }
       *[other] { $count } parties terminées gardées pour les statistiques · sauvegardées dans { $place }
    }
saved-in-memory = la mémoire (perdue à la fermeture du jeu)
saved-in-folder = cet ordinateur
saved-in-browser = le stockage local du navigateur
saved-not-deleted = Elle n'a pas pu être supprimée : { $error }
saved-unreadable = Les parties sauvegardées ne peuvent pas être lues : { $error }
saved-set-aside = { $count ->
        [one] Une partie sauvegardée n'a pas pu être lue et a été mise de côté : { $error }.
       *[other] { $count } parties sauvegardées n'ont pas pu être lues et ont été mises de côté, la première : { $error }.
    }
saved-set-aside-kept = { $count ->
        [one] Une partie sauvegardée n'a pas pu être lue et a été mise de côté (gardée sous { $kept }) : { $error }.
       *[other] { $count } parties sauvegardées n'ont pas pu être lues et ont été mises de côté, la première (gardée sous { $kept }) : { $error }.
    }

## Statistics

stats-none = Aucune partie de { $game } terminée pour l'instant.
stats-matches = { $count ->
        [one] { $count } partie terminée
       *[other] { $count } parties terminées
    }
stats-computer = Ordinateur ({ $level })
stats-level-easy = facile
stats-level-normal = normal
stats-level-hard = difficile
stats-won = { $won ->
        [one] { $won } victoire
       *[other] { $won } victoires
    } sur { $played }
# $rate is a whole percentage.
stats-won-rate = { $won ->
        [one] { $won } victoire
       *[other] { $won } victoires
    } sur { $played } ({ $rate } %)
stats-streak = série { $current } (record { $best })
stats-versus = contre { $level } : { $won }/{ $played } ({ $rate } %)
# A game's own figures (the SHOWN of crates/registry): $value is a count or a mean.
stats-codes-broken = codes percés { $value }
stats-codes-missed = manqués { $value }
stats-rows-per-code = { $value } rangées en moyenne
stats-safes-cracked = coffres forcés { $value }
stats-solo-best-score = record en solo { $value } M
stats-solo-mean-score = moyenne en solo { $value } M
stats-safes-opened = coffres ouverts { $value }
stats-prohibitions = Interdictions jouées { $value }
stats-rounds-won = manches gagnées par VALIDATION { $value }
stats-lockouts = blocages { $value }
stats-rating = classement { $rating } ± { $deviation }

## Results

results-none = Aucune partie n'a encore été jouée.
results-solo = { $name } marque { $score }
results-wins = { $name } gagne !
results-you-win = Vous gagnez !
results-two-win = { $first } et { $second } gagnent !
# $names: all winners but the last, as a list.
results-many-win = { $names } et { $last } gagnent !
results-no-winner = Personne ne gagne.
results-again = Rejouer
results-rematch = Revanche
results-join-rematch = Jouer la revanche
results-watch = Revoir
results-watch-about = Toute la partie encore une fois, chaque carte et chaque code visibles
results-menu = Menu principal
results-review = Analyse
results-review-about = Chaque décision comparée à la meilleure, d'après ce que son joueur savait alors
results-try-mistakes = { $count ->
        [one] Rejouer ton erreur
       *[other] Rejouer tes { $count } erreurs
    }
results-victory-card = ♛ CARTE DE VICTOIRE

## The pause menu

pause-title = Pause
pause-settings = Réglages
pause-rules = Règles
pause-resume = Reprendre
pause-rules-of = Règles de { $game }
pause-quit = Retour au titre
pause-leave-online = Quitter la table
pause-resign = Abandonner
pause-resign-about = Abandonner cette partie : à deux, l’autre gagne ; à plus, un ordinateur joue votre place jusqu’à la fin.
pause-resign-sure = Oui, abandonner
pause-resign-keep = Continuer à jouer
pause-back = Retour

## Saves that cannot be read or written (the detail after the colon is the system's own)

load-error-not-json = le fichier n'est pas du JSON ({ $detail })
load-error-truncated = le fichier est tronqué ({ $detail })
load-error-newer = elle vient d'une version plus récente de Code Breakers (format { $found } ; cette version lit jusqu'au { $known })
load-error-not-a-save = ce n'est pas une sauvegarde de Code Breakers : { $detail }
load-error-unknown-game = jeu inconnu « { $game } »
load-error-wrong-game = c'est une partie de { $found }, pas de { $expected }
load-error-bad-options = les options ne conviennent pas à { $game } : { $detail }
load-error-bad-action = l'action { $number } n'est pas une action de { $game } : { $detail }
load-error-setup = { $detail }
load-error-illegal-action = l'action { $number } ({ $action }) de { $seat } est interdite : { $detail }
store-error-bad-name = « { $name } » n'est pas un nom de sauvegarde
store-error-missing = il n'y a pas de sauvegarde « { $name } »
store-error-io = impossible { $doing ->
        [read] de lire
        [write] d'écrire
        [list] de lister
        [delete] de supprimer
        [set-aside] de mettre de côté
       *[other] de créer le dossier de
    } « { $name } » : { $detail }
store-browser-no-storage = le navigateur n'offre pas de stockage local
store-browser-refused = le navigateur a refusé (stockage plein ou désactivé ?)

## Each language by its own name (the same in every language's file)

language-english = English
language-german = Deutsch
language-catalan = Català
language-french = Français

## Numbers

# A number with two decimals: its whole units and hundredths ("42" and "05").
number-two-decimals = { $units },{ $hundredths }

## Lessons: a guided first game of each game

select-learn = Apprendre
select-learn-again = Apprendre ✓
select-learn-about = Une première partie guidée de { $game } : la table montre quoi faire.
lesson-offer-title = Nouveau à { $game } ?
lesson-offer-text = Apprenez en jouant : une courte partie guidée où la table montre quoi faire à chaque étape.
lesson-offer-learn = Apprendre en jouant
lesson-offer-set-up = Préparer une partie
lesson-progress = Leçon · étape { $step } sur { $steps }
lesson-continue = Continuer
lesson-finish = Terminer
lesson-continue-keys = Entrée, Espace ou le A de la manette
lesson-play-on = Continuer à jouer
lesson-play-on-about = La leçon est finie : poursuivez cette partie, les ordinateurs réfléchissent désormais seuls.
lesson-back = Étape précédente
lesson-back-about = Revenir à l'étape d'avant (Ctrl+Z ou U)
lesson-skip = Passer la leçon
lesson-skip-about = Préparer plutôt une partie de ce jeu.
lesson-not-now = Bien vu, mais la leçon demande autre chose maintenant : lisez la carte de la leçon.

## Jouer en ligne
title-online = Jouer en ligne
online-title = Jouer en ligne
online-server = Serveur
online-host = Héberger sur cet ordinateur
online-hosting = Cet ordinateur héberge des parties en ligne. Vos amis sur votre réseau utilisent le serveur { $address }
online-hosting-no-network = Cet ordinateur héberge des parties en ligne, mais il n'est sur aucun réseau : seul cet ordinateur peut les rejoindre.
online-join-from-the-game = Vos amis rejoignent avec Code Breakers : Jouer en ligne, le serveur { $address }, le code { $code }.
online-host-failed = Le serveur n'a pas pu démarrer sur cet ordinateur : { $why }
online-create = Créer une partie
online-seat = Place { $number }
online-seat-me = Vous
online-seat-friend = Un ami
online-add-seat = Ajouter une place
online-remove-seat = Retirer une place
online-clock = Temps par coup :
online-clock-none = Sans limite
online-clock-minutes = { $count } minutes
online-clock-days = { $count ->
    [one] un jour
   *[other] { $count } jours
}
online-create-button = Créer la partie
online-join = Rejoindre ou regarder une partie
online-code = Code d'invitation
online-join-button = Rejoindre
online-watch-button = Regarder
online-my-matches = Mes parties
online-refresh = Actualiser
online-no-matches = Aucune partie en ligne sur ce serveur pour l'instant.
online-no-seats = Vous n'avez encore de place dans aucune partie sur ce serveur.
online-your-turn = À vous de jouer
online-their-turn = Au tour des autres
online-finished = Terminée
online-waiting-seats = En attente de joueurs
online-time-left = encore { $time }
online-open = Ouvrir
online-working = Question au serveur…
online-failed = Le serveur a refusé : { $why }
online-unreachable = Le serveur est injoignable : { $why }
online-waiting-room = Salle d'attente
online-invite = Donnez ce code à vos amis :
online-invite-full = Tout le monde est là. Le code, pour mémoire :
online-link = ou ce lien :
online-copy = Copier l'invitation
online-copied = Copiée
online-seat-joined = a rejoint
online-your-name = Votre nom :
online-your-name-hint = tel que les autres vous voient
online-your-name-rule = 1 à 24 caractères, sans caractère de contrôle
online-name-first = Votre nom d’abord : les autres le voient, et le journal raconte vos coups sous ce nom.
online-seat-named = { $name } (a rejoint)
online-seat-open = pas encore là…
online-start = Aller à la table
online-start-waiting = La table s'ouvre quand toutes les places sont prises.
online-back = Retour
online-computer-name = Ordinateur { $number }
online-moved = { $name } a joué.
online-moved-late = { $name } a dépassé son temps : l'ordinateur a joué à sa place.
online-since-last-visit = Depuis votre dernière visite :
online-refused = Non envoyé : { $why }
online-resigned = { $name } a abandonné.
online-took-back = { $name } a repris { $count ->
    [one] un coup
   *[other] { $count } coups
}.
online-undo-none = Rien à reprendre pour l’instant : un autre joueur a joué depuis, ou le coup a révélé quelque chose.
online-present = À la table : { $names }
online-away = Absents : { $names }
online-resigned-seats = Ont abandonné : { $names }
refused-match-over = La partie est terminée.
refused-resigned = Tu as abandonné : tu ne joues plus dans cette partie.
online-save-unreadable = La partie terminée n'a pas pu être relue ici.
online-connection-lost = Connexion perdue. Reconnexion…
online-waiting-for = En attente de { $names }…
online-code-banner = Partie en ligne { $code }
online-watching = Vous regardez la partie { $code }
online-deadline = encore { $time } pour ce coup
online-rematch-offered = Une revanche a été demandée : code { $code }
online-rematch-offered-by = { $name } propose une revanche : code { $code }
online-offers-rematch = { $name } propose une revanche
online-join-rematch = Rejoindre
online-turn-of = À { $name } de jouer
online-stopped = Le serveur a fermé cette partie : { $why }
online-code-hint = p. ex. ACDEFH
online-no-data-folder = cet ordinateur n'a pas de dossier de données pour le jeu
online-seat-computer = Ordinateur
online-tab-your-turn = À vous
online-notify-me = Me prévenir quand c’est mon tour
online-notify-me-about = Votre navigateur demande si le jeu peut afficher une notification quand votre tour vient alors que cette page n’est pas visible.
online-notice-body = À vous de jouer dans la partie { $code }.
online-webhook = Avis « à vous » aussi à cette adresse (facultatif) :

## L'analyse d'une partie terminée
review-title = Analyse · { $game }
review-working = Chaque décision est comparée à la meilleure…
review-failed = Cette partie ne peut pas être analysée : { $error }
review-back = Retour
review-back-to = Retour à l'analyse
review-good = Bonne
review-inaccuracy = Imprécision
review-mistake = Erreur
review-blunder = Gaffe
review-loss-rows = { $loss ->
    [one] { $loss } rangée perdue
   *[other] { $loss } rangées perdues
}
review-loss-bits = { $loss } bits perdus
review-loss-millions = { $loss } millions perdus
review-loss-points = { $loss ->
    [one] { $loss } point perdu
   *[other] { $loss } points perdus
}
review-accuracy = Précision
review-luck-points = { $name } : chance { $luck } points
review-luck-millions = { $name } : chance { $luck } millions
review-axis-chance = Chance de gagner après chaque décision (de 0 à 100)
review-axis-millions = Millions acquis et attendus du tour
review-axis-bits = Ce qui reste inconnu du code (bits ; moins, c'est plus près)
review-axis-moves = Coups de la partie
review-all-good = Toutes les décisions étaient bonnes : rien à apprendre ici.
review-decision = Coup { $move } · { $name } · { $label } · { $loss }
review-chosen = Joué :
review-best = Le meilleur :
review-best-tag = Le meilleur
review-show = Montrer sur la table
review-try = Rejouer
review-try-all = { $count ->
        [one] Rejouer ton erreur
       *[other] Rejouer tes { $count } erreurs
    }
review-moment-title = Coup { $move } : { $name } décide
review-moment-step = La table montre ce que { $name } savait alors. Un pas en avant (→) montre le coup joué.
review-retry-title = Le coup { $move } de nouveau, en tant que { $name }
review-then = Alors :
review-now = Maintenant :
review-retry-choose = Choisis de nouveau : ton nouveau choix est jugé de la même façon.
review-retry-unjudged = Il n'y avait rien à décider (un seul coup était possible).
review-retry-again = Encore
review-retry-next = Erreur suivante
review-choose = Choisis une décision marquée (une marque, une ligne, ou ← →) pour la voir.
settings-scale-held = Cet écran n’a de place que pour { $percent } %.
title-close = Fermer
