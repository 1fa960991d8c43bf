use super::*;

#[test]
fn outcome_probabilities_add_up_to_one() {
    for live in 0..=DIGITS {
        for n in 1..=DICE {
            let total: f64 = outcomes(n, live).iter().map(|o| o.p).sum();
            assert!(
                (total - 1.0).abs() < 1e-12,
                "{n} dice, {live} live: {total}"
            );
        }
    }
    assert_eq!(outcomes(5, 5).len(), 252);
    assert_eq!(
        compact().iter().filter(|&&i| i != u16::MAX).count(),
        DICE_VECTORS
    );
}
