//! The app's files stand in layers: no file of `src/` uses, through others, a file that uses
//! it (`docs/architecture.md`, "Layers"). A file uses another when a `use` line or a path in
//! its code (`crate::…`, `super::…`, or a child module's name) names an item of it; a
//! module's own tests do not count. And views draw from their viewpoint only: no game's or
//! screen's file reads the referee's whole game.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

type Module = Vec<String>;

/// Every `.rs` file under `src/`, by its module path (`src/table/mod.rs` is `table`).
fn modules() -> BTreeMap<Module, String> {
    let mut found = BTreeMap::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut folders = vec![root.clone()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("src/ is readable") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(&root).expect("under src/");
            let mut module: Module = relative
                .with_extension("")
                .iter()
                .map(|part| part.to_string_lossy().into_owned())
                .collect();
            if matches!(
                module.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                module.pop();
            }
            let text = std::fs::read_to_string(&path).expect("a source file is readable");
            found.insert(module, code_of(&text));
        }
    }
    found
}

/// The code of a file without its comments and its `#[cfg(test)]` module.
fn code_of(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path a `use` tree names: `a::{b, c::{d, e}}` is `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<Vec<String>> {
    // `x as y` keeps `x`: marked before the spaces go.
    let tree = tree.replace(" as ", "@");
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let mut paths = Vec::new();
    expand_into(&[], &tree, &mut paths);
    paths
}

fn expand_into(prefix: &[String], tree: &str, paths: &mut Vec<Vec<String>>) {
    let (head, rest) = match tree.find("{") {
        Some(open) if tree.ends_with('}') => (&tree[..open], Some(&tree[open + 1..tree.len() - 1])),
        _ => (tree, None),
    };
    let mut path = prefix.to_vec();
    path.extend(
        head.split("::")
            .filter(|s| !s.is_empty())
            .map(|s| s.split('@').next().unwrap_or(s).to_string()),
    );
    let Some(inner) = rest else {
        paths.push(path);
        return;
    };
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                expand_into(&path, &inner[start..i], paths);
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < inner.len() {
        expand_into(&path, &inner[start..], paths);
    }
}

/// The path each `use` line of `code` names, and each `a::b::…` path in its code.
fn paths_in(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut rest = code;
    let mut body = String::new();
    while let Some(at) = rest.find("use ") {
        let starts_statement = rest[..at]
            .trim_end()
            .chars()
            .last()
            .is_none_or(|c| matches!(c, ';' | '}' | '{' | ')' | ']'));
        body.push_str(&rest[..at]);
        let Some(end) = rest[at..].find(';') else {
            break;
        };
        if starts_statement {
            paths.extend(expand(&rest[at + 4..at + end]));
        } else {
            body.push_str(&rest[at..at + end]);
        }
        rest = &rest[at + end..];
    }
    body.push_str(rest);
    let chars: Vec<char> = body.chars().collect();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < chars.len() {
        let starts = word(chars[i]) && (i == 0 || !(word(chars[i - 1]) || chars[i - 1] == ':'));
        if !starts {
            i += 1;
            continue;
        }
        let mut path = vec![String::new()];
        while i < chars.len() {
            if word(chars[i]) {
                path.last_mut().expect("a segment").push(chars[i]);
                i += 1;
            } else if chars[i..].starts_with(&[':', ':'])
                && chars.get(i + 2).is_some_and(|&c| word(c))
            {
                path.push(String::new());
                i += 2;
            } else {
                break;
            }
        }
        if path.len() > 1 {
            paths.push(path);
        }
    }
    paths
}

/// Which files each file uses.
fn uses(modules: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    modules
        .iter()
        .map(|(module, code)| {
            let mut used = BTreeSet::new();
            for path in paths_in(code) {
                let mut full: Module = match path[0].as_str() {
                    "crate" => path[1..].to_vec(),
                    "self" => [module.clone(), path[1..].to_vec()].concat(),
                    "super" => {
                        let ups = path.iter().take_while(|s| *s == "super").count();
                        let base = &module[..module.len().saturating_sub(ups)];
                        [base.to_vec(), path[ups..].to_vec()].concat()
                    }
                    child
                        if modules
                            .contains_key(&[module.clone(), vec![child.to_string()]].concat()) =>
                    {
                        [module.clone(), path.clone()].concat()
                    }
                    _ => continue,
                };
                while !modules.contains_key(&full) {
                    full.pop();
                }
                if full != *module {
                    used.insert(full);
                }
            }
            (module.clone(), used)
        })
        .collect()
}

fn name(module: &Module) -> String {
    if module.is_empty() {
        "lib".into()
    } else {
        module.join("::")
    }
}

/// A way from `from` through the files it uses back to `from`, if there is one.
fn circle_through(from: &Module, uses: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    let mut came_from: BTreeMap<Module, Module> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([from.clone()]);
    while let Some(module) = queue.pop_front() {
        for next in &uses[&module] {
            if next == from {
                let mut circle = vec![module.clone()];
                while let Some(before) = came_from.get(circle.last().expect("one")) {
                    circle.push(before.clone());
                }
                circle.reverse();
                return Some(circle);
            }
            if !came_from.contains_key(next) && next != from {
                came_from.insert(next.clone(), module.clone());
                queue.push_back(next.clone());
            }
        }
    }
    None
}

#[test]
fn no_file_of_the_app_uses_a_file_that_uses_it() {
    let modules = modules();
    assert!(modules.len() > 30, "the app's files are found");
    let uses = uses(&modules);
    let circles: Vec<String> = modules
        .keys()
        .filter_map(|m| circle_through(m, &uses))
        .map(|circle| {
            let names: Vec<String> = circle.iter().map(name).collect();
            format!("{} -> {}", names.join(" -> "), names[0])
        })
        .collect();
    assert!(
        circles.is_empty(),
        "files in a circle:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_circle_check_sees_use_lines_paths_and_children() {
    let code = "use super::{a::B, c as Pass};\nfn f() { crate::x::y(); turn::plugin(); }";
    let paths = paths_in(code);
    let has = |p: &[&str]| {
        paths
            .iter()
            .any(|q| q.iter().map(String::as_str).eq(p.iter().copied()))
    };
    assert!(has(&["super", "a", "B"]) && has(&["super", "c"]));
    assert!(has(&["crate", "x", "y"]) && has(&["turn", "plugin"]));
    let modules: BTreeMap<Module, String> = [
        (vec![], String::new()),
        (vec!["t".into()], "fn p() { turn::plugin(); }".into()),
        (vec!["t".into(), "turn".into()], "use super::Match;".into()),
    ]
    .into();
    let uses = uses(&modules);
    assert!(
        circle_through(&vec!["t".into()], &uses).is_some(),
        "a parent and its child"
    );
}

#[test]
fn games_and_screens_draw_from_the_viewpoint_never_the_whole_game() {
    for (module, code) in modules() {
        if !matches!(
            module.first().map(String::as_str),
            Some("games" | "screens")
        ) {
            continue;
        }
        for reach in [".referee()", ".set_the_table("] {
            assert!(
                !code.contains(reach),
                "src/{} reads the referee's whole game ({reach}): a view draws from \
                 Match::view and what the referee hands out",
                module.join("/")
            );
        }
    }
}
