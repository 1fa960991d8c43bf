## Crack It

## The cards, by name (in sentences)

crack-it-card-dial = dial { $value }
crack-it-card-prohibition = Prohibició
crack-it-card-clue = Pista
crack-it-card-block = Blocatge
crack-it-card-reset = Reinici
crack-it-card-crack-it = CRACK IT
crack-it-card-master-crack-it = CRACK IT mestre
crack-it-card-unknown = desconeguda

## The cards' faces on the table (short lines)

crack-it-face-prohibition =
    PROHI-
    BICIÓ
crack-it-face-clue = PISTA
crack-it-face-block =
    BLO-
    CATGE
crack-it-face-reset = REINICI
crack-it-face-crack-it =
    CRACK
    IT
crack-it-face-master-crack-it =
    CRACK IT
    MESTRE
crack-it-face-back =
    CRACK
    IT
crack-it-face-victory = VICTÒRIA

## The table

crack-it-safe-out = FORA
crack-it-safe-opened = OBERTA
crack-it-safe-yours = la teva caixa: només tu en veus les xifres
crack-it-pile = Pila: { $count }
crack-it-discard = Descarts: { $count }
crack-it-discard-dials = Descarts: { $count } · dials { $dials }
crack-it-bank-tokens = Centre: { $prestige } ★ · { $infamy } ×

## The side panel

crack-it-help = Tecles 1-5 o Amunt/Avall trien una carta · Esquerra/Dreta apunten · Espai la juga (o prohibeix) · Retorn acaba el torn (o deixa passar) · Retrocés descarta · H consell · Esc menú
crack-it-mode-thieves = Rei dels Lladres
crack-it-mode-safes = Rei de les Caixes Fortes · partida { $game } de 2
crack-it-final-duel = Duel final: sense Reinicis
crack-it-bank = Centre de la taula: ☠ { $infamy } mala fama · ★ { $prestige } prestigi
crack-it-status-over = La partida s'ha acabat.
crack-it-status-arrange = { $name }, col·loca la teva combinació: arrossega una carta al seu lloc (o fes clic en dues per intercanviar-les) i després Col·loca (Retorn).
crack-it-status-answer = { $name }, respon: atura-la amb una Prohibició o deixa-la passar.
crack-it-status-clue = La teva Pista ha trobat aquestes cartes de dial (només les veus tu): fes clic en una i després en la caixa del rival contra qui la jugues.
crack-it-status-bonus = CLICK! Pots jugar una carta de dial més contra el mateix rival.
crack-it-status-turn = { $name }, et toca: tria una carta i després la caixa forta d'un rival (o una pila).
crack-it-status-arranging = Tothom col·loca una combinació...
crack-it-status-answers = S'estan recollint les respostes...
crack-it-status-playing = { $name } està jugant...
crack-it-key-enter = Retorn
crack-it-key-space = Espai
crack-it-key-backspace = Retrocés
crack-it-end-unplayed-title = Acabar el torn?
crack-it-end-unplayed = No has jugat cap carta en aquest torn. L'acabes igualment?
crack-it-end-unplayed-yes = Acaba el meu torn
crack-it-end-unplayed-no = Continua jugant
crack-it-undo-none = Res a desfer: tothom veu cada carta jugada, i per això només es pot desfer col·locar la combinació i deixar passar una carta d'acció.
crack-it-end-turn = Acaba el torn
crack-it-discard-instead = Descarta
crack-it-discard-instead-why = Marca les cartes que vols descartar i després confirma
crack-it-discard-ticked = Descarta les marcades
crack-it-hint-button = Consell
crack-it-hint-button-why = Què faria l'ordinador de nivell difícil (H)
crack-it-play-it = Juga-la

## The answer window, the Clue's choice and the arrangement

crack-it-answer-title = Resposta
crack-it-chain-of = Aquesta cadena és de { $name }.
crack-it-chain-stopped =
    { $count ->
        [one] { $count } Prohibició fins ara: queda aturada.
       *[other] { $count } Prohibicions fins ara: queda aturada.
    }
crack-it-chain-going =
    { $count ->
        [one] { $count } Prohibició fins ara: té efecte.
       *[other] { $count } Prohibicions fins ara: té efecte.
    }
