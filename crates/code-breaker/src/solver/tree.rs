//! A whole strategy as a compact decision tree: the guess at every node, and one child per
//! answer that does not solve the code. Following it is a look-up per row, so a strategy that
//! took hours to find plays in microseconds, in the browser too.
//!
//! The nodes are kept in breadth-first order, children of a node together and in answer
//! order, so a node needs only its guess and the set of answers it has children for: the
//! position of a child follows from the counts of the nodes before it.
//!
//! On disk (`book/*.tree`): the magic `CBTREE2\n`, then pegs, colours, repeats (one byte
//! each), the number of nodes (4 bytes, little-endian), then per node its guess as a code
//! index (2 bytes, little-endian), how many children it has (1 byte) and the answer of each
//! (1 byte each, ascending): about 4 bytes a node, as most nodes have one child or none.

use super::{Answer, CodeSpace, SolveReport, Strategy};
use crate::code::Feedback;

/// A node still to build: its codes, and the guesses and answers that lead to it.
type Pending = (Vec<u32>, Vec<(usize, Answer)>);

const MAGIC: &[u8; 8] = b"CBTREE2\n";

/// A strategy for a whole code space, as a decision tree (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecisionTree {
    pegs: u8,
    colours: u8,
    repeats: bool,
    /// The guess of each node, as a code index of the space.
    guesses: Vec<u16>,
    /// Bit `answer` set where the node has a child for that answer.
    masks: Vec<u64>,
    /// The index of each node's first child (the next ones follow in answer order).
    first_child: Vec<u32>,
}

/// Why bytes are not a decision tree.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    #[error("not a decision tree file (no CBTREE2 header)")]
    Magic,
    #[error("the decision tree file ends early")]
    Truncated,
    #[error("the decision tree file has {0} bytes too many")]
    Trailing(usize),
    #[error("the decision tree does not hold together: {0}")]
    Shape(String),
}

impl DecisionTree {
    /// The most codes a space may have for a tree (guesses are 16-bit code indices).
    pub const MAX_CODES: usize = 1 << 16;

    /// Builds the tree a chooser makes: `choose(consistent, path)` is the guess for the
    /// consistent codes after the guesses and answers of `path` (root first).
    ///
    /// # Panics
    /// If the space has more than [`DecisionTree::MAX_CODES`] codes, or a chosen guess does
    /// not split its codes (the tree would never end).
    pub fn build(
        space: &CodeSpace,
        mut choose: impl FnMut(&[u32], &[(usize, Answer)]) -> usize,
    ) -> Self {
        assert!(
            space.len() <= Self::MAX_CODES,
            "a tree indexes codes with 16 bits"
        );
        let mut tree = DecisionTree {
            pegs: space.pegs() as u8,
            colours: space.colours() as u8,
            repeats: space.repeats(),
            guesses: Vec::new(),
            masks: Vec::new(),
            first_child: Vec::new(),
        };
        let mut level: Vec<Pending> = vec![((0..space.len() as u32).collect(), Vec::new())];
        while !level.is_empty() {
            let mut next = Vec::new();
            for (consistent, path) in level {
                let guess = choose(&consistent, &path);
                let parts = space.split(&consistent, guess);
                let mut mask = 0u64;
                for (answer, part) in parts {
                    if answer == space.solved_answer() {
                        continue;
                    }
                    assert!(
                        part.len() < consistent.len(),
                        "a guess that does not split its codes"
                    );
                    mask |= 1 << answer;
                    let mut child_path = path.clone();
                    child_path.push((guess, answer));
                    next.push((part, child_path));
                }
                tree.guesses.push(guess as u16);
                tree.masks.push(mask);
            }
            level = next;
        }
        tree.fix_first_children();
        tree
    }

    /// The tree a one-step strategy makes (as [`CodeSpace::solve_all`] plays it).
    pub fn from_strategy(space: &CodeSpace, strategy: Strategy) -> Self {
        Self::build(space, |consistent, path| {
            let used = path
                .iter()
                .fold(0u16, |u, &(g, _)| u | space.entries[g].colours);
            space.best_guess(consistent, used, strategy)
        })
    }

    /// Recomputes every node's first child from the masks (breadth-first layout).
    fn fix_first_children(&mut self) {
        let mut next = 1u32;
        self.first_child.clear();
        for &mask in &self.masks {
            self.first_child.push(next);
            next += mask.count_ones();
        }
    }

    pub fn len(&self) -> usize {
        self.guesses.len()
    }

    pub fn is_empty(&self) -> bool {
        self.guesses.is_empty()
    }

    /// Whether the tree is a strategy for this space.
    pub fn fits(&self, space: &CodeSpace) -> bool {
        usize::from(self.pegs) == space.pegs()
            && usize::from(self.colours) == space.colours()
            && self.repeats == space.repeats()
    }

    /// The guess at a node, as a code index.
    pub fn guess_at(&self, node: usize) -> usize {
        usize::from(self.guesses[node])
    }

