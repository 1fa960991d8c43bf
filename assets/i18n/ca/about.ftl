# Què és i què fa una peça de la taula: es mostra quan el punter s'hi atura, quan el teclat
# o el comandament la seleccionen, o amb una pulsació llarga. Un títol curt i després una o dues frases.

## Crack It

about-crack-it-dial = Carta de dial { $value }. Juga-la contra la primera xifra no descoberta d'un rival: es col·loca a sobre o a sota d'aquesta xifra, a la vista de tothom, o, si és la xifra, CLICK: la xifra queda descoberta i pots jugar una carta de dial més contra la següent.
about-crack-it-prohibition = Prohibició. Es juga fora de torn per aturar una carta d'acció que un jugador acaba de jugar (un Blocatge, una Pista, un Reinici, un CRACK IT o un CRACK IT mestre). Una altra Prohibició la pot anul·lar: un nombre senar atura l'acció.
about-crack-it-clue = Pista. Busca una carta de dial a la pila de descarts o a la mà d'un rival; si en trobes una, la pots agafar i jugar-la immediatament contra qualsevol rival.
about-crack-it-block = Blocatge. Es col·loca sobre la primera xifra descoberta d'un rival: aquella xifra ja no es podrà reiniciar mai. El rival agafa un token de mala fama.
about-crack-it-block-thieves = Blocatge. Es col·loca sobre la primera xifra descoberta d'un rival: aquella xifra ja no es podrà reiniciar mai.
about-crack-it-reset = Reinici. Substitueix la teva primera xifra descoberta, començant per la dreta, per una carta nova cap per avall: els rivals l'hauran de tornar a descobrir.
about-crack-it-crack-it = CRACK IT. Descobreix immediatament la primera xifra no descoberta d'un rival, sense CLICK. Després ja no pots fer servir més cartes en aquest torn.
about-crack-it-master-crack-it = CRACK IT mestre. Descobreix immediatament la primera xifra no descoberta de tots els rivals; cada rival el pot aturar pel seu compte amb una Prohibició. Després ja no pots fer servir més cartes en aquest torn.
about-crack-it-victory = La carta de victòria. És per a l'últim jugador que encara té alguna xifra per descobrir a la seva caixa forta.
about-crack-it-hidden-digit = Una xifra amagada d'aquesta combinació (0-9). Les cartes de dial que s'hi juguen l'acoten; al dors hi ha escrits els valors que encara són possibles.
about-crack-it-found-digit = Una xifra descoberta: cap per amunt, a la vista de tothom. Ja no s'hi juguen cartes de dial.
about-crack-it-own-digit = Una xifra de la teva pròpia combinació: només la veus tu. Els rivals intenten descobrir-la, d'esquerra a dreta.
about-crack-it-safe = Caixa forta de { $name }: tres cartes de combinació, que es descobreixen d'esquerra a dreta. Guanya l'últim jugador que encara té alguna xifra per descobrir.
about-crack-it-rival-hand = Mà de { $name }: { $count } cartes, cap per avall. Una Pista hi pot buscar una carta de dial.
about-crack-it-prestige = Token de prestigi: +2 punts al final del Rei de les Caixes Fortes. S'obté en obrir la caixa forta d'un rival.
about-crack-it-infamy = Token de mala fama: -1 punt al final del Rei de les Caixes Fortes. Tothom en comença amb tres; per cada xifra que descobreixes en retornes un.
about-crack-it-pile = La pila. Al final del teu torn robes fins a tornar a tenir cinc cartes.
about-crack-it-discard = La pila de descarts: les cartes jugades i descartades, cap per amunt. Una Pista en pot agafar una carta de dial.

## Passcode

