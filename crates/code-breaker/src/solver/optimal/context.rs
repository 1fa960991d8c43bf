//! The contexts of the optimal search: what earlier guesses fix (the symmetries left),
//! and the guesses worth trying in each.

use super::*;

impl Optimiser<'_> {
    pub(super) fn root_context(&self) -> Context {
        let pegs = self.space.pegs();
        let mut symmetries = Vec::new();
        let mut to: Vec<u8> = (0..pegs as u8).collect();
        // Every permutation of the positions (Heap's algorithm).
        let mut c = vec![0usize; pegs];
        let push = |to: &[u8], symmetries: &mut Vec<Symmetry>| {
            let mut s = Symmetry {
                to: [0; MAX_PEGS],
                colour: [UNSET; MAX_COLOURS],
                image: 0,
            };
            s.to[..pegs].copy_from_slice(to);
            symmetries.push(s);
        };
        push(&to, &mut symmetries);
        let mut i = 0;
        while i < pegs {
            if c[i] < i {
                to.swap(if i % 2 == 0 { 0 } else { c[i] }, i);
                push(&to, &mut symmetries);
                c[i] += 1;
                i = 0;
            } else {
                c[i] = 0;
                i += 1;
            }
        }
        Context {
            used: 0,
            symmetries,
            depth: 0,
        }
    }

    /// The context after `guess` is made.
    pub(super) fn after(&self, context: &Context, guess: usize) -> Context {
        let digits = self.space.digits(guess);
        let symmetries = context
            .symmetries
            .iter()
            .filter_map(|s| {
                let mut s = *s;
                for (i, &c) in digits.iter().enumerate() {
                    let target = digits[usize::from(s.to[i])];
                    match s.colour[usize::from(c)] {
                        UNSET if s.image & (1 << target) == 0 => {
                            s.colour[usize::from(c)] = target;
                            s.image |= 1 << target;
                        }
                        mapped if mapped == target => {}
                        _ => return None,
                    }
                }
                Some(s)
            })
            .collect();
        Context {
            used: context.used | self.space.entries[guess].colours,
            symmetries,
            depth: context.depth + 1,
        }
    }

    pub(super) fn context_on(&self, path: &[(usize, Answer)]) -> Context {
        path.iter()
            .fold(self.root_context(), |c, &(g, _)| self.after(&c, g))
    }

    /// The guesses worth trying in a context: one per class of guesses the symmetries kept
    /// make equivalent (the least one, digit by digit).
    pub(super) fn guesses(&mut self, context: &Context) -> Vec<u32> {
        let space = self.space;
        let base = self
            .guess_lists
            .entry(context.used)
            .or_insert_with(|| space.candidate_guesses(context.used));
        if context.symmetries.len() <= 1 {
            return base.clone();
        }
        let unused: Vec<u8> = (0..space.colours() as u8)
            .filter(|&c| context.used & (1 << c) == 0)
            .collect();
        let pegs = space.pegs();
        base.iter()
            .copied()
            .filter(|&g| {
                let digits = space.digits(g as usize);
                context.symmetries.iter().all(|s| {
                    let mut image = [0u8; MAX_PEGS];
                    for (i, &d) in digits.iter().enumerate() {
                        let c = s.colour[usize::from(d)];
                        image[usize::from(s.to[i])] = if c == UNSET { d } else { c };
                    }
                    // The colours no guess used yet are renamed in order of appearance.
                    let mut renamed = [UNSET; MAX_COLOURS];
                    let mut next = 0;
                    for d in image[..pegs].iter_mut() {
                        if context.used & (1 << *d) == 0 {
                            if renamed[usize::from(*d)] == UNSET {
                                renamed[usize::from(*d)] = unused[next];
                                next += 1;
                            }
                            *d = renamed[usize::from(*d)];
                        }
                    }
                    image[..pegs] >= *digits
                })
            })
            .collect()
    }
}
