## Passcode

## Les cartes : ce qui est imprimé et leur nom dans une phrase

passcode-card-digit = { $digit }
passcode-card-key = CLÉ
passcode-card-fail = ÉCHEC
passcode-card-back = PASS
    CODE

## La table

passcode-header = { $name } · score { $score }
passcode-counting-down = compte à rebours
passcode-locked-out = bloqué : { $turns ->
    [1] encore un lancer
   *[other] encore { $turns } lancers
}
# La ligne d'un code sur le plateau : N pour NIVEAU.
passcode-level-short = N{ $level }
passcode-lock-in-place = VALIDATION
passcode-pile-count = Pioche : { $count }
passcode-discard-count = Défausse : { $count }
passcode-die-roll-now = { $name } : lancez le dé
passcode-die-rolled = { $name } a fait { $roll }
passcode-die-roll = Lancez le dé
passcode-your-hand = Votre main : vous seul la voyez

## Le panneau latéral

passcode-help = Entrée pioche (ou lance le dé) · Flèche haut prend la défausse · 1/2 ou Flèche gauche/droite choisissent une carte · Espace joue (Flèche haut/bas choisissent le chiffre en ordre libre) · Retour arrière défausse · S pose la VALIDATION · H conseil · ou faites glisser les cartes
passcode-round-codes = Manche { $round } · { $count ->
        [one] { $count } code
       *[other] { $count } codes
    }
passcode-round-codes-any-order = Manche { $round } · { $count ->
        [one] { $count } code
       *[other] { $count } codes
    } · n'importe quel ordre
passcode-status-game-over = La partie est terminée.
passcode-status-playing = { $name } joue...
passcode-status-roll = { $name }, lancez le dé.
passcode-status-draw = { $name }, piochez ou prenez la défausse.
passcode-status-holding = Choisissez une carte (1 ou 2), puis jouez-la, défaussez-la ou posez-la en VALIDATION : utilisez les boutons ou faites-la glisser à sa place.
passcode-status-completed = Code complet ! Posez maintenant votre dernière carte en VALIDATION (S), ou gardez-la (Entrée).
passcode-button-roll = Lancer
passcode-button-draw = Piocher
passcode-button-take-discard = Prendre la défausse
passcode-button-lay-lock-in = Poser en VALIDATION
passcode-button-keep = La garder
passcode-button-play = Jouer
passcode-play-on-digit = La jouer sur le chiffre :
passcode-button-discard = Défausser
passcode-button-hint = Conseil
# Touches que nomment les boutons au survol.
passcode-key-enter = Entrée
passcode-key-up = Flèche haut
passcode-key-space = Espace
passcode-key-backspace = Retour arrière
passcode-need-card = Choisissez d'abord l'une de vos deux cartes (1 ou 2, ou Flèche gauche/droite).

## Le conseil : « Conseil : » et un coup

passcode-hint = Conseil : { $action }.
passcode-action-draw-pile = piocher
passcode-action-take-discard = prendre la défausse
passcode-action-discard = défausser la carte { $card }
passcode-action-play = jouer la carte { $card } sur votre code
passcode-action-lock-in = poser la carte { $card } en VALIDATION
passcode-action-keep = garder votre carte pour l'instant
passcode-action-roll = lancer le dé
# À la place du nom de la carte quand on ne sait pas laquelle : « défausser la carte choisie ».
passcode-a-card = choisie

## Le journal

