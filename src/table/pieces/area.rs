//! The part of the window the table may use.

use crate::table::surface::{
    BottomSheet, DESIGN_SIZE, NARROW_TABLE, narrow_view, panel_edge, view_centre_x, visible_world,
};
use bevy::prelude::*;

/// The part of the world the table may use: the window, less the side panel, in world
/// units (the camera shows at least the design size, more on a wider or taller window).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TableArea {
    pub rect: Rect,
    /// A phone or tablet held upright: the camera frames what lies on the table above the
    /// sheet, as large as it fits.
    pub held_upright: bool,
}

impl Default for TableArea {
    fn default() -> Self {
        TableArea::for_window(DESIGN_SIZE)
    }
}

impl TableArea {
    /// The area for a window of `size` (logical pixels): right of the side panel as wide
    /// as the UI's zoom makes it.
    pub fn for_window(size: Vec2) -> Self {
        let visible = visible_world(size);
        TableArea {
            rect: Rect::from_corners(
                Vec2::new(panel_edge(size), -visible.y / 2.0),
                Vec2::new(view_centre_x(size) + visible.x / 2.0, visible.y / 2.0),
            ),
            held_upright: false,
        }
    }

    /// Whether the games lay the table out upright (its parts one under the other): on a
    /// phone or tablet held upright, whatever room the sheet leaves (the camera frames the
    /// table there, and a layout that changed as the sheet is pulled would move every
    /// piece), or in a window taller than wide.
    pub fn is_upright(&self) -> bool {
        self.held_upright || self.rect.height() > self.rect.width()
    }
}

impl TableArea {
    /// On a phone held upright ([`crate::theme::is_narrow`]): the table's width of the
    /// design, as tall as the phone above the sheet (`sheet` pixels), around the middle.
    pub fn upright(size: Vec2, sheet: f32) -> Self {
        let (per_pixel, _) = narrow_view(size, sheet);
        let half_height = (size.y - sheet).max(1.0) * per_pixel / 2.0;
        TableArea {
            rect: Rect::new(
                NARROW_TABLE.start,
                -half_height,
                NARROW_TABLE.end,
                half_height,
            ),
            held_upright: true,
        }
    }
}

pub(super) fn follow_the_window(
    window: Option<Single<&Window>>,
    sheet: Option<Res<BottomSheet>>,
    mut area: ResMut<TableArea>,
) {
    if let Some(window) = window {
        let size = window.size();
        area.set_if_neq(if crate::theme::is_narrow(size) {
            TableArea::upright(size, sheet.map_or(0.0, |s| s.height))
        } else {
            TableArea::for_window(size)
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::surface::PANEL_WIDTH;

    #[test]
    fn the_table_is_the_window_less_the_panel() {
        let area = TableArea::for_window(DESIGN_SIZE).rect;
        assert_eq!(area.min, Vec2::new(-640.0 + PANEL_WIDTH, -360.0));
        assert_eq!(area.max, Vec2::new(640.0, 360.0));
        // A wider window shows more table on both sides; the panel keeps its width.
        let wide = TableArea::for_window(Vec2::new(1920.0, 720.0)).rect;
        assert_eq!(wide.width(), 1920.0 - PANEL_WIDTH);
        // A small window shows the design size, scaled down.
        let small = TableArea::for_window(Vec2::new(1024.0, 600.0)).rect;
        assert_eq!(small.width(), 1280.0 - PANEL_WIDTH);
        assert!(small.height() >= 720.0);
    }

    #[test]
    fn a_table_held_upright_stays_upright_however_tall_the_sheet() {
        let phone = Vec2::new(360.0, 640.0);
        // The sheet at three quarters leaves a room wider than tall: still upright.
        let low = TableArea::upright(phone, 480.0);
        assert!(low.rect.width() > low.rect.height());
        assert!(low.is_upright());
        // A desktop window: upright only when taller than wide.
        assert!(!TableArea::for_window(Vec2::new(1280.0, 800.0)).is_upright());
        assert!(TableArea::for_window(Vec2::new(800.0, 1000.0)).is_upright());
    }
}