    /// The node an answer to node `node`'s guess leads to, if the tree has one.
    pub fn child(&self, node: usize, answer: Answer) -> Option<usize> {
        let mask = self.masks[node];
        (mask & (1 << answer) != 0).then(|| {
            self.first_child[node] as usize + (mask & ((1u64 << answer) - 1)).count_ones() as usize
        })
    }

    /// The tree's next guess after these rows (code index and key pegs), if every row so far
    /// was the tree's own guess and the tree goes on after them.
    pub fn next_guess(&self, space: &CodeSpace, rows: &[(usize, Feedback)]) -> Option<usize> {
        let mut node = 0;
        for &(guess, feedback) in rows {
            if guess != self.guess_at(node) {
                return None;
            }
            node = self.child(node, space.answer_index(feedback))?;
        }
        Some(self.guess_at(node))
    }

    /// Plays the tree against every secret of the space: guesses per secret, and the report.
    ///
    /// # Errors
    /// If the tree does not fit the space or a secret falls off the tree.
    pub fn play_all(&self, space: &CodeSpace) -> Result<SolveReport, TreeError> {
        if !self.fits(space) {
            return Err(TreeError::Shape("it is made for another code space".into()));
        }
        let mut report = SolveReport {
            secrets: space.len(),
            total_guesses: 0,
            distribution: vec![],
            first_guess: space.letters(self.guess_at(0)),
        };
        let mut stack = vec![(
            0usize,
            (0..space.len() as u32).collect::<Vec<u32>>(),
            1usize,
        )];
        while let Some((node, consistent, depth)) = stack.pop() {
            let guess = self.guess_at(node);
            if guess >= space.len() {
                return Err(TreeError::Shape(format!("node {node} guesses no code")));
            }
            for (answer, part) in space.split(&consistent, guess) {
                if answer == space.solved_answer() {
                    report.record(depth, part.len());
                } else {
                    let child = self.child(node, answer).ok_or_else(|| {
                        TreeError::Shape(format!("node {node} has no child for answer {answer}"))
                    })?;
                    if depth > 64 || child >= self.len() {
                        return Err(TreeError::Shape(format!("node {node} leads nowhere")));
                    }
                    stack.push((child, part, depth + 1));
                }
            }
        }
        Ok(report)
    }

    /// The tree as bytes (see the module documentation).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(15 + self.len() * 4);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[self.pegs, self.colours, u8::from(self.repeats)]);
        out.extend_from_slice(&(self.len() as u32).to_le_bytes());
        for (&guess, &mask) in self.guesses.iter().zip(&self.masks) {
            out.extend_from_slice(&guess.to_le_bytes());
            out.push(mask.count_ones() as u8);
            out.extend((0..64u8).filter(|&a| mask & (1 << a) != 0));
        }
        out
    }

    /// Reads a tree written by [`DecisionTree::to_bytes`].
    ///
    /// # Errors
    /// On a wrong header, a short or long file, or children that point past the end.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, TreeError> {
        let rest = bytes.strip_prefix(MAGIC).ok_or(TreeError::Magic)?;
        let (head, mut rest) = rest.split_at_checked(7).ok_or(TreeError::Truncated)?;
        let (pegs, colours, repeats) = (head[0], head[1], head[2] != 0);
        if !CodeSpace::supports(usize::from(pegs), usize::from(colours), repeats) {
            return Err(TreeError::Shape(format!(
                "{pegs} pegs of {colours} colours is no code space"
            )));
        }
        let answers = (u32::from(pegs) + 1).pow(2);
        let nodes = u32::from_le_bytes(head[3..7].try_into().expect("four bytes")) as usize;
        let mut tree = DecisionTree {
            pegs,
            colours,
            repeats,
            guesses: Vec::with_capacity(nodes.min(1 << 20)),
            masks: Vec::with_capacity(nodes.min(1 << 20)),
            first_child: Vec::new(),
        };
        for _ in 0..nodes {
            let (node, tail) = rest.split_at_checked(3).ok_or(TreeError::Truncated)?;
            let (children, tail) = tail
                .split_at_checked(usize::from(node[2]))
                .ok_or(TreeError::Truncated)?;
            rest = tail;
            tree.guesses.push(u16::from_le_bytes([node[0], node[1]]));
            let mut mask = 0u64;
            for &answer in children {
                if u32::from(answer) >= answers || mask >> answer != 0 {
                    return Err(TreeError::Shape(format!(
                        "answer {answer} out of order or out of range"
                    )));
                }
                mask |= 1 << answer;
            }
            tree.masks.push(mask);
        }
        if !rest.is_empty() {
            return Err(TreeError::Trailing(rest.len()));
        }
        tree.fix_first_children();
        let children: u64 = tree.masks.iter().map(|m| u64::from(m.count_ones())).sum();
        if children + 1 != nodes as u64 {
            return Err(TreeError::Shape(format!(
                "{nodes} nodes but {children} children and a root"
            )));
        }
        Ok(tree)
    }
}