crack-it-prohibit = Prohibeix
crack-it-let-it-be = Deixa passar
crack-it-clue-offer = La troballa de la Pista: clica una carta i després una caixa
crack-it-clue-keys = Tecles: Amunt/Avall una carta de dial, Esquerra/Dreta un rival, Espai la juga
crack-it-pick-offered = Primer fes clic en una de les cartes de dial que ha trobat la teva Pista, i després en la caixa d'un rival.
crack-it-offered-on-rival = La carta de dial d'una Pista es juga contra la caixa d'un rival.
crack-it-arrange-title = La teva combinació
crack-it-arrange-how = Col·loca les tres cartes cap per avall, d'esquerra a dreta. Els rivals les desxifren començant per l'esquerra.
crack-it-arrange-drag = Arrossega una carta de la teva caixa al seu lloc, o fes clic en dues per intercanviar-les.
crack-it-lay-down = Col·loca

## Notes on the player's choices

crack-it-pick-first = Primer tria una carta de la teva mà.
crack-it-pick-card-keys = Primer tria una carta (1-5, o Amunt/Avall).
crack-it-prohibition-answers = Una Prohibició respon a una carta d'acció d'un rival.
crack-it-needs-rival-click = La carta { $card } necessita un rival: fes clic a la seva caixa forta.
crack-it-needs-rival-aim = La carta { $card } necessita un rival a qui apuntar.
crack-it-pick-clue = Tria una Pista de la teva mà per buscar-hi.
crack-it-discard-how = Marca les cartes que vols descartar (clic, o Amunt/Avall i Espai) i després confirma (Retorn).

## The hint

crack-it-hint-arrange = Consell: col·loca les cartes així: { $digits }
crack-it-hint-dial = Consell: juga la carta { $card } contra { $rival }
crack-it-hint-clue-discard = Consell: juga la Pista sobre la pila de descarts
crack-it-hint-clue-hand = Consell: juga la Pista sobre la mà de { $rival }
crack-it-hint-block = Consell: bloca la xifra descoberta de { $rival }
crack-it-hint-reset = Consell: reinicia una xifra teva
crack-it-hint-crack-it = Consell: CRACK IT contra { $rival }
crack-it-hint-master = Consell: juga el CRACK IT mestre
crack-it-hint-take-dial = Consell: agafa el dial { $value } i juga'l contra { $rival }
crack-it-hint-prohibit = Consell: atura-la amb una Prohibició
crack-it-hint-pass = Consell: deixa-la passar
crack-it-hint-discard =
    { $count ->
        [one] Consell: descarta una carta
       *[other] Consell: descarta { $count } cartes
    }
crack-it-hint-end-turn = Consell: acaba el torn

## The log

crack-it-log-arranged = { $name } col·loca una combinació.
crack-it-log-turn = Torn de { $name }.
crack-it-log-ends-turn = { $name } acaba el torn.
crack-it-log-dial-above = { $name } juga el dial { $dial } contra la xifra { $digit } de { $rival }: va a sobre
crack-it-log-dial-below = { $name } juga el dial { $dial } contra la xifra { $digit } de { $rival }: va a sota
crack-it-log-dial-click = { $name } juga el dial { $dial } contra la xifra { $digit } de { $rival }: CLICK!
crack-it-log-dial-narrowed = { $name } juga el dial { $dial } contra la xifra { $digit } de { $rival }: només queda un valor, descoberta
crack-it-log-discovered = La xifra { $digit } de { $rival } és un { $value }.
crack-it-log-plays-clue-discard = { $name } juga una Pista sobre la pila de descarts.
crack-it-log-plays-clue-hand = { $name } juga una Pista sobre la mà de { $rival }.
crack-it-log-plays-block = { $name } juga un Blocatge contra { $rival }.
crack-it-log-plays-reset = { $name } juga un Reinici sobre la seva pròpia caixa.
crack-it-log-plays-crack-it = { $name } juga CRACK IT contra { $rival }.
crack-it-log-plays-master = { $name } juga CRACK IT mestre contra tothom.
crack-it-log-prohibited = { $name } juga una Prohibició ({ $count } a la cadena).
crack-it-log-stopped = La carta { $card } queda aturada.
crack-it-log-goes-through = La carta { $card } té efecte.
crack-it-log-goes-through-except = La carta { $card } té efecte, excepte per a { $names }.
crack-it-log-clue-taken = { $name } agafa el dial { $value } amb la Pista.
crack-it-log-clue-wasted = La Pista de { $name } no troba cap carta de dial.
crack-it-log-blocked = La xifra { $digit } de { $rival } queda blocada.
crack-it-log-reset = { $name } reinicia la xifra { $digit }.
crack-it-log-discarded =
    { $count ->
        [one] { $name } descarta una carta.
       *[other] { $name } descarta { $count } cartes.
    }
