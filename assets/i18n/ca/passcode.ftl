## Passcode

## Les cartes: el que hi ha imprès i el seu nom dins d'una frase

passcode-card-digit = { $digit }
passcode-card-key = CLAU
passcode-card-fail = ERROR
passcode-card-back = PASS
    CODE

## La taula

passcode-header = { $name } · punts { $score }
passcode-counting-down = compte enrere
passcode-locked-out = bloquejat: { $turns ->
    [1] queda una tirada
   *[other] queden { $turns } tirades
}
# La fila d'un codi al tauler: N de NIVELL.
passcode-level-short = N{ $level }
passcode-lock-in-place = VALIDACIÓ
passcode-pile-count = Pila: { $count }
passcode-discard-count = Descarts: { $count }
passcode-die-roll-now = { $name }: tira el dau
passcode-die-rolled = { $name } ha tret un { $roll }
passcode-die-roll = Tira el dau
passcode-your-hand = La teva mà: només la veus tu

## El plafó lateral

passcode-help = Retorn roba (o tira) · Fletxa amunt agafa el descart · 1/2 o Fletxa esquerra/dreta trien una carta · Espai juga (Fletxa amunt/avall trien la xifra en qualsevol ordre) · Retrocés descarta · S posa la VALIDACIÓ · H consell · o arrossega les cartes
passcode-round-codes = Ronda { $round } · { $count ->
        [one] { $count } codi
       *[other] { $count } codis
    }
passcode-round-codes-any-order = Ronda { $round } · { $count ->
        [one] { $count } codi
       *[other] { $count } codis
    } · qualsevol ordre
passcode-status-game-over = La partida s'ha acabat.
passcode-status-playing = { $name } està jugant...
passcode-status-roll = { $name }, tira el dau.
passcode-status-draw = { $name }, roba de la pila o agafa el descart.
passcode-status-holding = Tria una carta (1 o 2) i després juga-la, descarta-la o posa-la com a VALIDACIÓ: fes servir els botons o arrossega-la allà.
passcode-status-completed = Codi complet! Posa ara l'última carta com a VALIDACIÓ (S) o queda-te-la (Retorn).
passcode-button-roll = Tirar
passcode-button-draw = Robar
passcode-button-take-discard = Agafar el descart
passcode-button-lay-lock-in = Posar com a VALIDACIÓ
passcode-button-keep = Quedar-se-la
passcode-button-play = Jugar
passcode-play-on-digit = Juga-la a la xifra:
passcode-button-discard = Descartar
passcode-button-hint = Consell
# Tecles que els botons anomenen quan s'hi passa el ratolí.
passcode-key-enter = Retorn
passcode-key-up = Fletxa amunt
passcode-key-space = Espai
passcode-key-backspace = Retrocés
passcode-need-card = Primer tria una de les teves dues cartes (1 o 2, o Fletxa esquerra/dreta).

## El consell: «Consell: » i una jugada

passcode-hint = Consell: { $action }.
passcode-action-draw-pile = robar de la pila
passcode-action-take-discard = agafar el descart
passcode-action-discard = descartar la carta { $card }
passcode-action-play = jugar la carta { $card } al teu codi
passcode-action-lock-in = posar la carta { $card } com a VALIDACIÓ
passcode-action-keep = quedar-te la carta de moment
passcode-action-roll = tirar el dau
# En lloc del nom de la carta quan no se sap quina és: «descartar la carta triada».
passcode-a-card = triada

## El registre

