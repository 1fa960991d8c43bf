## Code Breaker

code-breaker-help = Glissez les pions ou cliquez dessus · touches 1-8 : une couleur · Gauche/Droite : un trou · Entrée valide · Retour arrière retire · H conseil · Échap menu

## The board

code-breaker-shield = CODE BREAKERS
code-breaker-track-start = DÉPART

## Peg colours: in running text (a code, a row) and on their own (a label)

code-breaker-peg-black = noir
code-breaker-peg-white = blanc
code-breaker-peg-red = rouge
code-breaker-peg-blue = bleu
code-breaker-peg-green = vert
code-breaker-peg-yellow = jaune
code-breaker-peg-pink = fuchsia
code-breaker-peg-orange = orange
code-breaker-peg-empty = vide
code-breaker-colour-black = Noir
code-breaker-colour-white = Blanc
code-breaker-colour-red = Rouge
code-breaker-colour-blue = Bleu
code-breaker-colour-green = Vert
code-breaker-colour-yellow = Jaune
code-breaker-colour-pink = Fuchsia
code-breaker-colour-orange = Orange
code-breaker-colour-empty = Trou vide
# A code of five pegs: each $peg is a colour in running text.
code-breaker-code = { $peg1 }, { $peg2 }, { $peg3 }, { $peg4 }, { $peg5 }

## The side panel

code-breaker-round-standard = Manche { $round } · Jeu standard · premier à { $target }
code-breaker-round-advanced = Manche { $round } · Variante difficile · premier à { $target }
code-breaker-maker = Créateur
code-breaker-breaker = Décrypteur
code-breaker-maker-computer = Créateur · ordinateur
code-breaker-breaker-computer = Décrypteur · ordinateur
code-breaker-chosen-colour = Couleur choisie : { $colour } ({ $number })
code-breaker-hide-code = Cacher le code
code-breaker-submit-row = Valider la rangée
# The key that submits, shown when the pointer rests on the button.
code-breaker-submit-key = Entrée
code-breaker-clear = Effacer
code-breaker-finger-hole = Trou { $hole } ({ $peg }) : touchez-le pour le remplir ensuite, touchez-le encore pour le vider.
code-breaker-hint = Conseil
code-breaker-hint-why = Ce que proposerait l'ordinateur de niveau difficile (H)

## What to do now

code-breaker-status-shield-lifted = Le couvercle est levé.
code-breaker-status-match-over = La partie est terminée.
code-breaker-status-hiding = { $name } cache un code...
code-breaker-status-thinking = { $name } réfléchit à la rangée { $row }...
code-breaker-status-make-a-code = { $name }, créez un code secret : remplissez les cinq trous sous le couvercle.
code-breaker-status-fill-a-row = { $name }, remplissez la rangée { $row } et validez-la.
code-breaker-status-breaking = { $name } cherche le code : rangée { $row } ensuite.

## The row being composed

code-breaker-fill-every-hole = Remplissez d'abord chaque trou ({ $count ->
        [one] encore { $count } libre
       *[other] encore { $count } libres
    }).
code-breaker-fill-every-hole-advanced = Remplissez d'abord chaque trou ({ $count ->
        [one] encore { $count } libre
       *[other] encore { $count } libres
    }) ; le marqueur de trou vide (9) en laisse un vide.
code-breaker-hint-breaker-only = Les conseils sont pour le Décrypteur.
code-breaker-hint-thinking = Recherche d'un conseil...
code-breaker-hint-ready = Conseil : l'ordinateur de niveau difficile proposerait cette rangée. Validez-la pour l'utiliser.

## The log

code-breaker-log-round-started = Manche { $round } : { $name } crée le code.
code-breaker-log-code-hidden = { $name } cache un code sous le couvercle.
code-breaker-log-answered = Rangée { $row } : { $code } - { $black ->
        [one] { $black } noir
       *[other] { $black } noirs
    }, { $white ->
        [one] { $white } blanc
       *[other] { $white } blancs
    }.
code-breaker-log-solved = { $name } l'a déchiffré à la rangée { $row } : +{ $points } points.
code-breaker-log-not-solved = { $name } ne l'a pas déchiffré : aucun point.
code-breaker-log-won = { $name } atteint { $target } et gagne !

## The summary of a round

code-breaker-summary-round = Manche { $round }
code-breaker-summary-broke = { $name } a déchiffré le code à la rangée { $row } : +{ $points } points
code-breaker-summary-missed = { $name } n'a pas déchiffré le code : aucun point
code-breaker-summary-code = Le code était { $code }
code-breaker-summary-scores = { $first } { $first_score }  -  { $second } { $second_score }
code-breaker-summary-swap = Les rôles s'inversent : { $name } crée le prochain code.

## The story of a match, round by round

code-breaker-story-broke = Manche { $round } : { $name } a déchiffré { $code } à la rangée { $row } (+{ $points }).
code-breaker-story-missed = Manche { $round } : { $name } n'a pas trouvé { $code } (+0).

## Refusals

code-breaker-error-no-such-seat = Il n'y a pas de joueur { $seat } à cette table : ce jeu se joue à deux
code-breaker-error-match-over = La partie est terminée
code-breaker-error-maker-acts = Ce n'est pas au joueur { $seat } de jouer : c'est au Créateur
code-breaker-error-breaker-acts = Ce n'est pas au joueur { $seat } de jouer : c'est au Décrypteur
code-breaker-error-no-code-yet = Le Créateur doit cacher un code avant toute proposition
code-breaker-error-code-already-hidden = Le code est déjà caché ; c'est au Décrypteur de proposer
code-breaker-error-repeated-colour = Dans le jeu standard, chaque pion doit être d'une couleur différente ({ $code } répète une couleur)
code-breaker-error-empty-hole = Dans le jeu standard, chaque trou doit être rempli ({ $code } en laisse un vide)
code-breaker-error-repeated-guess = Chaque proposition doit différer des précédentes de la manche ({ $code } était la rangée { $row })
code-breaker-error-code-length = Un code a { $length } pions, `{ $text }` en a { $count }
code-breaker-error-code-letter = `{ $letter }` n'est pas un pion : K W R B G Y P O pour les couleurs et - pour un trou vide
