## Code Knacker

code-knacker-solo-best = Meilleur score en solo : { $best ->
        [one] { $best } million
       *[other] { $best } millions
    }.
code-knacker-solo-new-best = Meilleur score en solo : { $score ->
        [one] { $score } million
       *[other] { $score } millions
    } - un nouveau record (avant : { $best }) !
code-knacker-solo-first = Meilleur score en solo : { $score ->
        [one] { $score } million
       *[other] { $score } millions
    } - votre première partie en solo.

## Pieces in sentences

# A die's face showing a number.
code-knacker-face-digit = { $digit }
# A die's face showing the microchip, in a list of rolled faces.
code-knacker-face-chip = puce
# A safe card in a list: its code and its value in millions.
code-knacker-card = { $code } ({ $value } M)
# A list of items: the first one, then the rest of the list.
code-knacker-list = { $first }, { $rest }
# An empty list.
code-knacker-nothing = rien

## The table

code-knacker-tray = MIS DE CÔTÉ
code-knacker-card-back =
    CODE
    KNACKER
code-knacker-safe = COFFRE
# A safe card's value on its face, in millions (little room: keep it short).
code-knacker-card-value = { $value } M
code-knacker-cracked = FORCÉ
code-knacker-deck = Pioche : { $count }
code-knacker-markers = Marqueurs : { $count }
code-knacker-banner-cycle = Cinq dés de côté, { $count ->
        [one] une puce
       *[other] { $count } puces
    } : relancer ?
code-knacker-banner-forced = Aucun dé utilisable : tour terminé.
code-knacker-banner-lost = Aucun dé utilisable : coffres-forts perdus !
code-knacker-banner-takes = { $name } empoche { $value ->
        [one] un million
       *[other] { $value } millions
    } !
code-knacker-banner-final-turn = Pioche vide : un dernier tour !

## The side panel

code-knacker-help = Cliquez ou glissez les dés · 1-5/6 mettent de côté un nombre/une puce · flèches + Espace choisissent · R lance · S s'arrête · H conseil · Échap menu
code-knacker-turn-solo = Tour { $turn } · Solo
code-knacker-turn-highest = Tour { $turn } · Le plus gros total gagne
code-knacker-no-safes-yet = aucun coffre-fort pour l'instant
# A player's safes on hover: how many, then their values.
code-knacker-safes-hover = { $safes }: { $values }
# Beside a computer player's name.
code-knacker-safes-computer = ordinateur · { $count ->
        [one] { $count } coffre-fort
       *[other] { $count } coffres-forts
    }
code-knacker-safes = { $count ->
        [one] { $count } coffre-fort
       *[other] { $count } coffres-forts
    }
code-knacker-your-best = Meilleur score : { $best } M · pioche { $deck }
code-knacker-your-best-none = Meilleur score : aucun · pioche { $deck }
code-knacker-roll = Lancer
code-knacker-roll-all = Relancer les cinq
code-knacker-roll-rest = Relancer le reste
code-knacker-roll-why = R ou Entrée
code-knacker-stop = S'arrêter
code-knacker-hint = Conseil
code-knacker-hint-why = Ce que ferait l'ordinateur difficile (H)

## What to do now

code-knacker-status-over = La partie est terminée.
code-knacker-status-playing = { $name } joue...
code-knacker-status-their-turn = C'est le tour de { $name }.
code-knacker-status-last-turn = { $name }, votre dernier tour : lancez les dés.
code-knacker-status-roll = { $name }, lancez les dés.
code-knacker-status-cycle = { $name }, relancez les cinq dés, ou arrêtez-vous et gardez ce que vous avez forcé.
code-knacker-status-set-aside = { $name }, mettez de côté au moins un dé utilisable.
code-knacker-status-choosing = { $name } : mettez-en d'autres de côté, relancez le reste ou arrêtez-vous.

## Why a die cannot be set aside, and prompts

code-knacker-why-already-aside = Ce dé est déjà mis de côté.
code-knacker-why-roll-first = Lancez d'abord les dés.
code-knacker-why-stock-empty = La réserve de marqueurs est vide : les dés chiffrés ne sont plus utilisables.
code-knacker-why-no-safe-needs = Aucun coffre-fort de la rangée n'a de { $digit } non couvert.
code-knacker-why-not-now = Ce dé ne peut pas être mis de côté maintenant.
code-knacker-which-digit = Quel chiffre doit-il couvrir ? Choisissez-le sur un coffre.
code-knacker-no-die-covers = Aucun dé sur la table ne peut couvrir ce chiffre.
code-knacker-no-die-shows-digit = Aucun dé sur la table ne montre le { $digit }.
code-knacker-no-die-shows-chip = Aucun dé sur la table ne montre de puce.