passcode-log-dealt = Ronda { $round }: { $name } juga primer.
passcode-log-discard-started = La carta { $card } comença la pila de descarts.
passcode-log-fail-to-bottom = Surt un ERROR: va a sota de la pila, perquè un ERROR no pot començar la pila de descarts.
passcode-log-takes-discard = { $name } agafa la carta { $card } de la pila de descarts.
passcode-log-draws = { $name } roba.
passcode-log-draws-card = { $name } roba la carta { $card }.
passcode-log-fail-laid = { $name } posa un ERROR ({ $fails } al davant).
passcode-log-discards = { $name } descarta la carta { $card }.
passcode-log-plays = { $name } juga la carta { $card } a la xifra { $digit }.
passcode-log-code-complete = El codi de { $name } és complet!
passcode-log-lock-in-laid = { $name } posa una carta de VALIDACIÓ: { $number }.
passcode-log-card-kept = { $name } es queda la carta de moment.
passcode-log-rolls-lock-in = { $name } treu un { $roll } per validar.
passcode-log-rolls-countdown = { $name } treu un { $roll } per al compte enrere.
passcode-log-rolls-lockout = { $name } treu un { $roll } contra el bloqueig.
passcode-log-lockout-missed = { $name } necessitava { $needed }: es gira una carta d'ERROR. { $left ->
    [0] No queda cap tirada.
    [1] Queda una tirada.
   *[other] Queden { $left } tirades.
}
passcode-log-lockout-missed-hidden = { $name } no ha tret el número de la seva mà: es gira una carta d'ERROR. { $left ->
    [0] No queda cap tirada.
    [1] Queda una tirada.
   *[other] Queden { $left } tirades.
}
passcode-log-rolls-first-player = { $name } treu un { $roll } per veure qui juga primer.
passcode-log-locked-out = Tres ERRORS bloquegen { $name }.
passcode-log-lockout-broken = { $name } trenca el bloqueig!
passcode-log-lockout-over = El bloqueig de { $name } s'ha acabat: les tres cartes d'ERROR surten del joc, i { $name } juga normalment des del torn següent.
passcode-log-reshuffled = La pila de descarts esdevé la nova pila de robar.
passcode-log-round-won = { $name } valida el codi i guanya la ronda!
# $added porta signe: +3, -2.
passcode-log-scored = { $name }: { $added } = { $score }.
passcode-log-moved-up = { $name } puja al NIVELL { $level }.
passcode-log-countdown-started = { $name } comença el compte enrere.
passcode-log-back-to-level-four = { $name } suma la carta apartada, un { $added }, i torna a jugar l'últim nivell.
passcode-log-game-won = { $name } arriba a 0 exacte i guanya!

## El resum de la ronda

passcode-summary-moved-up = { $name } ha completat el codi i puja al NIVELL { $level }.
passcode-summary-no-card = { $name } no té cap carta a la mà i suma 0: puntuació { $score }.
passcode-summary-key-lock-in = { $name } suma 1 per la carta de VALIDACIÓ, una CLAU (una CLAU compta 1): puntuació { $score }.
passcode-summary-key-in-hand = { $name } suma 1 per la CLAU de la mà (una CLAU compta 1): puntuació { $score }.
passcode-summary-lock-in = { $name } suma { $added } per la carta de VALIDACIÓ (el codi era complet): puntuació { $score }.
passcode-summary-in-hand = { $name } suma { $added } per la carta de la mà: puntuació { $score }.
passcode-summary-dealt = Es reparteix la ronda { $round }; els codis no acabats tornen a començar.

## Els resultats

passcode-story = { $name }: nivell { $level }, puntuació { $score }.
passcode-story-counting-down = { $name }: nivell { $level }, puntuació { $score }, en compte enrere.

## Jugades refusades

passcode-error-no-such-seat = En aquesta taula no hi ha cap jugador { $seat }
passcode-error-game-over = La partida s'ha acabat
passcode-error-not-your-turn = És el torn del jugador { $current }, no del jugador { $seat }
passcode-error-draw-first = Primer roba una carta
passcode-error-already-drew = Ja has robat: descarta, juga o posa una carta
passcode-error-must-roll = Aquest torn has de tirar el dau (VALIDACIÓ, compte enrere o bloqueig)
passcode-error-nothing-to-roll = No hi ha res per a què tirar
passcode-error-empty-discard = La pila de descarts és buida
passcode-error-nothing-to-draw = No queda cap carta per robar
passcode-error-no-such-card = No tens cap carta { $card } a la mà
passcode-error-does-not-fit = La carta { $card } no encaixa a la xifra següent, { $digit }
passcode-error-no-such-digit = Aquesta xifra no és oberta al teu codi
passcode-error-code-complete = El codi ja és complet
passcode-error-code-not-complete = La carta de VALIDACIÓ només es posa quan totes les xifres del codi són al tauler
passcode-error-digits-in-order = Les xifres es juguen en ordre: no indiquis cap xifra tret que l'opció de qualsevol ordre estigui activada
passcode-error-lay-or-keep = El teu codi és complet: posa la carta com a carta de VALIDACIÓ o queda-te-la
passcode-error-nothing-to-keep = Una carta només es guarda així just després de completar un codi
passcode-error-chance-out-of-outcomes = El guió d'atzar no té cap resultat més per a una tirada d'1..={ $sides }
passcode-error-chance-out-of-range = El resultat { $value } del guió d'atzar no és dins d'1..={ $sides }
passcode-error-chance-out-of-orders = El guió d'atzar no té cap ordre més per barrejar { $count } elements
passcode-error-chance-not-a-permutation = L'ordre { $order } del guió d'atzar no és una permutació de { $count } elements
