## Crack It

## The cards, by name (in sentences)

crack-it-card-dial = cadran { $value }
crack-it-card-prohibition = Interdiction
crack-it-card-clue = Indice
crack-it-card-block = Blocage
crack-it-card-reset = Réinitialisation
crack-it-card-crack-it = CRACK IT
crack-it-card-master-crack-it = CRACK IT maître
crack-it-card-unknown = inconnue

## The cards' faces on the table (short lines)

crack-it-face-prohibition =
    INTER-
    DICTION
crack-it-face-clue = INDICE
crack-it-face-block = BLOCAGE
crack-it-face-reset =
    RÉINI-
    TIALI-
    SATION
crack-it-face-crack-it =
    CRACK
    IT
crack-it-face-master-crack-it =
    CRACK IT
    MAÎTRE
crack-it-face-back =
    CRACK
    IT
crack-it-face-victory = VICTOIRE

## The table

crack-it-safe-out = ÉLIMINÉ
crack-it-safe-opened = OUVERT
crack-it-safe-yours = votre coffre : vous seul en voyez les chiffres
crack-it-pile = Pioche : { $count }
crack-it-discard = Défausse : { $count }
crack-it-discard-dials = Défausse : { $count } · cadrans { $dials }
crack-it-bank-tokens = Centre : { $prestige } ★ · { $infamy } ×

## The side panel

crack-it-help = Touches 1-5 ou Haut/Bas : choisir une carte · Gauche/Droite : viser · Espace : la jouer (ou interdire) · Entrée : finir le tour (ou laisser passer) · Retour arrière : défausser plutôt · H : conseil · Échap : menu
crack-it-mode-thieves = Roi des voleurs
crack-it-mode-safes = Roi des coffres-forts · partie { $game } sur 2
crack-it-final-duel = Duel final : pas de Réinitialisation
crack-it-bank = Centre de la table : ☠ { $infamy } infamie · ★ { $prestige } prestige
crack-it-status-over = La partie est terminée.
crack-it-status-arrange = { $name }, disposez votre combinaison : faites glisser une carte à sa place (ou cliquez sur deux cartes pour les échanger), puis Poser (Entrée).
crack-it-status-answer = { $name }, répondez : arrêtez-la avec une Interdiction, ou laissez passer.
crack-it-status-clue = Votre Indice a trouvé ces cartes de cadran (vous seul les voyez) : cliquez sur l'une, puis sur le coffre du rival contre qui la jouer.
crack-it-status-bonus = CLICK ! Vous pouvez jouer une carte de cadran de plus contre le même rival.
crack-it-status-turn = { $name }, à vous de jouer : choisissez une carte, puis le coffre d'un rival (ou une pile).
crack-it-status-arranging = Chacun dispose sa combinaison...
crack-it-status-answers = Les réponses sont en cours...
crack-it-status-playing = { $name } joue...
crack-it-key-enter = Entrée
crack-it-key-space = Espace
crack-it-key-backspace = Retour arrière
crack-it-end-unplayed-title = Finir votre tour ?
crack-it-end-unplayed = Vous n'avez joué aucune carte ce tour-ci. Le finir quand même ?
crack-it-end-unplayed-yes = Finir mon tour
crack-it-end-unplayed-no = Continuer à jouer
crack-it-undo-none = Rien à reprendre : chaque carte jouée est vue de tous, seuls la pose de votre combinaison et le fait de laisser passer une carte action peuvent être repris.
crack-it-end-turn = Finir le tour
crack-it-discard-instead = Défausser
crack-it-discard-instead-why = Cochez les cartes à défausser, puis confirmez
crack-it-discard-ticked = Défausser la sélection
crack-it-hint-button = Conseil
crack-it-hint-button-why = Ce que ferait l'ordinateur en niveau difficile (H)
crack-it-play-it = Jouer

## The answer window, the Clue's choice and the arrangement

crack-it-answer-title = Réponse
crack-it-chain-of = Cette chaîne est celle de { $name }.
crack-it-chain-stopped =
    { $count ->
        [one] { $count } Interdiction jusqu'ici : l'action est arrêtée.
       *[other] { $count } Interdictions jusqu'ici : l'action est arrêtée.
    }
crack-it-chain-going =
    { $count ->
        [one] { $count } Interdiction jusqu'ici : l'action passe.
       *[other] { $count } Interdictions jusqu'ici : l'action passe.
    }