crack-it-log-reshuffled = Es barreja la pila de descarts i se'n forma una pila nova.
crack-it-log-safe-opened = { $by } obre la caixa forta de { $name }!
crack-it-log-out = { $name } queda fora del joc.
crack-it-log-final-duel = Duel final: ja no es poden jugar Reinicis.
crack-it-log-takes-infamy = { $name } agafa un token de mala fama.
crack-it-log-returns-infamy = { $name } retorna un token de mala fama.
crack-it-log-takes-prestige = { $name } agafa un token de prestigi.
crack-it-log-takes-infamy-and-prestige = { $name } agafa un token de mala fama i un token de prestigi.
crack-it-log-returns-infamy-takes-prestige = { $name } retorna un token de mala fama i agafa un token de prestigi.
crack-it-log-game-ended = S'acaba la partida { $game }.
crack-it-log-game-ended-last = S'acaba la partida { $game }: { $name } conserva l'última caixa.
crack-it-log-new-game = Partida { $game }: es reparteixen combinacions noves.
crack-it-log-game-over = La partida s'ha acabat.

## Between the two games of King of Safes

crack-it-summary-game-over = La partida { $game } s'ha acabat
crack-it-summary-tokens-kept = Es conserven els tokens; es reparteixen combinacions noves.
crack-it-summary-starts = { $name } comença la partida { $game }.

## The story of a match (results)

crack-it-story-victory = { $name } conserva l'última caixa tancada i s'emporta la carta de victòria.
crack-it-story-score = { $name }: { $prestige } de prestigi (+{ $plus }), { $infamy } de mala fama ({ $minus }).
crack-it-story-tie-prestige =
    { $points ->
        [one] { $names } empaten a { $points } punt; { $winner } té més prestigi i guanya.
       *[other] { $names } empaten a { $points } punts; { $winner } té més prestigi i guanya.
    }
crack-it-story-tie-shared =
    { $points ->
        [one] { $names } empaten a { $points } punt i en prestigi: comparteixen la victòria.
       *[other] { $names } empaten a { $points } punts i en prestigi: comparteixen la victòria.
    }
crack-it-story-combination = La combinació de { $name } era { $digits }.

## Refusals: why the rules do not allow an action

crack-it-refusal-no-such-seat = No hi ha cap jugador { $seat } en aquesta taula.
crack-it-refusal-game-over = La partida s'ha acabat.
crack-it-refusal-not-your-decision = Ara no li toca decidir al jugador { $seat }.
crack-it-refusal-not-now = Ara no és possible.
crack-it-refusal-bad-order = Un ordre ha de contenir cadascuna de les tres cartes de combinació una sola vegada.
crack-it-refusal-no-such-card = No hi ha cap carta { $card } a la mà.
crack-it-refusal-card-named-twice = El descart esmenta dues vegades la carta { $card }.
crack-it-refusal-wrong-card =
    { $card ->
        [dial] Aquesta carta no és una carta de dial.
        [prohibition] Aquesta carta no és una Prohibició.
        [clue] Aquesta carta no és una Pista.
        [block] Aquesta carta no és un Blocatge.
        [reset] Aquesta carta no és un Reinici.
        [crack-it] Aquesta carta no és un CRACK IT.
        [master-crack-it] Aquesta carta no és un CRACK IT mestre.
       *[other] Aquesta carta no es pot jugar aquí.
    }
crack-it-refusal-already-narrowed = Només es pot acotar una vegada per torn (excepte amb una Pista o un CLICK extra).
crack-it-refusal-bonus-rival = Després d'un CLICK, la carta de dial extra va contra el mateix rival.
crack-it-refusal-locked = Després d'un CRACK IT ja no pots fer servir més cartes en aquest torn.
crack-it-refusal-self-target = No pots apuntar-te a tu mateix.
crack-it-refusal-nothing-to-discover = Aquest rival no té cap xifra per descobrir.
crack-it-refusal-nothing-to-block = Aquest rival no té cap xifra descoberta per blocar.
crack-it-refusal-nothing-to-reset = No pots reiniciar cap xifra teva: una xifra blocada o una caixa oberta no es poden reiniciar.
crack-it-refusal-final-duel = No es pot jugar cap Reinici en el duel final.
crack-it-refusal-already-used = Si ja has fet servir cartes aquest torn, ja no pots descartar en lloc seu.
crack-it-refusal-not-offered = Aquesta carta de dial no és cap de les que ofereix la Pista.
crack-it-refusal-player-out = Aquest jugador ha quedat fora del joc.
crack-it-refusal-chance = No s'han pogut barrejar o repartir les cartes.
