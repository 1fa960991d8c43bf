//! What egui painted in a pass, layer by layer, read at the pass's end by an egui plugin,
//! and the checks on it: overlaps on one layer, things outside the window, small text.

use bevy_egui::egui::{self, LayerId, Rect, Shape};
use std::sync::{Arc, Mutex};

/// One row of a painted text.
#[derive(Clone, Debug)]
pub struct TextRow {
    pub text: String,
    /// The row's glyphs' extent, in egui points.
    pub rect: Rect,
    /// What the painter clipped it to (a scroll area's view, a window's inside).
    pub clip: Rect,
    /// The smallest font size of the galley, in points.
    pub size: f32,
}

impl TextRow {
    /// The part of the row that shows.
    pub fn shown(&self) -> Rect {
        self.rect.intersect(self.clip)
    }
}

/// A filled or outlined rectangle: a button's, a box's, a card's or a window's.
#[derive(Clone, Copy, Debug)]
pub struct Boxed {
    pub rect: Rect,
    pub clip: Rect,
    /// Its fill hides what lies under it.
    pub opaque: bool,
}

impl Boxed {
    pub fn shown(&self) -> Rect {
        self.rect.intersect(self.clip)
    }
}

/// What one layer (the background with its panels, a window, a card) painted.
#[derive(Clone, Debug)]
pub struct Layer {
    pub id: LayerId,
    pub texts: Vec<TextRow>,
    pub boxes: Vec<Boxed>,
}

impl Layer {
    /// The layer named for a finding: its first words.
    pub fn name(&self) -> String {
        self.texts
            .first()
            .map_or_else(|| format!("{:?}", self.id.id), |t| quoted(&t.text))
    }
}

/// What a whole pass painted, back to front.
#[derive(Clone, Debug)]
pub struct Drawn {
    pub screen: Rect,
    pub zoom: f32,
    pub layers: Vec<Layer>,
}

/// The egui plugin that keeps what each pass painted, for the checker to read.
pub struct Recorder(pub Arc<Mutex<Option<Drawn>>>);

impl egui::Plugin for Recorder {
    fn debug_name(&self) -> &'static str {
        "the layout checker"
    }

    fn on_end_pass(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let mut order: Vec<LayerId> = ctx.memory(|m| m.layer_ids().collect());
        if !order.contains(&LayerId::background()) {
            order.insert(0, LayerId::background());
        }
        let mut drawn = Drawn {
            screen: ctx.content_rect(),
            zoom: ctx.zoom_factor(),
            layers: Vec::new(),
        };
        ctx.graphics(|graphics| {
            for id in order {
                let Some(list) = graphics.get(id) else {
                    continue;
                };
                let mut layer = Layer {
                    id,
                    texts: Vec::new(),
                    boxes: Vec::new(),
                };
                for clipped in list.all_entries() {
                    read(&clipped.shape, clipped.clip_rect, &mut layer);
                }
                if !layer.texts.is_empty() || !layer.boxes.is_empty() {
                    drawn.layers.push(layer);
                }
            }
        });
        *self.0.lock().unwrap() = Some(drawn);
    }
}

/// The texts and boxes of `shape`, clipped to `clip`, into `layer`.
fn read(shape: &Shape, clip: Rect, layer: &mut Layer) {
    match shape {
        Shape::Vec(shapes) => {
            for shape in shapes {
                read(shape, clip, layer);
            }
        }
        // Faded out (a window's first, sizing pass) or turned: not read.
        Shape::Text(text) if text.opacity_factor > 0.5 && text.angle.abs() < 0.01 => {
            let galley = &text.galley;
            let size = galley
                .job
                .sections
                .iter()
                .filter(|s| {
                    let range = s.byte_range.start.0..s.byte_range.end.0;
                    galley
                        .job
                        .text
                        .get(range)
                        .is_some_and(|t| !t.trim().is_empty())
                })
                .map(|s| s.format.font_id.size)
                .fold(f32::INFINITY, f32::min);
            for row in &galley.rows {
                let words = row.text();
                if words.trim().is_empty() {
                    continue;
                }
                layer.texts.push(TextRow {
                    text: words.trim().to_owned(),
                    rect: row
                        .rect_without_leading_space()
                        .translate(text.pos.to_vec2()),
                    clip,
                    size,
                });
            }
        }
        // A shadow is not a thing.
        Shape::Rect(rect) if rect.blur_width == 0.0 => {
            let stroked = rect.stroke.width > 0.0 && rect.stroke.color.a() > 0;
            if (rect.fill.a() > 0 || stroked) && rect.rect.is_positive() {
                layer.boxes.push(Boxed {
                    rect: rect.rect,
                    clip,
                    opaque: rect.fill.a() >= 0xC0,
                });
            }
        }
        _ => {}
    }
}