## The hint

code-knacker-hint-working = Calcul des chances...
# $expected: millions, with two decimals.
code-knacker-hint-roll-first = Conseil : lancez les dés. Espérance à partir d'ici : { $expected } millions pour ce tour.
code-knacker-hint-roll-all = Conseil : relancez les cinq dés. Espérance à partir d'ici : { $expected } millions pour ce tour.
code-knacker-hint-roll-rest = Conseil : relancez les dés restants. Espérance à partir d'ici : { $expected } millions pour ce tour.
code-knacker-hint-stop = Conseil : arrêtez-vous maintenant. Espérance à partir d'ici : { $expected } millions pour ce tour.
code-knacker-hint-set-aside = Conseil : mettez de côté un { $digit } sur { $code }. Espérance à partir d'ici : { $expected } millions pour ce tour.
code-knacker-hint-set-aside-chip = Conseil : mettez de côté une puce. Espérance à partir d'ici : { $expected } millions pour ce tour.
# Added to the hint when playing alone: this turn and the next one.
code-knacker-hint-next-turn = En comptant aussi votre prochain tour : { $value }.
# Added to the hint against one rival: this turn less the rival's next one.
code-knacker-hint-rival-turn = Moins le prochain tour de votre adversaire : { $value }.

## The log

code-knacker-log-turn-started = Tour { $turn } : { $name } prend les dés.
code-knacker-log-rolled = Lancer : { $dice }.
code-knacker-log-covers = Un { $digit } couvre un chiffre de { $code }.
code-knacker-log-chip-aside = Une puce est mise de côté.
code-knacker-log-cycle-complete = Les cinq dés sont de côté, avec { $count ->
        [one] une puce
       *[other] { $count } puces
    } : on peut relancer les cinq.
code-knacker-log-stops-empty = { $name } s'arrête sans avoir forcé de coffre-fort.
code-knacker-log-stops-takes = { $name } s'arrête et prend { $cards }.
code-knacker-log-forced = Aucun dé utilisable : le tour de { $name } s'arrête.
code-knacker-log-forced-loses = Aucun dé utilisable : { $name } repart les mains vides. Sous la pioche : { $cards }.
code-knacker-log-refilled = La carte { $code } est retournée.
code-knacker-log-card-removed = Solo : { $code } quitte la partie.
code-knacker-log-final-turn = La pioche est vide : un dernier tour.
code-knacker-log-game-over = La rangée ne peut plus être complétée : la partie est terminée.

## The results

code-knacker-story-none = { $name } : aucun coffre-fort forcé.
code-knacker-story = { $name } : { $total ->
        [one] { $total } million
       *[other] { $total } millions
    } avec { $count ->
        [one] { $count } coffre-fort
       *[other] { $count } coffres-forts
    } - { $cards }.
code-knacker-story-shared = Égalité de valeur et de nombre de coffres-forts : la victoire est partagée.
code-knacker-story-more-safes = Égalité de valeur : le joueur qui a le plus de coffres-forts l'emporte.

## Refusals of the rules

code-knacker-error-no-such-seat = Il n'y a pas de joueur { $seat } à cette table.
code-knacker-error-game-over = La partie est terminée.
code-knacker-error-not-your-turn = C'est au tour du joueur { $current }, pas du joueur { $seat }.
code-knacker-error-roll-first = Lancez d'abord les dés.
code-knacker-error-cycle-complete = Les cinq dés sont de côté : relancez les cinq ou arrêtez-vous.
code-knacker-error-no-such-die = Il n'y a pas de dé { $die }.
code-knacker-error-already-aside = Le dé { $die } est déjà mis de côté.
code-knacker-error-chip-covers-nothing = Une puce ne couvre rien.
code-knacker-error-number-must-cover = Un dé chiffré couvre un chiffre de même valeur.
code-knacker-error-no-such-digit = Ce chiffre n'existe pas dans la rangée.
code-knacker-error-digit-covered = Ce chiffre est déjà couvert.
code-knacker-error-wrong-digit = Un { $face } ne peut pas couvrir un { $digit }.
code-knacker-error-stock-empty = La réserve de marqueurs est vide : un dé chiffré n'est plus utilisable.
code-knacker-error-set-aside-first = Mettez d'abord au moins un dé utilisable de côté.
code-knacker-error-chance = Le script de hasard ne permet pas de lancer les dés ou de mélanger la pioche.