about-passcode-digit = Carta de XIFRA { $value }. Juga-la a la xifra següent del teu codi si aquesta xifra és un { $value }. Si la tens a la mà quan un altre jugador guanya la ronda, suma { $value } a la teva puntuació.
about-passcode-key = Carta de CLAU. Val per qualsevol xifra del teu codi. Posada com a VALIDACIÓ, o a la mà quan un altre jugador guanya la ronda, compta 1.
about-passcode-fail = Carta d'ERROR. Quan la robes, es posa de seguida davant teu i acaba el teu torn. Amb tres ERRORS quedes bloquejat: durant tres torns tires el dau, i el número que el teu codi necessita a continuació acaba el bloqueig; cada tirada fallida gira un ERROR.
about-passcode-fail-spent = Una carta d'ERROR girada: una tirada fallida d'aquest bloqueig. Després de tres tirades fallides, el jugador torna a jugar normalment i aquests ERRORS surten del joc.
about-passcode-lock-in = VALIDACIÓ. Quan tinguis el codi complet, posa aquí la carta que et queda. Després, a cada torn tires el dau en lloc de robar: quan surt el número d'aquesta carta, valides el codi i guanyes la ronda.
about-passcode-code = Una xifra d'aquest codi, treta amb el dau al començament. Les cartes es juguen a les xifres en ordre; una carta del mateix número, o una CLAU, la cobreix.
about-passcode-placed = Una carta que cobreix una xifra del codi.
about-passcode-set-aside = La carta apartada en completar el NIVELL 4: si un jugador d'un nivell inferior guanya la ronda, se suma a la puntuació d'aquest jugador.
about-passcode-rival-hand = La carta que { $name } té a la mà, cap per avall.
about-passcode-pile = La pila de robar. Roba'n una carta al començament del teu torn, o agafa en canvi la carta de dalt de la pila de descarts.
about-passcode-discard = La pila de descarts. Pots agafar-ne la carta de dalt en lloc de robar; acaba el torn descartant-hi una de les teves dues cartes.
about-passcode-die = El dau. Ha tret els codis; decideix la VALIDACIÓ, fa baixar la puntuació al NIVELL 4 i pot acabar un bloqueig.

## Code Knacker

about-code-knacker-die = Un dau que mostra un { $value }. Aparta'l per cobrir un { $value } d'una caixa forta amb un marcador vermell.
about-code-knacker-dice = Els cinc daus: cadascun mostra de l'1 al 5 o un microxip. Tira'ls per cobrir les xifres de les caixes de la filera.
about-code-knacker-chip = Un microxip. No cobreix res, però si entre cinc daus apartats hi ha dos microxips, pots tornar a tirar els cinc.
about-code-knacker-safe = Una caixa forta de { $value } milions. Cobreix cadascuna de les seves xifres amb un marcador i després planta't: és teva.
about-code-knacker-marker = Un marcador vermell que cobreix una xifra. Una caixa forta amb totes les xifres cobertes se l'endú el jugador quan es planta, i els seus marcadors tornen a la reserva.
about-code-knacker-deck = El munt de cartes de caixa forta. La filera es completa amb aquestes cartes; quan ja no es pot completar, la partida s'acaba i guanya qui sumi més valor.
about-code-knacker-tray = La safata: els daus apartats en aquest torn. Tira els altres, o planta't i queda't totes les caixes fortes que hagis cobert del tot.

## Code Breaker

about-code-breaker-peg = Una clavilla de codi. Cinc clavilles formen una proposta (o el codi secret).
about-code-breaker-empty = El marcador de forat buit (modalitat avançada): el codi pot deixar un forat buit, que compta com un novè color.
about-code-breaker-black = Una clavilla de resposta negra: una clavilla de la fila és del color correcte al lloc correcte.
about-code-breaker-white = Una clavilla de resposta blanca: una altra clavilla de la fila és d'un color correcte en un lloc equivocat.
about-code-breaker-shield = La tapa: el codi del codificador hi queda amagat a sota fins que es desxifra o s'acaben les files.
about-code-breaker-track = La pista de puntuació: la clavilla de cada jugador avança els punts de les rondes en què ha desxifrat el codi; guanya el primer que arriba a 30.
