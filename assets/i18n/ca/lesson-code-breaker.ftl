## La lliçó de Code Breaker (assets/lessons/code-breaker.json)

lesson-code-breaker-welcome = Code Breaker és un duel de lògica. Un jugador amaga un codi de cinc colors diferents; l'altre el desxifra fila a fila, amb l'ajuda de les clavilles de resposta. Tu amagues el primer codi, i l'Ada intenta desxifrar-lo.
lesson-code-breaker-make-code = Arrossega una clavilla vermella de la paleta al primer forat, i després la verda, la blava, la groga i la negra als següents. Les tecles numèriques fan el mateix: 3, 5, 4, 6, 1. Després fes clic a «Amaga el codi».
lesson-code-breaker-make-code-wrong = En aquesta lliçó, amaga vermell, verd, blau, groc i negre, d'esquerra a dreta, perquè les respostes de l'Ada tinguin sentit.
lesson-code-breaker-rival-guesses = El teu codi és sota la tapa. Ara l'Ada proposa files de cinc colors, i cada fila es respon amb clavilles de resposta. La taula les col·loca per tu, així que cap resposta no és mai errònia.
lesson-code-breaker-white-pegs = Quatre clavilles de resposta blanques: quatre colors de l'Ada són al teu codi, però cap al seu lloc. El blanc, el cinquè color de la seva fila, no és al teu codi en absolut.
lesson-code-breaker-black-pegs = Dues negres i tres blanques: una clavilla de resposta negra és un color correcte al lloc correcte; una de blanca, un color correcte en un lloc equivocat. Les clavilles de resposta mai no diuen a quina clavilla responen; aquest és el trencaclosques del desxifrador.
lesson-code-breaker-scoring = L'Ada ha desxifrat el teu codi a la fila 3. El desxifrador puntua segons la fila: files 1-4: 12 punts; 5-6: 10; 7-8: 8; 9-10: 6; 11-12: 4; sense desxifrar: 0. Guanya qui arriba primer a 30. Ara s'intercanvien els papers: l'Ada amaga i tu desxifres.
lesson-code-breaker-first-row = La teva primera fila: negre, blanc, vermell, blau, verd. Prem les tecles 1, 2, 3, 4, 5 (cada una omple el forat següent) o arrossega les clavilles de la paleta. Després fes clic a «Envia la fila» o prem Retorn.
lesson-code-breaker-first-row-wrong = En aquesta lliçó, proposa negre, blanc, vermell, blau i verd, d'esquerra a dreta.
lesson-code-breaker-deduce = Només dues clavilles de resposta: només dos dels colors negre, blanc, vermell, blau i verd són al codi. Un codi té cinc colors diferents dels vuit, així que els altres tres, groc, rosa i taronja, hi són tots.
lesson-code-breaker-second-row = Comprova-ho: proposa groc, rosa, taronja, blau, verd (tecles 6, 7, 8, 4, 5, o arrossegant) i envia la fila.
lesson-code-breaker-second-row-wrong = En aquesta lliçó, proposa groc, rosa, taronja, blau i verd, d'esquerra a dreta.
lesson-code-breaker-all-white = Cinc clavilles de resposta blanques: aquests són els cinc colors del codi, i cap no és al seu lloc. Així doncs, cada color s'ha de moure i, a més, evitar els llocs que la primera fila ja ha descartat.
lesson-code-breaker-third-row = Verd, groc, rosa, taronja, blau encaixa amb les dues respostes. Col·loca aquesta fila i envia-la. Si arrossegues una clavilla d'un forat a un altre, s'hi mou; si la deixes sobre una altra clavilla, s'intercanvien.
lesson-code-breaker-third-row-wrong = En aquesta lliçó, proposa verd, groc, rosa, taronja i blau, d'esquerra a dreta.
lesson-code-breaker-done = Desxifrat a la fila 3: 12 punts també per a tu. Això és Code Breaker: els papers s'intercanvien a cada ronda fins que algú arriba a 30. En una partida de veritat, H o «Consell» mostren què proposaria l'ordinador de nivell difícil. Ara tu: «Acaba» o «Continua jugant» contra l'Ada.
