//! The decision trees shipped in `book/*.tree`: the hard player's whole strategy. Each is
//! played against every secret of its game, and checked against the solver that made it.

use codebreakers_code_breaker::bots::{hard_player_guess, space, tree};
use codebreakers_code_breaker::solver::{
    CodeSpace, DecisionTree, Optimiser, SearchLimits, Strategy,
};
use codebreakers_code_breaker::{Code, Mode, Row};

/// Every node of a tree with the codes still possible there and the guesses before it.
fn nodes(tree: &DecisionTree, space: &CodeSpace) -> Vec<(usize, Vec<u32>, Vec<usize>)> {
    let mut out = Vec::new();
    let mut stack = vec![(0usize, (0..space.len() as u32).collect::<Vec<_>>(), vec![])];
    while let Some((node, set, path)) = stack.pop() {
        let guess = tree.guess_at(node);
        for (answer, part) in space.split(&set, guess) {
            if let Some(child) = tree.child(node, answer) {
                let mut next: Vec<usize> = path.clone();
                next.push(guess);
                stack.push((child, part, next));
            }
        }
        out.push((node, set, path));
    }
    out
}

/// The shipped tree of a mode against every secret: total guesses, worst case and
/// distribution as the command that made it reported them (README, Solver).
fn plays_as_made(mode: Mode, expected: ((usize, usize), &[usize])) {
    let report = tree(mode).play_all(&space(mode)).unwrap();
    assert_eq!(report.secrets, space(mode).len());
    assert_eq!(report.distribution.iter().sum::<usize>(), report.secrets);
    assert_eq!(
        (report.total_guesses, report.worst()),
        expected.0,
        "{report:?}"
    );
    assert_eq!(report.distribution, expected.1);
}

#[test]
fn the_standard_tree_plays_every_secret_as_the_search_found() {
    // `solve-all --pegs 5 --colours 8 --strategy optimal --narrow 100,3`
    plays_as_made(Mode::Standard, STANDARD_FIGURES);
}

#[test]
fn the_advanced_tree_plays_every_secret_as_the_solver_found() {
    // `solve-all --pegs 5 --colours 8 --repeats --blanks --exact-below 30 --max-guesses 7`
    plays_as_made(Mode::Advanced, ADVANCED_FIGURES);
}

const STANDARD_FIGURES: ((usize, usize), &[usize]) =
    ((34_489, 7), &[1, 6, 119, 1075, 3367, 2080, 72]);
/// The standard tree's search was exact at nodes of at most this many codes.
const STANDARD_EXACT_BELOW: usize = 100;
const ADVANCED_FIGURES: ((usize, usize), &[usize]) =
    ((341_869, 8), &[1, 8, 117, 1425, 16073, 34563, 6838, 24]);
/// The advanced tree was searched exactly at nodes of at most this many codes.
const ADVANCED_EXACT_BELOW: usize = 30;

/// Below nodes of `exact_below` codes the trees were searched exactly (each secret within
/// `max_guesses` where that could be kept): a sample of their small nodes costs what a fresh
/// exact search (without symmetries) says.
fn small_nodes_are_optimal(
    mode: Mode,
    exact_below: usize,
    max_guesses: Option<usize>,
    step: usize,
) {
    assert!(exact_below >= 3, "no node was searched exactly");
    let space = space(mode);
    let tree = tree(mode);
    let limits = SearchLimits {
        max_guesses,
        ..SearchLimits::default()
    };
    let mut checked = 0;
    for (node, set, path) in nodes(tree, &space)
        .into_iter()
        .filter(|(_, set, _)| (3..=exact_below.min(12)).contains(&set.len()))
        .step_by(step)
    {
        // Where the limit cannot be kept the solver's own choice stands.
        if let Some(exact) = Optimiser::new(&space, limits).cost_of(&set, path.len()) {
            assert_eq!(
                subtree_cost(tree, &space, node, &set),
                exact,
                "node {node} of {} codes",
                set.len()
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked}");
}

#[test]
fn below_its_small_nodes_the_standard_tree_is_optimal() {
    small_nodes_are_optimal(Mode::Standard, STANDARD_EXACT_BELOW, None, 7);
}

#[test]
fn below_its_small_nodes_the_advanced_tree_is_optimal() {
    small_nodes_are_optimal(Mode::Advanced, ADVANCED_EXACT_BELOW, Some(7), 97);
}

/// Total guesses a subtree spends on its codes.
fn subtree_cost(tree: &DecisionTree, space: &CodeSpace, node: usize, set: &[u32]) -> usize {
    let guess = tree.guess_at(node);
    space
        .split(set, guess)
        .into_iter()
        .map(|(answer, part)| {
            part.len()
                + tree
                    .child(node, answer)
                    .map_or(0, |child| subtree_cost(tree, space, child, &part))
        })
        .sum()
}

#[test]
fn above_its_small_nodes_the_advanced_tree_is_the_look_ahead() {
    let space = space(Mode::Advanced);
    let tree = tree(Mode::Advanced);
    let mut checked = 0;
    for (node, set, path) in nodes(tree, &space)
        .into_iter()
        .filter(|(_, set, _)| (ADVANCED_EXACT_BELOW + 1..=400).contains(&set.len()))
        .step_by(17)
    {
        let rows: Vec<_> = path
            .iter()
            .map(|&g| (g, space.feedback(set[0] as usize, g)))
            .collect();
        assert_eq!(
            space.next_guess(&rows, Strategy::Lookahead),
            Some(tree.guess_at(node)),
            "node {node}"
        );
        checked += 1;
    }
    assert!(checked >= 20, "{checked}");
}

#[test]
fn the_hard_player_follows_the_tree_and_leaves_it_for_the_solver() {
    for mode in [Mode::Standard, Mode::Advanced] {
        let space = space(mode);
        let secret = space.code(space.len() / 3);
        let mut rows: Vec<Row> = Vec::new();
        while rows.last().is_none_or(|r| !r.feedback.is_solved()) {
            let guess = hard_player_guess(mode, &rows).unwrap();
            let indexed: Vec<_> = rows
                .iter()
                .map(|r| (space.index_of(&r.guess).unwrap(), r.feedback))
                .collect();
            let from_tree = tree(mode).next_guess(&space, &indexed).unwrap();
            assert_eq!(space.index_of(&guess), Some(from_tree));
            rows.push(Row {
                guess,
                feedback: secret.score(&guess),
            });
        }
        // A first row the tree does not play: the solver answers instead, still consistent.
        let other: Code = if mode == Mode::Standard {
            "POYWB".parse().unwrap()
        } else {
            "P-YP-".parse().unwrap()
        };
        let rows = [Row {
            guess: other,
            feedback: secret.score(&other),
        }];
        let indexed = [(space.index_of(&other).unwrap(), rows[0].feedback)];
        if tree(mode).guess_at(0) != indexed[0].0 {
            assert_eq!(tree(mode).next_guess(&space, &indexed), None);
        }
        assert!(hard_player_guess(mode, &rows).is_some());
    }
}

#[test]
fn a_tree_reads_back_as_written_and_bad_bytes_are_refused() {
    let bytes = tree(Mode::Standard).to_bytes();
    assert_eq!(
        &DecisionTree::from_bytes(&bytes).unwrap(),
        tree(Mode::Standard)
    );
    assert!(DecisionTree::from_bytes(b"not a tree").is_err());
    assert!(DecisionTree::from_bytes(&bytes[..bytes.len() - 1]).is_err());
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(DecisionTree::from_bytes(&longer).is_err());
}
