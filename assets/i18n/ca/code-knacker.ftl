## Code Knacker

code-knacker-solo-best = Millor resultat en solitari: { $best ->
        [one] { $best } milió
       *[other] { $best } milions
    }.
code-knacker-solo-new-best = Millor resultat en solitari: { $score ->
        [one] { $score } milió
       *[other] { $score } milions
    } - un nou rècord (abans { $best })!
code-knacker-solo-first = Millor resultat en solitari: { $score ->
        [one] { $score } milió
       *[other] { $score } milions
    } - la teva primera partida en solitari.

## Pieces in sentences

# A die's face showing a number.
code-knacker-face-digit = { $digit }
# A die's face showing the microchip, in a list of rolled faces.
code-knacker-face-chip = microxip
# A safe card in a list: its code and its value in millions.
code-knacker-card = { $code } ({ $value } M)
# A list of items: the first one, then the rest of the list.
code-knacker-list = { $first }, { $rest }
# An empty list.
code-knacker-nothing = res

## The table

code-knacker-tray = APARTATS
code-knacker-card-back =
    CODE
    KNACKER
code-knacker-safe = CAIXA
# A safe card's value on its face, in millions (little room: keep it short).
code-knacker-card-value = { $value } M
code-knacker-cracked = FORÇADA
code-knacker-deck = Munt: { $count }
code-knacker-markers = Marcadors: { $count }
code-knacker-banner-cycle = Cinc daus apartats, { $count ->
        [one] un microxip
       *[other] { $count } microxips
    }: tornes a tirar?
code-knacker-banner-forced = Cap dau útil: s'ha acabat el torn.
code-knacker-banner-lost = Cap dau útil: caixes fortes perdudes!
code-knacker-banner-takes = { $name } s'endú { $value ->
        [one] un milió
       *[other] { $value } milions
    }!
code-knacker-banner-final-turn = El munt és buit: un últim torn!

## The side panel

code-knacker-help = Clica o arrossega els daus · 1-5/6 aparten un nombre/un microxip · fletxes + Espai trien · R tira · S planta't · H consell · Esc menú
code-knacker-turn-solo = Torn { $turn } · En solitari
code-knacker-turn-highest = Torn { $turn } · Guanya el total més alt
code-knacker-no-safes-yet = encara cap caixa forta
# A player's safes on hover: how many, then their values.
code-knacker-safes-hover = { $safes }: { $values }
# Beside a computer player's name.
code-knacker-safes-computer = ordinador · { $count ->
        [one] { $count } caixa forta
       *[other] { $count } caixes fortes
    }
code-knacker-safes = { $count ->
        [one] { $count } caixa forta
       *[other] { $count } caixes fortes
    }
code-knacker-your-best = Millor resultat: { $best } M · munt { $deck }
code-knacker-your-best-none = Millor resultat: encara cap · munt { $deck }
code-knacker-roll = Tirar
code-knacker-roll-all = Tirar els cinc
code-knacker-roll-rest = Tirar la resta
code-knacker-roll-why = R o Retorn
code-knacker-stop = Plantar-se
code-knacker-hint = Consell
code-knacker-hint-why = El que faria l'ordinador difícil (H)

## What to do now

code-knacker-status-over = La partida s'ha acabat.
code-knacker-status-playing = { $name } està jugant...
code-knacker-status-their-turn = Torn de { $name }.
code-knacker-status-last-turn = { $name }, és el teu últim torn: tira els daus.
code-knacker-status-roll = { $name }, tira els daus.
code-knacker-status-cycle = { $name }, torna a tirar els cinc daus, o planta't i queda't el que has forçat.
code-knacker-status-set-aside = { $name }, aparta com a mínim un dau útil.
code-knacker-status-choosing = { $name }: aparta'n més, tira la resta o planta't.

## Why a die cannot be set aside, and prompts

code-knacker-why-already-aside = Aquest dau ja està apartat.
code-knacker-why-roll-first = Primer tira els daus.
code-knacker-why-stock-empty = La reserva de marcadors és buida: els daus amb nombre ja no són útils.
code-knacker-why-no-safe-needs = Cap caixa forta de la filera té un { $digit } sense cobrir.
code-knacker-why-not-now = Ara no es pot apartar aquest dau.
code-knacker-which-digit = Quina xifra ha de cobrir? Tria-la en una caixa forta.
code-knacker-no-die-covers = Cap dau de la taula pot cobrir aquesta xifra.
code-knacker-no-die-shows-digit = Cap dau de la taula mostra un { $digit }.
code-knacker-no-die-shows-chip = Cap dau de la taula mostra un microxip.

