## The Code Breaker lesson (assets/lessons/code-breaker.json)

lesson-code-breaker-welcome = Code Breaker is a duel of logic. One player hides a code of five different colours; the other breaks it row by row, helped by key pegs. You hide the first code, and Ada tries to break it.
lesson-code-breaker-make-code = Drag a red peg from the tray into the first hole, then green, blue, yellow and black into the next ones. The number keys do the same: 3, 5, 4, 6, 1. Then press Hide code.
lesson-code-breaker-make-code-wrong = For this lesson, hide red, green, blue, yellow and black, left to right, so that Ada's answers make sense.
lesson-code-breaker-rival-guesses = Your code is behind the shield. Ada now guesses rows of five colours, and every row is answered with key pegs. The table places them for you, so no answer is ever wrong.
lesson-code-breaker-white-pegs = Four white key pegs: four of Ada's colours are in your code, but none in its right place. White, the fifth colour of her row, is not in your code at all.
lesson-code-breaker-black-pegs = Two black and three white: a black key peg is a right colour in its right place, a white one a right colour in a wrong place. Key pegs never tell which peg they answer; that is the Breaker's puzzle.
lesson-code-breaker-scoring = Ada broke your code in row 3. The Breaker scores by the row: rows 1 to 4 score 12, rows 5-6 score 10, 7-8 score 8, 9-10 score 6, 11-12 score 4, not broken 0. First to 30 wins. Now the roles swap: Ada hides, you break.
lesson-code-breaker-first-row = Your first row: black, white, red, blue, green. Press the keys 1, 2, 3, 4, 5 (each fills the next hole) or drag the pegs from the tray. Then press Submit row, or Enter.
lesson-code-breaker-first-row-wrong = For this lesson, guess black, white, red, blue and green, left to right.
lesson-code-breaker-deduce = Only two key pegs: just two of black, white, red, blue and green are in the code. A code has five different colours out of eight, so the other three, yellow, pink and orange, are all in it.
lesson-code-breaker-second-row = Test it: guess yellow, pink, orange, blue, green (keys 6, 7, 8, 4, 5, or drag), then submit.
lesson-code-breaker-second-row-wrong = For this lesson, guess yellow, pink, orange, blue and green, left to right.
lesson-code-breaker-all-white = Five white key pegs: these are the code's five colours, and not one is in its place. So every colour must move, and each must also avoid the places the first row ruled out.
lesson-code-breaker-third-row = Green, yellow, pink, orange, blue fits both answers. Place it, then submit. Dragging a peg from one hole to another moves it; dropping it on a peg swaps the two.
lesson-code-breaker-third-row-wrong = For this lesson, guess green, yellow, pink, orange and blue, left to right.
lesson-code-breaker-done = Broken in row 3: 12 points for you too. That is Code Breaker: the roles swap after every round until someone reaches 30. In a real game, H or the Hint button shows what the hard computer would guess. Finish, or play on against Ada.
