## Code Knacker

code-knacker-solo-best = Solo best: { $best } million.
code-knacker-solo-new-best = Solo best: { $score } million - a new best (was { $best })!
code-knacker-solo-first = Solo best: { $score } million - your first solo game.