## The hint

code-knacker-hint-working = Calculant les probabilitats...
# $expected: millions, with two decimals.
code-knacker-hint-roll-first = Consell: tira els daus. Valor esperat des d'aquí: { $expected } milions aquest torn.
code-knacker-hint-roll-all = Consell: torna a tirar els cinc daus. Valor esperat des d'aquí: { $expected } milions aquest torn.
code-knacker-hint-roll-rest = Consell: tira els daus que queden. Valor esperat des d'aquí: { $expected } milions aquest torn.
code-knacker-hint-stop = Consell: planta't ara. Valor esperat des d'aquí: { $expected } milions aquest torn.
code-knacker-hint-set-aside = Consell: aparta un { $digit } a { $code }. Valor esperat des d'aquí: { $expected } milions aquest torn.
code-knacker-hint-set-aside-chip = Consell: aparta un microxip. Valor esperat des d'aquí: { $expected } milions aquest torn.
# Added to the hint when playing alone: this turn and the next one.
code-knacker-hint-next-turn = Comptant també el teu pròxim torn: { $value }.
# Added to the hint against one rival: this turn less the rival's next one.
code-knacker-hint-rival-turn = Restant-hi el pròxim torn del teu rival: { $value }.

## The log

code-knacker-log-turn-started = Torn { $turn }: { $name } agafa els daus.
code-knacker-log-rolled = Tirada: { $dice }.
code-knacker-log-covers = Un { $digit } cobreix una xifra de { $code }.
code-knacker-log-chip-aside = S'aparta un microxip.
code-knacker-log-cycle-complete = Tots cinc apartats, amb { $count ->
        [one] un microxip
       *[other] { $count } microxips
    }: es poden tornar a tirar tots cinc.
code-knacker-log-stops-empty = { $name } es planta sense cap caixa forta forçada.
code-knacker-log-stops-takes = { $name } es planta i s'endú { $cards }.
code-knacker-log-forced = Cap dau útil: s'acaba el torn de { $name }.
code-knacker-log-forced-loses = Cap dau útil: { $name } es queda sense res. Sota el munt: { $cards }.
code-knacker-log-refilled = Es descobreix { $code }.
code-knacker-log-card-removed = En solitari: { $code } surt de la partida.
code-knacker-log-final-turn = El munt és buit: un últim torn.
code-knacker-log-game-over = La filera ja no es pot completar: la partida s'ha acabat.

## The results

code-knacker-story-none = { $name }: cap caixa forta forçada.
code-knacker-story = { $name }: { $total ->
        [one] { $total } milió
       *[other] { $total } milions
    } amb { $count ->
        [one] { $count } caixa forta
       *[other] { $count } caixes fortes
    } - { $cards }.
code-knacker-story-shared = Empat en valor i en nombre de caixes fortes: la victòria es comparteix.
code-knacker-story-more-safes = Empat en valor: guanya qui tingui més caixes fortes.

## Refusals of the rules

code-knacker-error-no-such-seat = En aquesta taula no hi ha cap jugador { $seat }.
code-knacker-error-game-over = La partida s'ha acabat.
code-knacker-error-not-your-turn = És el torn del jugador { $current }, no del jugador { $seat }.
code-knacker-error-roll-first = Primer tira els daus.
code-knacker-error-cycle-complete = Tots cinc daus estan apartats: torna a tirar-los tots cinc o planta't.
code-knacker-error-no-such-die = No hi ha cap dau { $die }.
code-knacker-error-already-aside = El dau { $die } ja està apartat.
code-knacker-error-chip-covers-nothing = Un microxip no cobreix res.
code-knacker-error-number-must-cover = Un dau amb nombre cobreix una xifra del mateix valor.
code-knacker-error-no-such-digit = Aquesta xifra no és a la filera.
code-knacker-error-digit-covered = Aquesta xifra ja està coberta.
code-knacker-error-wrong-digit = Un { $face } no pot cobrir un { $digit }.
code-knacker-error-stock-empty = La reserva de marcadors és buida: un dau amb nombre ja no és útil.
code-knacker-error-set-aside-first = Primer aparta com a mínim un dau útil.
code-knacker-error-chance = L'script d'atzar no ha permès tirar els daus ni barrejar el munt.