crack-it-prohibit = Interdire
crack-it-let-it-be = Laisser passer
crack-it-clue-offer = Trouvaille de l'Indice : cliquez une carte, puis un coffre
crack-it-clue-keys = Touches : Haut/Bas une carte de cadran, Gauche/Droite un rival, Espace la joue
crack-it-pick-offered = Cliquez d'abord sur l'une des cartes de cadran trouvées par votre Indice, puis sur le coffre d'un rival.
crack-it-offered-on-rival = La carte de cadran d'un Indice se joue contre le coffre d'un rival.
crack-it-arrange-title = Votre combinaison
crack-it-arrange-how = Posez vos trois cartes face cachée, de gauche à droite. Les rivaux les percent en partant de la gauche.
crack-it-arrange-drag = Faites glisser une carte de votre coffre à sa place, ou cliquez sur deux cartes pour les échanger.
crack-it-lay-down = Poser

## Notes on the player's choices

crack-it-pick-first = Choisissez d'abord une carte de votre main.
crack-it-pick-card-keys = Choisissez d'abord une carte (1-5, ou Haut/Bas).
crack-it-prohibition-answers = Une Interdiction répond à une carte action d'un rival.
crack-it-needs-rival-click = La carte { $card } a besoin d'un rival : cliquez sur son coffre.
crack-it-needs-rival-aim = La carte { $card } a besoin d'un rival à viser.
crack-it-pick-clue = Choisissez un Indice dans votre main pour y chercher.
crack-it-discard-how = Cochez les cartes à défausser (clic, ou Haut/Bas et Espace), puis confirmez (Entrée).

## The hint

crack-it-hint-arrange = Conseil : posez les cartes dans l'ordre { $digits }
crack-it-hint-dial = Conseil : jouez la carte { $card } contre { $rival }
crack-it-hint-clue-discard = Conseil : jouez votre Indice sur la défausse
crack-it-hint-clue-hand = Conseil : jouez votre Indice sur la main de { $rival }
crack-it-hint-block = Conseil : bloquez le chiffre découvert de { $rival }
crack-it-hint-reset = Conseil : réinitialisez l'un de vos chiffres
crack-it-hint-crack-it = Conseil : CRACK IT contre { $rival }
crack-it-hint-master = Conseil : jouez le CRACK IT maître
crack-it-hint-take-dial = Conseil : prenez le cadran { $value } et jouez-le contre { $rival }
crack-it-hint-prohibit = Conseil : arrêtez-la avec une Interdiction
crack-it-hint-pass = Conseil : laissez passer
crack-it-hint-discard =
    { $count ->
        [one] Conseil : défaussez une carte
       *[other] Conseil : défaussez { $count } cartes
    }
crack-it-hint-end-turn = Conseil : finissez votre tour

## The log

crack-it-log-arranged = { $name } dispose sa combinaison.
crack-it-log-turn = Au tour de { $name }.
crack-it-log-ends-turn = { $name } finit son tour.
crack-it-log-dial-above = { $name } joue le cadran { $dial } sur le chiffre { $digit } de { $rival } : il va au-dessus
crack-it-log-dial-below = { $name } joue le cadran { $dial } sur le chiffre { $digit } de { $rival } : il va en dessous
crack-it-log-dial-click = { $name } joue le cadran { $dial } sur le chiffre { $digit } de { $rival } : CLICK !
crack-it-log-dial-narrowed = { $name } joue le cadran { $dial } sur le chiffre { $digit } de { $rival } : une seule valeur reste, découvert
crack-it-log-discovered = Le chiffre { $digit } de { $rival } est un { $value }.
crack-it-log-plays-clue-discard = { $name } joue un Indice sur la défausse.
crack-it-log-plays-clue-hand = { $name } joue un Indice sur la main de { $rival }.
crack-it-log-plays-block = { $name } joue un Blocage contre { $rival }.
crack-it-log-plays-reset = { $name } joue une Réinitialisation sur son propre coffre.
crack-it-log-plays-crack-it = { $name } joue CRACK IT contre { $rival }.
crack-it-log-plays-master = { $name } joue CRACK IT maître contre tout le monde.
crack-it-log-prohibited = { $name } joue une Interdiction ({ $count } dans la chaîne).
crack-it-log-stopped = La carte { $card } est arrêtée.
crack-it-log-goes-through = La carte { $card } passe.
crack-it-log-goes-through-except = La carte { $card } passe, sauf pour { $names }.
crack-it-log-clue-taken = { $name } prend le cadran { $value } avec l'Indice.
crack-it-log-clue-wasted = L'Indice de { $name } ne trouve aucune carte de cadran.
crack-it-log-blocked = Le chiffre { $digit } de { $rival } est bloqué.
crack-it-log-reset = { $name } réinitialise le chiffre { $digit }.
crack-it-log-discarded =
    { $count ->
        [one] { $name } défausse une carte.
       *[other] { $name } défausse { $count } cartes.
    }
