//! Words in four languages: every message exists in English, German, Catalan and French
//! with the same arguments and formats without error; every key the code names exists;
//! each rules page is written in each language; no player-facing text is left in `src/`
//! outside the Fluent files; switching language mid-match re-renders the log.
//!
//! The language is one setting for the whole process, so the tests that switch it live in
//! this file alone, and take turns ([`ONE_LANGUAGE_AT_A_TIME`]). They share the layout
//! checker's binary (one link of Bevy fewer), whose own test lays out nothing in this process:
//! it runs each look in a process of its own.

use crate::common;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use codebreakers::i18n::{Language, render_in};
use codebreakers::screens::{GameId, MatchSetup, Screen, SeatChoice};
use codebreakers::settings::{AnimationSpeed, Settings, SettingsStore};
use codebreakers_kernel::{Arg, BotLevel, SeatKind, Words};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::{Mutex, MutexGuard};

/// Held by each test that starts an app or switches the language, so two of them never
/// change the process's one language under each other.
static ONE_LANGUAGE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn language_to_myself() -> MutexGuard<'static, ()> {
    ONE_LANGUAGE_AT_A_TIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

const GAMES: [GameId; 4] = [
    GameId::CodeBreaker,
    GameId::CodeKnacker,
    GameId::CrackIt,
    GameId::Passcode,
];

/// Each message of `language`'s files with the variables it uses, by file.
fn messages(language: Language) -> BTreeMap<String, (String, BTreeSet<String>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/i18n")
        .join(language.code());
    let mut found = BTreeMap::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut variables = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_variables(value, &mut variables);
                }
                let previous = found.insert(message.id.name.to_owned(), (file.clone(), variables));
                assert!(
                    previous.is_none(),
                    "{}: `{}` is defined twice",
                    language.code(),
                    message.id.name
                );
            }
        }
    }
    found
}

fn pattern_variables(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, into),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
            for named in &arguments.named {
                inline_variables(&named.value, into);
            }
        }
        _ => {}
    }
}

#[test]
fn every_message_is_in_all_four_languages_with_the_same_arguments() {
    let english = messages(Language::English);
    assert!(
        english.len() > 100,
        "only {} English messages",
        english.len()
    );
    for language in [Language::German, Language::Catalan, Language::French] {
        let translated = messages(language);
        let missing: Vec<_> = english
            .keys()
            .filter(|key| !translated.contains_key(*key))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.code());
        let extra: Vec<_> = translated
            .keys()
            .filter(|key| !english.contains_key(*key))
            .collect();
        assert!(
            extra.is_empty(),
            "{} has unknown {extra:?}",
            language.code()
        );
        for (key, (file, variables)) in &english {
            let (their_file, their_variables) = &translated[key];
            assert_eq!(
                file,
                their_file,
                "{key} lives in another file in {}",
                language.code()
            );
            assert_eq!(
                variables,
                their_variables,
                "{key}: other arguments in {}",
                language.code()
            );
        }
    }
}

/// Every message formats in every language, with each numeric argument at 0, 1, 2 and 5
/// (the plural forms), without a Fluent error and without falling back to its key.
#[test]
fn every_message_formats_for_sample_arguments() {
    use fluent_templates::fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
    for language in Language::ALL {
        let mut bundle = FluentBundle::new(vec![language.code().parse().unwrap()]);
        bundle.set_use_isolating(false);
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/i18n")
            .join(language.code());
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "ftl") {
                let source = std::fs::read_to_string(&path).unwrap();
                let resource = FluentResource::try_new(source).unwrap();
                bundle.add_resource(resource).unwrap();
            }
        }
        for (key, (_, variables)) in messages(language) {
            for number in [0, 1, 2, 5] {
                let mut args = FluentArgs::new();
                for variable in &variables {
                    args.set(variable.clone(), number);
                }
                let message = bundle.get_message(&key).unwrap();
                let mut errors = Vec::new();
                let text =
                    bundle.format_pattern(message.value().unwrap(), Some(&args), &mut errors);
                assert!(errors.is_empty(), "{}: {key}: {errors:?}", language.code());
                assert!(
                    !text.trim().is_empty(),
                    "{}: {key} is empty",
                    language.code()
                );
            }
        }
        // And through the game's own loader, with words nested in words.
        let nested = Words::new("settings-language");
        let words = Words {
            key: "settings-language",
            args: vec![("unused", Arg::Words(Box::new(nested)))],
        };
        assert_ne!(render_in(language, &words), "settings-language");
    }
}