passcode-log-dealt = Manche { $round } : { $name } joue en premier.
passcode-log-discard-started = La carte { $card } commence la défausse.
passcode-log-fail-to-bottom = Un ÉCHEC est retourné : il va sous la pioche, car un ÉCHEC ne peut pas commencer la défausse.
passcode-log-takes-discard = { $name } prend la carte { $card } de la défausse.
passcode-log-draws = { $name } pioche.
passcode-log-draws-card = { $name } pioche la carte { $card }.
passcode-log-fail-laid = { $name } pose un ÉCHEC ({ $fails } au total).
passcode-log-discards = { $name } défausse la carte { $card }.
passcode-log-plays = { $name } joue la carte { $card } sur le chiffre { $digit }.
passcode-log-code-complete = Le code de { $name } est complet !
passcode-log-lock-in-laid = { $name } pose une carte VALIDATION : { $number }.
passcode-log-card-kept = { $name } garde sa carte pour l'instant.
passcode-log-rolls-lock-in = { $name } fait { $roll } pour valider.
passcode-log-rolls-countdown = { $name } fait { $roll } pour le compte à rebours.
passcode-log-rolls-lockout = { $name } fait { $roll } contre le blocage.
passcode-log-lockout-missed = { $name } avait besoin de { $needed } : une carte ÉCHEC est retournée. { $left ->
    [0] Plus aucun lancer.
    [1] Encore un lancer.
   *[other] Encore { $left } lancers.
}
passcode-log-lockout-missed-hidden = { $name } n'a pas fait le nombre de sa main : une carte ÉCHEC est retournée. { $left ->
    [0] Plus aucun lancer.
    [1] Encore un lancer.
   *[other] Encore { $left } lancers.
}
passcode-log-rolls-first-player = { $name } fait { $roll } pour savoir qui commence.
passcode-log-locked-out = Trois ÉCHECS bloquent { $name }.
passcode-log-lockout-broken = { $name } lève le blocage !
passcode-log-lockout-over = Le blocage de { $name } est terminé : les trois cartes ÉCHEC quittent le jeu, et { $name } joue normalement dès le tour suivant.
passcode-log-reshuffled = La défausse devient la nouvelle pioche.
passcode-log-round-won = { $name } valide son code et gagne la manche !
# $added porte un signe : +3, -2.
passcode-log-scored = { $name } : { $added } = { $score }.
passcode-log-moved-up = { $name } monte au NIVEAU { $level }.
passcode-log-countdown-started = { $name } commence le compte à rebours.
passcode-log-back-to-level-four = { $name } ajoute la carte mise de côté, un { $added }, et rejoue le dernier niveau.
passcode-log-game-won = { $name } atteint exactement 0 et gagne !

## Le résumé de la manche

passcode-summary-moved-up = { $name } a complété le code et monte au NIVEAU { $level }.
passcode-summary-no-card = { $name } n'a aucune carte en main et ajoute 0 : score { $score }.
passcode-summary-key-lock-in = { $name } ajoute 1 pour la carte VALIDATION, une CLÉ (une CLÉ compte 1) : score { $score }.
passcode-summary-key-in-hand = { $name } ajoute 1 pour la CLÉ en main (une CLÉ compte 1) : score { $score }.
passcode-summary-lock-in = { $name } ajoute { $added } pour la carte VALIDATION (le code était complet) : score { $score }.
passcode-summary-in-hand = { $name } ajoute { $added } pour la carte en main : score { $score }.
passcode-summary-dealt = Donne de la manche { $round } ; les codes inachevés recommencent.

## Les résultats

passcode-story = { $name } : niveau { $level }, score { $score }.
passcode-story-counting-down = { $name } : niveau { $level }, score { $score }, compte à rebours en cours.

## Coups refusés

passcode-error-no-such-seat = Il n'y a pas de joueur { $seat } à cette table
passcode-error-game-over = La partie est terminée
passcode-error-not-your-turn = C'est au tour du joueur { $current }, pas du joueur { $seat }
passcode-error-draw-first = Piochez d'abord une carte
passcode-error-already-drew = Vous avez déjà pioché : défaussez, jouez ou posez une carte
passcode-error-must-roll = Lancez le dé à ce tour (VALIDATION, compte à rebours ou blocage)
passcode-error-nothing-to-roll = Il n'y a aucune raison de lancer le dé
passcode-error-empty-discard = La défausse est vide
passcode-error-nothing-to-draw = Il ne reste aucune carte à piocher
passcode-error-no-such-card = Il n'y a pas de carte { $card } en main
passcode-error-does-not-fit = La carte { $card } ne convient pas au chiffre suivant, { $digit }
passcode-error-no-such-digit = Ce chiffre n'est pas libre sur votre code
passcode-error-code-complete = Le code est déjà complet
passcode-error-code-not-complete = La carte VALIDATION ne se pose qu'une fois tous les chiffres du code posés
passcode-error-digits-in-order = Les chiffres se jouent dans l'ordre : n'indiquez aucun chiffre, sauf si l'option « n'importe quel ordre » est activée
passcode-error-lay-or-keep = Votre code est complet : posez votre carte en VALIDATION, ou gardez-la
passcode-error-nothing-to-keep = On ne garde une carte ainsi que juste après avoir complété un code
passcode-error-chance-out-of-outcomes = Le script de hasard n'a plus de résultat pour un lancer de 1..={ $sides }
passcode-error-chance-out-of-range = Le résultat { $value } du script de hasard n'est pas dans 1..={ $sides }
passcode-error-chance-out-of-orders = Le script de hasard n'a plus d'ordre pour mélanger { $count } éléments
passcode-error-chance-not-a-permutation = L'ordre { $order } du script de hasard n'est pas une permutation de { $count } éléments