crack-it-log-reshuffled = La défausse est mélangée pour former une nouvelle pioche.
crack-it-log-safe-opened = { $by } ouvre le coffre de { $name } !
crack-it-log-out = { $name } est éliminé.
crack-it-log-final-duel = Duel final : plus de Réinitialisation.
crack-it-log-takes-infamy = { $name } prend un jeton d'infamie.
crack-it-log-returns-infamy = { $name } rend un jeton d'infamie.
crack-it-log-takes-prestige = { $name } prend un jeton de prestige.
crack-it-log-takes-infamy-and-prestige = { $name } prend un jeton d'infamie et un jeton de prestige.
crack-it-log-returns-infamy-takes-prestige = { $name } rend un jeton d'infamie et prend un jeton de prestige.
crack-it-log-game-ended = La partie { $game } se termine.
crack-it-log-game-ended-last = La partie { $game } se termine : { $name } garde le dernier coffre.
crack-it-log-new-game = Partie { $game } : de nouvelles combinaisons sont distribuées.
crack-it-log-game-over = La partie est terminée.

## Between the two games of King of Safes

crack-it-summary-game-over = La partie { $game } est terminée
crack-it-summary-tokens-kept = Les jetons sont conservés ; de nouvelles combinaisons sont distribuées.
crack-it-summary-starts = { $name } commence la partie { $game }.

## The story of a match (results)

crack-it-story-victory = { $name } garde le dernier coffre fermé et prend la carte de victoire.
crack-it-story-score = { $name } : { $prestige } prestige (+{ $plus }), { $infamy } infamie ({ $minus }).
crack-it-story-tie-prestige =
    { $points ->
        [one] { $names } sont à égalité avec { $points } point ; { $winner } a plus de prestige et gagne.
       *[other] { $names } sont à égalité avec { $points } points ; { $winner } a plus de prestige et gagne.
    }
crack-it-story-tie-shared =
    { $points ->
        [one] { $names } sont à égalité avec { $points } point et en prestige : la victoire est partagée.
       *[other] { $names } sont à égalité avec { $points } points et en prestige : la victoire est partagée.
    }
crack-it-story-combination = { $name } : combinaison { $digits }.

## Refusals: why the rules do not allow an action

crack-it-refusal-no-such-seat = Il n'y a pas de joueur { $seat } à cette table.
crack-it-refusal-game-over = La partie est terminée.
crack-it-refusal-not-your-decision = Ce n'est pas au joueur { $seat } de décider maintenant.
crack-it-refusal-not-now = Ce n'est pas possible maintenant.
crack-it-refusal-bad-order = Un ordre nomme une seule fois chacune des trois cartes de combinaison.
crack-it-refusal-no-such-card = Il n'y a pas de carte { $card } en main.
crack-it-refusal-card-named-twice = La défausse nomme deux fois la carte { $card }.
crack-it-refusal-wrong-card =
    { $card ->
        [dial] Cette carte n'est pas une carte de cadran.
        [prohibition] Cette carte n'est pas une Interdiction.
        [clue] Cette carte n'est pas un Indice.
        [block] Cette carte n'est pas un Blocage.
        [reset] Cette carte n'est pas une Réinitialisation.
        [crack-it] Cette carte n'est pas un CRACK IT.
        [master-crack-it] Cette carte n'est pas un CRACK IT maître.
       *[other] Cette carte ne peut pas être jouée ici.
    }
crack-it-refusal-already-narrowed = On n'encadre qu'une fois par tour (sauf avec un Indice ou un bonus CLICK).
crack-it-refusal-bonus-rival = Après un CLICK, la carte de cadran supplémentaire va contre le même rival.
crack-it-refusal-locked = Après un CRACK IT, vous ne pouvez plus utiliser de carte ce tour-ci.
crack-it-refusal-self-target = Vous ne pouvez pas vous viser vous-même.
crack-it-refusal-nothing-to-discover = Ce rival n'a plus de chiffre à découvrir.
crack-it-refusal-nothing-to-block = Ce rival n'a plus de chiffre découvert à bloquer.
crack-it-refusal-nothing-to-reset = Aucun de vos chiffres ne peut être réinitialisé : un chiffre bloqué ou un coffre ouvert ne le peut pas.
crack-it-refusal-final-duel = La Réinitialisation ne peut pas être jouée pendant le duel final.
crack-it-refusal-already-used = Après avoir utilisé des cartes ce tour-ci, vous ne pouvez plus défausser à la place.
crack-it-refusal-not-offered = Cette carte de cadran ne fait pas partie de celles que propose l'Indice.
crack-it-refusal-player-out = Ce joueur est éliminé.
crack-it-refusal-chance = Les cartes n'ont pas pu être mélangées ou distribuées.