/// A review's loss of exactly one row or point reads in the singular, in every language
/// ("1 row lost", not "1 rows lost"); a tenth more, in the plural.
#[test]
fn a_loss_of_one_reads_in_the_singular() {
    let loss = |key: &'static str, amount: f64, language: Language| {
        render_in(
            language,
            &Words {
                key,
                args: vec![("loss", Arg::Number(amount))],
            },
        )
    };
    assert_eq!(
        loss("review-loss-rows", 1.0, Language::English),
        "1 row lost"
    );
    assert_eq!(
        loss("review-loss-rows", 2.5, Language::English),
        "2.5 rows lost"
    );
    assert_eq!(
        loss("review-loss-points", 1.0, Language::English),
        "1 point lost"
    );
    assert_eq!(
        loss("review-loss-rows", 1.0, Language::German),
        "1 Reihe verloren"
    );
    assert_eq!(
        loss("review-loss-points", 3.0, Language::German),
        "3 Punkte verloren"
    );
}

/// The keys the code names (`t!("…"` and `words!("…"`) all exist in English.
#[test]
fn every_key_the_code_names_exists() {
    let english = messages(Language::English);
    let mut unknown = Vec::new();
    for (path, source) in rust_files() {
        let code: String = source
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for opener in ["t!(\"", "words!(\""] {
            for (at, _) in code.match_indices(opener) {
                // `format!("` ends in `t!("` too.
                let before = code[..at].chars().next_back().unwrap_or(' ');
                if before.is_alphanumeric() || before == '_' {
                    continue;
                }
                let rest = &code[at + opener.len()..];
                let key = &rest[..rest.find('"').unwrap()];
                if !english.contains_key(key) {
                    unknown.push(format!("{}: {key}", path.display()));
                }
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "keys with no English message: {unknown:#?}"
    );
}

#[test]
fn every_key_a_lesson_says_exists() {
    let english = messages(Language::English);
    let mut unknown = Vec::new();
    for game in codebreakers::screens::GameId::ALL {
        let lesson = codebreakers::table::lesson::lesson_of(game).expect("the lesson reads");
        for (index, step) in lesson.steps.iter().enumerate() {
            for key in step.say.iter().chain(&step.wrong) {
                if !english.contains_key(key.as_str()) {
                    unknown.push(format!("{} step {index}: {key}", game.id()));
                }
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "lesson keys with no English message: {unknown:#?}"
    );
}

#[test]
fn every_rules_page_is_written_in_each_language() {
    for game in GAMES {
        let english = game.rules_in(Language::English);
        for language in [Language::German, Language::Catalan, Language::French] {
            let page = game.rules_in(language);
            assert!(page.starts_with("# "), "{game:?} in {}", language.code());
            // Written in the language, not a copy: most paragraphs differ from English.
            let english_paragraphs: BTreeSet<&str> = english.split("\n\n").collect();
            let same = page
                .split("\n\n")
                .filter(|p| english_paragraphs.contains(p))
                .count();
            let paragraphs = page.split("\n\n").count();
            assert!(
                same * 5 < paragraphs,
                "{game:?} in {}: {same} of {paragraphs} paragraphs are the English ones",
                language.code()
            );
        }
    }
}

/// The app's Rust files outside tests, with their text.
fn rust_files() -> Vec<(std::path::PathBuf, String)> {
    fn walk(dir: &Path, into: &mut Vec<(std::path::PathBuf, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, into);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                into.push((path, text));
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    files.sort();
    files
}

/// A string literal in `src/` that reads like words for a player ("Hide code", "Clear")
/// is text that skipped the Fluent files. Logs, panics, errors for the terminal and ids
/// are for developers and stay English.
#[test]
fn no_player_text_is_left_in_the_code() {
    const FOR_DEVELOPERS: [&str; 16] = [
        "info!",
        "warn!",
        "error!",
        "debug!",
        "trace!",
        "expect(",
        "panic!",
        "unreachable!",
        "assert",
        "Id::new",
        "id_salt",
        "#[error",
        "include_",
        "concat!",
        "eprintln!",
        "println!",
    ];
    // Technical names compared with what a library reports, not shown to players.
    const TECHNICAL: [&str; 5] = [
        "Cpu",
        "basic render driver",
        "Inter",
        "Inter SemiBold",
        "Symbols",
    ];
    // Whole files for the terminal: the command line's errors are English, as the CLI's.
    const FOR_THE_TERMINAL: [&str; 1] = ["src/screens/direct.rs"];
    let mut left = Vec::new();
    for (path, source) in rust_files() {
        if FOR_THE_TERMINAL.iter().any(|file| path.ends_with(file)) {
            continue;
        }
        let body = source.split("#[cfg(test)]").next().unwrap_or_default();
        let mut open_exempt_calls = 0i32;
        for (number, line) in body.lines().enumerate() {
            let code = line.trim_start();
            // A line may say why its literal is not words: `// not words: the brand`.
            if code.starts_with("//") || code.contains("// not words") {
                continue;
            }
            let exempt_here = FOR_DEVELOPERS.iter().any(|m| code.contains(m));
            let balance = code.matches('(').count() as i32 - code.matches(')').count() as i32;
            if open_exempt_calls > 0 || exempt_here {
                open_exempt_calls = (open_exempt_calls + balance).max(0);
                continue;
            }
            for literal in string_literals(code) {
                if reads_like_words(&literal) && !TECHNICAL.contains(&literal.as_str()) {
                    left.push(format!("{}:{}: {literal:?}", path.display(), number + 1));
                }
            }
        }
    }
    assert!(
        left.is_empty(),
        "player text outside assets/i18n: {left:#?}"
    );
}

/// The contents of the plain string literals on a line of Rust.
fn string_literals(line: &str) -> Vec<String> {
    let mut literals = Vec::new();
    let mut chars = line.chars().peekable();
    let mut previous = ' ';
    while let Some(c) = chars.next() {
        if c == '\'' && previous != '\\' {
            // A char literal such as '"' is not the start of a string.
            let rest: String = chars.clone().take(3).collect();
            if rest.starts_with("\"'") || rest.starts_with("\\\"'") {
                chars.nth(if rest.starts_with('"') { 1 } else { 2 });
                previous = '\'';
                continue;
            }
        }
        if c == '"' {
            let mut literal = String::new();
            let mut escaped = false;
            for c in chars.by_ref() {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == '"' {
                    break;
                }
                literal.push(c);
            }
            literals.push(literal);
        }
        previous = c;
    }
    literals
}

/// Two words with a space between, or one capitalised word of three letters or more.
fn reads_like_words(literal: &str) -> bool {
    let words: Vec<&str> = literal
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .collect();
    let spaced = literal.contains(' ') && words.len() >= 2;
    let capitalised = words.len() == 1
        && words[0].chars().count() >= 3
        && words[0].chars().next().is_some_and(char::is_uppercase)
        && words[0] == literal.trim_matches(|c: char| !c.is_alphabetic());
    spaced || capitalised
}

/// Switching language mid-match: the log already written and the next lines come in the
/// new language at once, since the log keeps words, not sentences.
#[test]
fn switching_language_mid_match_re_renders_the_log() {
    use codebreakers::table::GameLog;
    use codebreakers_kernel::{BotLevel, SeatKind};

    let _language = language_to_myself();
    let computer = |name: &str| SeatChoice {
        name: name.into(),
        kind: SeatKind::Computer(BotLevel::Easy),
    };
    let mut app = code_knacker_match(vec![computer("Ada"), computer("Bo")], 3);
    for _ in 0..200 {
        app.update();
        if app.world().resource::<GameLog>().lines.len() >= 3 {
            break;
        }
    }
    let log = app.world().resource::<GameLog>().lines.clone();
    assert!(log.len() >= 3, "the computers played: {log:?}");
    let shown = |app: &App| -> Vec<String> {
        app.world()
            .resource::<GameLog>()
            .lines
            .iter()
            .map(codebreakers::i18n::render)
            .collect()
    };
    let english = shown(&app);
    assert_eq!(codebreakers::i18n::language(), Language::English);

    app.world_mut().resource_mut::<Settings>().language = Some(Language::German);
    app.update();
    assert_eq!(codebreakers::i18n::language(), Language::German);
    let german = shown(&app);
    for (before, line) in english.iter().zip(&log) {
        assert_eq!(before, &render_in(Language::English, line));
    }
    for (now, line) in german.iter().zip(&log) {
        assert_eq!(now, &render_in(Language::German, line));
    }
    assert!(
        english.iter().zip(&german).filter(|(e, g)| e != g).count() >= english.len() / 2,
        "most lines read differently in German: {english:?} / {german:?}"
    );
}

/// Switching language mid-match: a refusal shown in the side panel (here Code Knacker's,
/// for stopping before the dice are rolled) is kept as words and drawn in the new language
/// at once.
#[test]
fn a_refusal_in_the_side_panel_is_drawn_in_the_language_switched_to() {
    use codebreakers::games::code_knacker::{DiceFocus, KnackerInput};
    use codebreakers::table::turn::TurnPhase;
    use codebreakers_kernel::SeatKind;

    let _language = language_to_myself();
    let ada = SeatChoice {
        name: "Ada".into(),
        kind: SeatKind::Human,
    };
    let mut app = code_knacker_match(vec![ada], 8);
    let awaiting_human = |app: &App| {
        app.world()
            .get_resource::<State<TurnPhase>>()
            .is_some_and(|phase| *phase.get() == TurnPhase::AwaitingHuman)
    };
    for _ in 0..2_000 {
        if awaiting_human(&app) {
            break;
        }
        app.update();
    }
    assert!(awaiting_human(&app), "the human's turn came");

    // Stopping before any roll is refused, and the side panel keeps why.
    app.world_mut().write_message(KnackerInput::Stop);
    app.update();
    let stored = |app: &App| app.world().resource::<DiceFocus>().message.clone();
    let message = stored(&app).expect("the refusal is kept to be shown");
    let english = codebreakers::i18n::render(&message);
    assert_eq!(english, render_in(Language::English, &message));

    app.world_mut().resource_mut::<Settings>().language = Some(Language::German);
    app.update();
    assert_eq!(codebreakers::i18n::language(), Language::German);
    let message = stored(&app).expect("the refusal is still shown");
    let german = codebreakers::i18n::render(&message);
    assert_eq!(german, render_in(Language::German, &message));
    assert_ne!(german, english, "the refusal reads differently in German");
}

/// A headless app in English, on the Playing screen of a Code Knacker match with `seats`.
fn code_knacker_match(seats: Vec<SeatChoice>, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, bevy::input::InputPlugin));
    app.insert_resource(SettingsStore::none());
    app.insert_resource(codebreakers::records::Saves::in_memory());
    app.add_plugins(codebreakers::game_logic);
    app.insert_resource(Settings {
        animation_speed: AnimationSpeed::Off,
        language: Some(Language::English),
        ..default()
    });
    app.insert_resource(MatchSetup {
        game: GameId::CodeKnacker,
        seats,
        options: serde_json::Value::Null,
        seed,
    });
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app
}

/// Every piece a player can see on a table, whose explanations are checked: what the
/// table shows of `game` after a few turns of computers.
fn explained_pieces<K: codebreakers::table::pieces::PieceKey>(
    app: &mut App,
) -> Vec<(K, Option<codebreakers_kernel::Words>)> {
    use codebreakers::table::about::About;
    use codebreakers::table::pieces::{Card, Die, Peg, Piece, Safe, Token};
    // Labels, boards, rings and bare spots are words or marks, not pieces to explain.
    type Explained = Or<(With<Card>, With<Die>, With<Peg>, With<Token>, With<Safe>)>;
    let mut pieces = app
        .world_mut()
        .query_filtered::<(&Piece<K>, Option<&About>), Explained>();
    pieces
        .iter(app.world())
        .map(|(piece, about)| (piece.key.clone(), about.map(|a| a.0.clone())))
        .collect()
}

/// A table of `game` with computers only, after `frames` frames of play.
fn computers_at(game: GameId, seats: usize, options: serde_json::Value, frames: usize) -> App {
    let kinds = vec![SeatKind::Computer(BotLevel::Normal); seats];
    let mut app = common::table::start(game, &kinds, options, 5);
    for _ in 0..frames {
        app.update();
    }
    app
}

#[test]
fn every_card_die_peg_and_token_on_each_table_says_what_it_is_in_all_four_languages() {
    let _one = language_to_myself();
    let languages: Vec<BTreeMap<String, (String, BTreeSet<String>)>> =
        Language::ALL.iter().map(|&l| messages(l)).collect();
    let mut told: BTreeSet<&'static str> = BTreeSet::new();
    let mut check = |what: String, about: Option<Words>| {
        let about = about.unwrap_or_else(|| panic!("{what} says nothing about itself"));
        for (language, messages) in Language::ALL.iter().zip(&languages) {
            assert!(
                messages.contains_key(about.key),
                "{what}: `{}` is missing in {}",
                about.key,
                language.code()
            );
            assert!(!render_in(*language, &about).is_empty());
        }
        told.insert(about.key);
    };
    use codebreakers::games::{code_breaker, code_knacker, crack_it, passcode};
    for frames in [40, 400] {
        let mut app = computers_at(
            GameId::CrackIt,
            4,
            serde_json::json!({"mode": "king_of_safes"}),
            frames,
        );
        for (key, about) in explained_pieces::<crack_it::table::PieceId>(&mut app) {
            check(format!("Crack It's {key:?}"), about);
        }
        let mut app = computers_at(GameId::Passcode, 6, serde_json::Value::Null, frames);
        for (key, about) in explained_pieces::<passcode::table::PieceId>(&mut app) {
            check(format!("Passcode's {key:?}"), about);
        }
        let mut app = computers_at(GameId::CodeKnacker, 6, serde_json::Value::Null, frames);
        for (key, about) in explained_pieces::<code_knacker::table::KnId>(&mut app) {
            check(format!("Code Knacker's {key:?}"), about);
        }
        let mut app = computers_at(
            GameId::CodeBreaker,
            2,
            serde_json::json!({"mode": "advanced", "first_maker": 0}),
            frames,
        );
        for (key, about) in explained_pieces::<code_breaker::table::PieceId>(&mut app) {
            check(format!("Code Breaker's {key:?}"), about);
        }
    }
    // The kinds a table shows early in a match, each explained.
    for key in [
        "about-crack-it-pile",
        "about-crack-it-hidden-digit",
        "about-crack-it-infamy",
        "about-crack-it-victory",
        "about-passcode-pile",
        "about-passcode-die",
        "about-code-knacker-die",
        "about-code-breaker-peg",
        "about-code-breaker-track",
    ] {
        assert!(told.contains(key), "no piece said `{key}` ({told:?})");
    }
}
