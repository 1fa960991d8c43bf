//! The Fluent files are embedded by `fluent_templates::static_loader!`, which tracks each file
//! it found; a file added under `assets/i18n` rebuilds the game too.
fn main() {
    for language in ["en", "de", "ca", "fr"] {
        println!("cargo:rerun-if-changed=assets/i18n/{language}");
    }
}
