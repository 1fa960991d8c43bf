//! The table for a screen reader, in egui's accessibility tree (which the desktop game hands
//! to the system's screen reader through AccessKit: `docs/accessibility.md`). What changes is
//! a live region, read out as it changes: what to do now and whose turn (the panel's status
//! line), the move just made as the log tells it, a refusal or a hint, the banners of a move
//! and of a turn come round, the piece the keys moved onto. The table itself is a list of its
//! pieces in reading order, each named by the words its hover card says.

use super::about::About;
use super::play::GameLog;
use crate::i18n::render;
use crate::session::Screen;
use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, PrimaryEguiContext, egui};
use egui::accesskit;

/// Registered by the windowed app only.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        table_in_words.run_if(in_state(Screen::Playing)),
    );
}

/// Where the list of the table's pieces is in the tree, and the log's newest line.
const TABLE_ID: &str = "table-in-words";
const LAST_MOVE_ID: &str = "table-last-move";

/// A piece of the table as the list tells it: its words and where it lies on the screen.
struct Told {
    words: String,
    at: egui::Rect,
}

/// The table's pieces (those that say what they are), top to bottom and left to right, as a
/// list named "The table"; beside it the log's newest line as a live region. Drawn nowhere:
/// an area of the tree alone, whose nodes lie where their pieces do. The pieces are not
/// looked at while no screen reader's tree is being built.
fn table_in_words(
    mut contexts: EguiContexts,
    pieces: Query<(Entity, &About, &GlobalTransform, Option<&Sprite>)>,
    hidden: Query<(&Visibility, Option<&ChildOf>)>,
    camera: Query<(&Camera, &GlobalTransform), With<PrimaryEguiContext>>,
    log: Res<GameLog>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let zoom = ctx.zoom_factor();
    let on_screen = |centre: Vec3, half: Vec2| -> Option<egui::Rect> {
        let (camera, eye) = camera.iter().next()?;
        let corner = |dx: f32, dy: f32| {
            let spot = camera
                .world_to_viewport(eye, centre + Vec3::new(dx * half.x, dy * half.y, 0.0))
                .ok()?;
            Some(egui::pos2(spot.x / zoom, spot.y / zoom))
        };
        Some(egui::Rect::from_two_pos(
            corner(-1.0, -1.0)?,
            corner(1.0, 1.0)?,
        ))
    };
    egui::Area::new(egui::Id::new(TABLE_ID))
        .order(egui::Order::Background)
        .interactable(false)
        .fixed_pos(ctx.content_rect().min)
        .show(&ctx, |ui| {
            ui.scope_builder(egui::UiBuilder::new().id_salt(TABLE_ID), |ui| {
                let building = node(
                    ui.ctx(),
                    ui.unique_id(),
                    accesskit::Role::List,
                    &t!("table-in-words"),
                );
                if !building {
                    return;
                }
                let mut told: Vec<Told> = pieces
                    .iter()
                    .filter(|(piece, ..)| shown(*piece, &hidden))
                    .filter_map(|(_, about, at, sprite)| {
                        let (scale, _, centre) = at.to_scale_rotation_translation();
                        let size = sprite.and_then(|s| s.custom_size).unwrap_or(Vec2::ZERO);
                        Some(Told {
                            words: render(&about.0),
                            at: on_screen(centre, size * scale.truncate() / 2.0)?,
                        })
                    })
                    .collect();
                in_reading_order(&mut told, |piece| piece.at);
                for (i, piece) in told.iter().enumerate() {
                    let item =
                        ui.interact(piece.at, egui::Id::new((TABLE_ID, i)), egui::Sense::hover());
                    node(ui.ctx(), item.id, accesskit::Role::ListItem, &piece.words);
                }
            });
            if let Some(last) = log.lines.last() {
                let line = ui.interact(
                    egui::Rect::from_min_size(ui.max_rect().min, egui::Vec2::ZERO),
                    egui::Id::new(LAST_MOVE_ID),
                    egui::Sense::hover(),
                );
                if node(ui.ctx(), line.id, accesskit::Role::Label, &render(last)) {
                    super::live_region::mark(&line);
                }
            }
        });
    Ok(())
}

/// Gives the node of `id` its role and words (a label's are its value, as egui's labels
/// have them); whether a tree is being built this pass.
fn node(ctx: &egui::Context, id: egui::Id, role: accesskit::Role, words: &str) -> bool {
    ctx.accesskit_node_builder(id, |node| {
        node.set_role(role);
        if role == accesskit::Role::Label {
            node.set_value(words);
        } else {
            node.set_label(words);
        }
    })
    .is_some()
}

/// Whether `piece` and every one it hangs from are not hidden (read from the pieces' own
/// [`Visibility`], so that the list needs no renderer to work out what is drawn).
fn shown(piece: Entity, hidden: &Query<(&Visibility, Option<&ChildOf>)>) -> bool {
    let mut at = Some(piece);
    while let Some(entity) = at {
        match hidden.get(entity) {
            Ok((Visibility::Hidden, _)) => return false,
            Ok((_, parent)) => at = parent.map(ChildOf::parent),
            Err(_) => at = None,
        }
    }
    true
}

/// Puts `items` (lying at `rect`) in reading order: top to bottom, then left to right, a piece whose middle
/// lies within half of its row's first piece's height of that one's being on its row.
fn in_reading_order<T>(items: &mut Vec<T>, rect: impl Fn(&T) -> egui::Rect) {
    items.sort_by(|a, b| rect(a).center().y.total_cmp(&rect(b).center().y));
    let mut rows: Vec<(f32, f32, Vec<T>)> = Vec::new();
    for item in items.drain(..) {
        let at = rect(&item);
        match rows.last_mut() {
            Some((y, reach, row)) if at.center().y - *y <= *reach => row.push(item),
            _ => rows.push((at.center().y, at.height().max(8.0) / 2.0, vec![item])),
        }
    }
    for (_, _, mut row) in rows {
        row.sort_by(|a, b| rect(a).center().x.total_cmp(&rect(b).center().x));
        items.extend(row);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f32, y: f32) -> egui::Rect {
        egui::Rect::from_center_size(egui::pos2(x, y), egui::vec2(20.0, 20.0))
    }

    /// A row of pieces a little out of line is read left to right before the row under it.
    #[test]
    fn the_pieces_are_read_top_to_bottom_then_left_to_right() {
        let mut rects = vec![at(300.0, 104.0), at(100.0, 300.0), at(100.0, 100.0)];
        in_reading_order(&mut rects, |r| *r);
        assert_eq!(
            rects,
            vec![at(100.0, 100.0), at(300.0, 104.0), at(100.0, 300.0)]
        );
    }
}