/// Words quoted for a finding, cut short.
pub fn quoted(text: &str) -> String {
    // On one line, as a finding is one line of the known list.
    let text = text.replace('\n', " ");
    let cut: String = text.chars().take(40).collect();
    if cut.len() < text.len() {
        format!("\"{cut}…\"")
    } else {
        format!("\"{cut}\"")
    }
}

/// Whether `a` and `b` overlap by more than a sliver: by more than 2 points across and
/// by a quarter of the lower one's height (rows of text touch at their line gaps).
fn overlap(a: Rect, b: Rect) -> bool {
    let both = a.intersect(b);
    both.width() > 2.0 && both.height() > 2.0_f32.max(0.25 * a.height().min(b.height()))
}

/// Whether `outer` holds `inner` (within a point).
fn holds(outer: Rect, inner: Rect) -> bool {
    outer.expand(1.0).contains_rect(inner)
}

/// A control's box, as opposed to a frame, a panel or a window: small enough.
fn control_sized(rect: Rect) -> bool {
    rect.width() >= 8.0 && rect.height() >= 8.0 && rect.width() <= 420.0 && rect.height() <= 90.0
}

/// The findings on one layer: texts over texts, and texts across a control's edge. (Boxes
/// over boxes are not findings: the pictures a screen paints, a game's table in small, are
/// boxes laid over each other on purpose.)
pub fn overlaps(layer: &Layer, found: &mut Vec<String>) {
    let texts = &layer.texts;
    for (i, a) in texts.iter().enumerate() {
        for b in &texts[i + 1..] {
            let (sa, sb) = (a.shown(), b.shown());
            // The same words painted twice in one place (a shadow, an outline) are one.
            let twice = a.text == b.text && (sa.center() - sb.center()).length() < 3.0;
            if !twice && overlap(sa, sb) {
                found.push(format!(
                    "{} and {} overlap on {}",
                    quoted(&a.text),
                    quoted(&b.text),
                    layer.name()
                ));
            }
        }
    }
    let controls: Vec<&Boxed> = layer
        .boxes
        .iter()
        .filter(|b| control_sized(b.rect))
        .collect();
    for text in texts {
        let shown = text.shown();
        for control in &controls {
            let boxed = control.shown();
            if overlap(shown, boxed) && !holds(boxed, shown) && !holds(shown, boxed) {
                found.push(format!(
                    "{} lies across the edge of a control at {} on {}",
                    quoted(&text.text),
                    place(boxed),
                    layer.name()
                ));
            }
        }
    }
}

/// The findings of things that show outside the window: not clipped by a scroll area (or
/// anything else) to inside it.
pub fn outside(drawn: &Drawn, layer: &Layer, found: &mut Vec<String>) {
    let window = drawn.screen.expand(1.0);
    for text in &layer.texts {
        let shown = text.shown();
        if shown.is_positive() && !window.contains_rect(shown) {
            found.push(format!(
                "{} lies outside the window, at {} on {}",
                quoted(&text.text),
                place(shown),
                layer.name()
            ));
        }
    }
    for boxed in layer.boxes.iter().filter(|b| control_sized(b.rect)) {
        let shown = boxed.shown();
        if shown.is_positive() && !window.contains_rect(shown) {
            found.push(format!(
                "a control lies outside the window, at {} on {}",
                place(shown),
                layer.name()
            ));
        }
    }
}

/// The findings of text under `floor` pixels on the screen.
pub fn small_text(drawn: &Drawn, layer: &Layer, floor: f32, found: &mut Vec<String>) {
    for text in &layer.texts {
        let pixels = text.size * drawn.zoom;
        if pixels + 0.01 < floor && text.shown().is_positive() {
            found.push(format!(
                "{} is {pixels:.1} px, under {floor} px, on {}",
                quoted(&text.text),
                layer.name()
            ));
        }
    }
}

/// A rectangle for a finding, in egui points.
pub fn place(rect: Rect) -> String {
    format!(
        "({:.0},{:.0})-({:.0},{:.0})",
        rect.min.x, rect.min.y, rect.max.x, rect.max.y
    )
}

/// A control egui told AccessKit of: what it is called and where it lies (egui points).
#[derive(Clone, Debug)]
pub struct Control {
    pub name: String,
    /// Whether a screen reader has words for it (its label, or a field's or a choice's value).
    pub named: bool,
    pub rect: Rect,
}

