## Lesson: a guided first game of Crack It (assets/lessons/crack-it.json)

lesson-crack-it-welcome = Et donem la benvinguda a Crack It! Tu, l'Ada i en Blaise amagueu tres xifres en una caixa forta. Jugueu al Rei dels Lladres: qui té les tres xifres descobertes queda fora del joc, i guanya l'últim que conserva la caixa tancada.
lesson-crack-it-arrange = Aquestes són les teves cartes de combinació: 0, 5, 8. Els rivals les desxifren per l'esquerra, i un valor del mig com el 5 costa més cartes de dial d'acotar. Posa'l primer: fes clic al 0 i al 5 per intercanviar-los (o arrossega el 5 a l'esquerra) i Col·loca (Retorn).
lesson-crack-it-arrange-wrong = Primer el 5, després el 0, i el 8 al final: fes clic a les dues primeres cartes per intercanviar-les i després Col·loca.
lesson-crack-it-hand = L'Ada i en Blaise també han col·locat la seva combinació, i comences tu. Les teves cinc cartes de recursos: les cartes de dial (0-9) acoten una xifra, les cartes d'acció com la Pista i el Blocatge t'ajuden, i una Prohibició atura la carta d'acció d'un rival.
lesson-crack-it-dial = Una vegada per torn pots jugar una carta de dial contra la primera xifra no descoberta d'un rival, començant per l'esquerra. Fes clic al teu dial 7 i després a la caixa forta de l'Ada (o arrossega-l'hi; tecles: 1 i Espai).
lesson-crack-it-dial-wrong = Juga el teu dial 7 contra l'Ada: fes-hi clic i després a la caixa forta de l'Ada.
lesson-crack-it-above = El 7 ha anat a sobre: la primera xifra de l'Ada és més baixa, del 0 al 6. Una carta més baixa aniria a sota, i la xifra exacta fa CLICK. Tothom veu on va cada carta de dial, però només l'Ada sap la seva xifra.
lesson-crack-it-end-turn = Ja has acotat en aquest torn. Fes clic a Acaba el torn (Retorn): robes fins a tornar a tenir cinc cartes i li toca a l'Ada.
lesson-crack-it-end-turn-wrong = Ara acaba el torn: fes clic a Acaba el torn o prem Retorn.
lesson-crack-it-ada-dialled = L'Ada ha jugat un dial 2 contra la teva primera xifra, el 5: ha anat a sota, així que sap que és del 3 al 9. Les teves xifres només les veus tu.
lesson-crack-it-prohibit = En Blaise juga CRACK IT contra tu: descobriria el teu 5 sense cap carta de dial! Qualsevol jugador pot aturar una carta d'acció amb una Prohibició: fes clic a Prohibeix (Espai).
lesson-crack-it-prohibit-wrong = No la deixis passar: fes clic a Prohibeix (Espai) per aturar el CRACK IT d'en Blaise.
lesson-crack-it-stopped = Una Prohibició l'atura (una segona l'hauria deixat passar). Després d'un CRACK IT, aturat o no, qui l'ha jugat ja no pot fer servir més cartes: en Blaise ha acabat el torn. La teva Prohibició no es reemplaça fins que no s'acaba el teu torn.
lesson-crack-it-click = Et toca. La primera xifra de l'Ada és més baixa que 7: prova-hi el teu dial 4. Fes clic al 4 i després a la caixa forta de l'Ada.
lesson-crack-it-click-wrong = Juga el teu dial 4 contra l'Ada: fes-hi clic i després a la caixa forta de l'Ada.
lesson-crack-it-bonus = CLICK! El 4 de l'Ada es gira cap per amunt i les cartes de dial que l'acotaven van a la pila de descarts. CLICK extra: una carta de dial més, ara mateix, contra la xifra següent de l'Ada. Fes clic al teu dial 3 i a la seva caixa.
lesson-crack-it-bonus-wrong = Fes servir el CLICK extra: fes clic al teu dial 3 i després a la caixa forta de l'Ada.
lesson-crack-it-clue = El 3 ha anat a sota. Una Pista torna a acotar: agafa una carta de dial de la pila de descarts o de la mà d'un rival. El teu 7 i el teu 4 són a la pila de descarts: fes clic a la teva Pista i després a la pila de descarts.
lesson-crack-it-clue-wrong = Fes clic a la teva Pista i després a la pila de descarts (o arrossega-hi la Pista).
lesson-crack-it-take-dial = Ningú no ha aturat la teva Pista. Ha trobat el dial 7 a la pila de descarts: juga'l immediatament contra l'Ada, com qualsevol carta de dial: fes clic al 7 de sobre la teva mà i després a la caixa de l'Ada.
lesson-crack-it-take-dial-wrong = Agafa el dial 7 per a l'Ada: fes clic al 7 de sobre la teva mà i després a la caixa de l'Ada.
lesson-crack-it-block = El 7 ha anat a sobre: la segona xifra de l'Ada és 4, 5 o 6. Amb un Reinici, l'Ada podria canviar el seu 4 per una xifra nova. Impedeix-ho: fes clic al teu Blocatge i després a la seva caixa forta. Una xifra blocada ja no es podrà reiniciar mai.
lesson-crack-it-block-wrong = Col·loca el teu Blocatge a l'Ada: fes-hi clic i després a la caixa forta de l'Ada.
lesson-crack-it-refill = El 4 de l'Ada queda blocat. Tens la mà buida: fes clic a Acaba el torn (Retorn) per robar cinc cartes noves.
lesson-crack-it-thieves-end = Quan es descobreix la tercera xifra d'un jugador, la seva caixa queda oberta i ell queda fora del joc. Quan només en queden dos, comença el duel final: ja no es poden jugar Reinicis. L'últim amb alguna xifra per descobrir s'emporta la carta de victòria.
lesson-crack-it-done = Ara ja coneixes Crack It: acotar, CLICK, Pista, Blocatge i Prohibició. Prem Acaba per sortir, o Continua jugant per acabar aquesta partida contra l'Ada i en Blaise.
