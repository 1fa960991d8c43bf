## Lliçó: una primera partida guiada de Code Knacker

lesson-code-knacker-welcome = Et donem la benvinguda a Code Knacker! A la filera hi ha tres caixes fortes: 123, 245 i 135, que valen 2 milions cadascuna. Cobreix totes les xifres d'una caixa forta amb marcadors vermells i planta't: serà teva. Guanya qui sumi més milions.
lesson-code-knacker-roll = És el teu torn. Tira els cinc daus: fes clic a Tirar (o prem R).
lesson-code-knacker-suitable = Has tret un 2, un 4 i tres microxips. Un dau és útil si mostra una xifra no coberta d'una caixa forta de la filera, o un microxip; els daus útils tenen un anell de llautó. Després de cada tirada n'has d'apartar com a mínim un.
lesson-code-knacker-cover-two = Aparta el 2 sobre el 2 de 123. Encaixa en dues caixes fortes: fes clic al dau i després al 2 de 123 (o arrossega-hi el dau). Un marcador vermell cobreix aquesta xifra.
lesson-code-knacker-cover-two-wrong = Aquest no: fes clic al 2 que brilla (o prem 2) i després al 2 de la caixa forta 123.
lesson-code-knacker-chip = Ara aparta un microxip: fes-hi clic, arrossega'l a la safata o prem 6. Un microxip no cobreix res, però compta quan tens els cinc daus apartats.
lesson-code-knacker-chip-wrong = Aparta el microxip que brilla: fes-hi clic o prem 6.
lesson-code-knacker-second-chip = Aparta també un segon microxip. Deixa el tercer i el 4 a la taula: no cal apartar tots els daus útils, i aquests dos els tornaràs a tirar.
lesson-code-knacker-second-chip-wrong = Aparta el microxip que brilla (tecla 6); guarda l'últim microxip i el 4 per a la tirada següent.
lesson-code-knacker-roll-rest = Torna a tirar els dos daus que queden a la taula: fes clic a Tirar la resta (R). Els teus marcadors es queden on són. Compte: si una tirada no dona cap dau útil, el torn s'acaba de manera forçada.
lesson-code-knacker-roll-rest-wrong = De moment deixa els altres daus: fes clic a Tirar la resta (o prem R).
lesson-code-knacker-cover-three = Un 3 i un 4. Aparta el 3 sobre el 3 de 123: fes clic al dau i després a la xifra. Aleshores de 123 només quedarà l'1 per cobrir.
lesson-code-knacker-cover-three-wrong = Posa el 3 que brilla sobre el 3 de la caixa forta 123: fes clic al dau i després a la xifra.
lesson-code-knacker-last-die = Plantar-te, o tirar l'últim dau? Sigues valent: fes clic a Tirar la resta (R).
lesson-code-knacker-last-die-wrong = Aquesta vegada tira l'últim dau: fes clic a Tirar la resta (o prem R).
lesson-code-knacker-last-chip = Un microxip! Aparta'l: fes-hi clic o prem 6. Així tindràs els cinc daus apartats, tres amb microxip.
lesson-code-knacker-roll-all = Tens els cinc daus apartats i almenys dos són microxips: pots tornar a tirar els cinc, una tanda nova dins el mateix torn, i els marcadors es queden. Amb menys de dos, el torn s'acabaria aquí. Fes clic a Tirar els cinc (R).
lesson-code-knacker-roll-all-wrong = Torna a tirar els cinc daus: fes clic a Tirar els cinc (o prem R).
lesson-code-knacker-cover-one = 1, 5, 5, 2, 4. L'1 és l'última xifra lliure de 123: fes clic al dau de l'1 i després a l'1 de 123. La caixa forta queda forçada!
lesson-code-knacker-cover-one-wrong = Posa l'1 que brilla sobre l'1 de la caixa forta 123: fes clic al dau i després a la xifra.
lesson-code-knacker-stop = 123 està forçada, però només és teva si et plantes. Si tornes a tirar i falles, la perds. Fes clic a Plantar-se (o prem S) per endur-te-la.
lesson-code-knacker-stop-wrong = Ara no temptis la sort: fes clic a Plantar-se (o prem S) per endur-te la caixa forta 123.
lesson-code-knacker-taken = La caixa forta 123 és teva: 2 milions! Els seus marcadors tornen a la reserva i el munt completa la filera: surt 511. Ara és el torn de l'Ada; mira com juga.
lesson-code-knacker-ada-cracks = L'Ada ha cobert el 2, el 4 i el 5: la caixa forta 245 està forçada. Els seus altres dos daus, un 4 i un 2, no encaixen en cap xifra lliure. En lloc de plantar-se, els torna a tirar...
lesson-code-knacker-ada-forced = Un 2 i un 4: ni un 2 ni un 4 sense cobrir a la filera, i cap microxip. Final forçat per a l'Ada: la caixa forta 245 va a parar a sota del munt i els seus marcadors tornen a la reserva. Es queda sense res.
lesson-code-knacker-done = Ja coneixes Code Knacker: tirar, cobrir xifres, tornar a tirar els cinc gràcies als microxips i plantar-te a temps per quedar-te el que has forçat. La partida s'acaba quan la filera ja no es pot completar fins a tres. Ara tu: «Acaba» o «Continua jugant» contra l'Ada.
