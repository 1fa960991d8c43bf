//! What the computer players' searches over hidden information share: candidates compared
//! in the same dealt worlds (common random numbers), world by world.

/// The mean of `values` less `base`, world by world (the same worlds, in the same order),
/// and its standard error; `(0, 0)` under two worlds.
pub fn paired_difference(values: &[f64], base: &[f64]) -> (f64, f64) {
    let n = values.len().min(base.len());
    if n < 2 {
        return (0.0, 0.0);
    }
    let diffs: Vec<f64> = values.iter().zip(base).map(|(a, b)| a - b).collect();
    let mean = diffs.iter().sum::<f64>() / n as f64;
    let var = diffs.iter().map(|d| (d - mean) * (d - mean)).sum::<f64>() / (n - 1) as f64;
    (mean, (var / n as f64).sqrt())
}

/// Whether `values` beat `base`, world by world, by more than `margin` on average and by more
/// than `z` standard errors of the mean difference (never under two worlds).
pub fn clearly_better(values: &[f64], base: &[f64], margin: f64, z: f64) -> bool {
    let (mean, error) = paired_difference(values, base);
    values.len().min(base.len()) >= 2 && mean > margin && mean > z * error
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_difference_is_judged_world_by_world() {
        // Always 0.1 better, world by world, though the worlds themselves vary widely.
        let base = [0.0, 0.5, 0.9, 0.2];
        let better: Vec<f64> = base.iter().map(|v| v + 0.1).collect();
        let (mean, error) = paired_difference(&better, &base);
        assert!((mean - 0.1).abs() < 1e-12 && error < 1e-12);
        assert!(clearly_better(&better, &base, 0.05, 1.0));
        assert!(
            !clearly_better(&better, &base, 0.2, 1.0),
            "not by the margin"
        );
        // Better on average, but no more than the noise.
        let noisy = [1.0, 0.0, 1.0, 0.2];
        assert!(!clearly_better(&noisy, &base, 0.0, 3.0));
        assert_eq!(paired_difference(&[1.0], &[0.0]), (0.0, 0.0));
        assert!(
            !clearly_better(&[1.0], &[0.0], 0.0, 0.0),
            "one world says nothing"
        );
    }
}