/// What a finger taps: buttons, boxes, choices, fields and sliders (not the words a label
/// lets one select, nor a scroll bar, which the content scrolls by).
const TAPPED: [egui::accesskit::Role; 12] = {
    use egui::accesskit::Role;
    [
        Role::Button,
        Role::CheckBox,
        Role::RadioButton,
        Role::ComboBox,
        Role::TextInput,
        Role::MultilineTextInput,
        Role::Slider,
        Role::SpinButton,
        Role::Link,
        Role::Switch,
        Role::Tab,
        Role::MenuItem,
    ]
};

/// The controls a pointer or a finger presses (those of [`TAPPED`]'s roles that take a click
/// and are enabled), from the tree egui hands to AccessKit.
pub fn controls(update: &egui::accesskit::TreeUpdate) -> Vec<Control> {
    use egui::accesskit::Action;
    update
        .nodes
        .iter()
        .filter(|(_, node)| {
            TAPPED.contains(&node.role())
                && node.supports_action(Action::Click)
                && !node.is_disabled()
        })
        .filter_map(|(_, node)| {
            let bounds = node.bounds()?;
            let words = node
                .label()
                .or_else(|| node.value())
                .map(str::trim)
                .filter(|words| !words.is_empty());
            let name = words
                .map(str::to_owned)
                .unwrap_or_else(|| format!("{:?}", node.role()));
            Some(Control {
                name,
                // A label beside it that names it counts (a screen reader says its words).
                named: words.is_some() || !node.labelled_by().is_empty(),
                rect: Rect::from_min_max(
                    egui::pos2(bounds.x0 as f32, bounds.y0 as f32),
                    egui::pos2(bounds.x1 as f32, bounds.y1 as f32),
                ),
            })
        })
        .collect()
}

/// A control smaller than `least` logical pixels either way (at `zoom` pixels a point),
/// where it shows on the screen.
pub fn small_targets(controls: &[Control], zoom: f32, least: f32, found: &mut Vec<String>) {
    for control in controls {
        let size = control.rect.size() * zoom;
        // Half a pixel of rounding is not a finding.
        if control.rect.is_positive() && (size.x + 0.5 < least || size.y + 0.5 < least) {
            found.push(format!(
                "{} is {:.0}x{:.0} CSS px, under {least:.0} to tap",
                quoted(&control.name),
                size.x,
                size.y
            ));
        }
    }
}

/// The table as a screen reader is told it: a list named `table` of the table's pieces, each
/// with words, and what to do now in a live region (read out as it changes). What is missing.
pub fn unspoken_table(tree: &egui::accesskit::TreeUpdate, table: &str, found: &mut Vec<String>) {
    use egui::accesskit::Role;
    // A label's words are its value (as egui gives them), a list item's its label.
    let named = |node: &egui::accesskit::Node| {
        node.label()
            .or_else(|| node.value())
            .is_some_and(|words| !words.trim().is_empty())
    };
    let by_id: std::collections::HashMap<_, _> = tree.nodes.iter().cloned().collect();
    match tree
        .nodes
        .iter()
        .find(|(_, node)| node.role() == Role::List && node.label() == Some(table))
    {
        None => found.push(format!(
            "no list {} of the table's pieces for a screen reader",
            quoted(table)
        )),
        Some((_, list)) => {
            let items: Vec<&egui::accesskit::Node> = list
                .children()
                .iter()
                .filter_map(|id| by_id.get(id))
                .collect();
            if items.is_empty() {
                found.push(format!("the list {} holds no piece", quoted(table)));
            }
            for item in items {
                if item.role() != Role::ListItem || !named(item) {
                    found.push(format!(
                        "a piece in {} without words ({:?})",
                        quoted(table),
                        item.role()
                    ));
                }
            }
        }
    }
    let prompts = tree
        .nodes
        .iter()
        .filter(|(_, node)| node.live().is_some() && named(node))
        .count();
    if prompts == 0 {
        found.push("nothing at the table is a live region with words (what to do now)".into());
    }
}

/// The words of every live region of the tree (read out as they change).
pub fn live_words(tree: &egui::accesskit::TreeUpdate) -> Vec<String> {
    tree.nodes
        .iter()
        .filter(|(_, node)| node.live().is_some())
        .filter_map(|(_, node)| node.label().or_else(|| node.value()).map(str::to_owned))
        .collect()
}

/// A control a screen reader would have no words for: no label and no value.
pub fn unnamed(controls: &[Control], found: &mut Vec<String>) {
    for control in controls.iter().filter(|c| !c.named) {
        found.push(format!(
            "a {} at {} has no name for a screen reader",
            control.name,
            place(control.rect)
        ));
    }
}
