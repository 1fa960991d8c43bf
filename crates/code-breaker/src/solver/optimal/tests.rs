use super::*;

#[test]
fn the_counting_bound_fills_each_guess_level() {
    let space = CodeSpace::new(4, 6, true);
    let optimiser = Optimiser::new(&space, SearchLimits::default());
    // 13 answers besides "solved": 1 code at guess 1, 13 at guess 2, 169 at guess 3.
    assert_eq!(optimiser.counting_bound(1), 1);
    assert_eq!(optimiser.counting_bound(2), 3);
    assert_eq!(optimiser.counting_bound(14), 1 + 13 * 2);
    assert_eq!(optimiser.counting_bound(15), 1 + 13 * 2 + 3);
}

#[test]
fn the_opening_guesses_up_to_symmetry_are_the_five_shapes() {
    let space = CodeSpace::new(4, 6, true);
    let mut optimiser = Optimiser::new(&space, SearchLimits::default());
    let root = optimiser.root_context();
    assert_eq!(root.symmetries.len(), 24);
    let names: Vec<String> = optimiser
        .guesses(&root)
        .iter()
        .map(|&g| space.letters(g as usize))
        .collect();
    assert_eq!(names, ["AAAA", "AAAB", "AABB", "AABC", "ABCD"]);
    // After AABB: swapping the pairs of positions (with A and B) and within each pair.
    let aabb = space.index_of_digits(&[0, 0, 1, 1]).unwrap();
    let after = optimiser.after(&root, aabb);
    assert_eq!(after.symmetries.len(), 8);
    let second = optimiser.guesses(&after);
    assert!(second.contains(&(space.index_of_digits(&[0, 0, 1, 2]).unwrap() as u32)));
    // AACB is AABC with the last two positions swapped; BBAC has no such twin below it.
    assert!(!second.contains(&(space.index_of_digits(&[0, 0, 2, 1]).unwrap() as u32)));
    assert!(second.contains(&(space.index_of_digits(&[1, 1, 0, 2]).unwrap() as u32)));
}

#[test]
fn small_spaces_are_solved_exactly_and_the_tree_agrees() {
    for (pegs, colours, repeats) in [(3, 3, true), (3, 4, true), (3, 5, false)] {
        let space = CodeSpace::new(pegs, colours, repeats);
        let found = Optimiser::new(&space, SearchLimits::default()).optimise();
        assert!(found.exact);
        // No strategy of any one-step heuristic does better.
        for strategy in crate::solver::Strategy::ALL {
            assert!(found.report.total_guesses <= space.solve_all(strategy).total_guesses);
        }
        let bytes = found.tree.to_bytes();
        let tree = DecisionTree::from_bytes(&bytes).unwrap();
        assert_eq!(tree.play_all(&space).unwrap(), found.report);
    }
}

#[test]
fn a_guess_limit_costs_guesses_or_is_impossible() {
    let space = CodeSpace::new(3, 4, true);
    let free = Optimiser::new(&space, SearchLimits::default()).optimise();
    let worst = free.report.worst();
    let limits = |m| SearchLimits {
        max_guesses: Some(m),
        ..SearchLimits::default()
    };
    let kept = Optimiser::new(&space, limits(worst)).optimise();
    assert_eq!(kept.report.total_guesses, free.report.total_guesses);
    let mut tight = Optimiser::new(&space, limits(2));
    assert!(!tight.feasible());
    let first = SearchLimits {
        first_fit: true,
        ..limits(worst)
    };
    let fit = Optimiser::new(&space, first).optimise();
    assert!(!fit.exact && fit.report.worst() <= worst);
}

#[test]
fn a_search_resumes_from_its_checkpoint_with_the_same_result() {
    let space = CodeSpace::new(4, 4, true);
    let path = std::env::temp_dir().join(format!("cb-checkpoint-{}.jsonl", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let mut first = Optimiser::new(&space, SearchLimits::default());
    assert_eq!(first.resume_from(&path).unwrap(), 0);
    let found = first.optimise();
    let mut again = Optimiser::new(&space, SearchLimits::default());
    let parts = again.resume_from(&path).unwrap();
    assert!(parts > 5, "{parts}");
    let resumed = again.optimise();
    assert_eq!(resumed.report, found.report);
    assert!(
        resumed.nodes < found.nodes,
        "the parts were read back, not searched"
    );
    // Another search may not use it.
    let narrowed = SearchLimits {
        narrow_above: Some((10, 2)),
        ..SearchLimits::default()
    };
    assert!(Optimiser::new(&space, narrowed).resume_from(&path).is_err());
    let _ = std::fs::remove_file(&path);
}

#[test]
fn the_ply_bound_is_a_lower_bound_that_grows_with_depth() {
    let space = CodeSpace::new(3, 4, true);
    let optimum = Optimiser::new(&space, SearchLimits::default())
        .optimise()
        .report
        .total_guesses as u32;
    let mut optimiser = Optimiser::new(&space, SearchLimits::default());
    let bounds: Vec<u32> = (0..4).map(|p| optimiser.ply_bound(p)).collect();
    assert!(bounds.windows(2).all(|w| w[0] <= w[1]), "{bounds:?}");
    assert!(bounds[3] <= optimum, "{bounds:?} vs {optimum}");
    assert!(bounds[2] > bounds[0], "{bounds:?}");
}
